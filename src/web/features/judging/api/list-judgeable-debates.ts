// The debates a judge can still join, with their open panel positions.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDebateView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import type { Paginated } from '#shared/validation.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type AvailableDebatesParams, judgingKeys } from './judging-keys.ts';

export function listJudgeableDebates(
  params: AvailableDebatesParams = {},
  signal?: AbortSignal,
): Promise<Paginated<AvailableDebateView>> {
  return callOperation(judgingApi.listJudgeableDebates, { query: { ...params } }, signal);
}

export const availableDebatesQueryOptions = (params: AvailableDebatesParams = {}) =>
  queryOptions({ queryKey: judgingKeys.available(params), queryFn: ({ signal }) => listJudgeableDebates(params, signal) });

export function useAvailableDebates(params: AvailableDebatesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...availableDebatesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

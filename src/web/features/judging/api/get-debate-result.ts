// A debate's confirmed result, or null (anyone may see it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DebateResultAnswer } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getDebateResult(debateId: string, signal?: AbortSignal): Promise<DebateResultAnswer> {
  return callOperation(judgingApi.getDebateResult, { params: { id: debateId } }, signal);
}

export const resultQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.result(debateId), queryFn: ({ signal }) => getDebateResult(debateId, signal) });

export function useDebateResult(debateId: string) {
  return useQuery(resultQueryOptions(debateId));
}

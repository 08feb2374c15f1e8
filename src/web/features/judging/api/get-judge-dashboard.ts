// The signed-in judge's commitments, ballots and aggregates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgeDashboardView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getJudgeDashboard(signal?: AbortSignal): Promise<JudgeDashboardView> {
  return callOperation(judgingApi.getJudgeDashboard, {}, signal);
}

export const judgeDashboardQueryOptions = () =>
  queryOptions({ queryKey: judgingKeys.dashboard(), queryFn: ({ signal }) => getJudgeDashboard(signal) });

export function useJudgeDashboard() {
  return useQuery(judgeDashboardQueryOptions());
}

// The admins' review queue: judge applications by status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgeApplicationStatus, JudgeApplicationView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function listJudgeApplications(
  status: JudgeApplicationStatus = 'pending',
  signal?: AbortSignal,
): Promise<JudgeApplicationView[]> {
  return callOperation(judgingApi.listJudgeApplications, { query: { status } }, signal);
}

export const judgeApplicationsQueryOptions = (status: JudgeApplicationStatus = 'pending') =>
  queryOptions({ queryKey: judgingKeys.applications(status), queryFn: ({ signal }) => listJudgeApplications(status, signal) });

export function useJudgeApplications(status: JudgeApplicationStatus) {
  return useQuery(judgeApplicationsQueryOptions(status));
}

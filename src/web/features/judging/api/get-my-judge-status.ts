// Whether the signed-in user is a judge, and their latest application.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJudgeStatusView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getMyJudgeStatus(signal?: AbortSignal): Promise<MyJudgeStatusView> {
  return callOperation(judgingApi.getMyJudgeStatus, {}, signal);
}

export const myJudgeStatusQueryOptions = () =>
  queryOptions({ queryKey: judgingKeys.me(), queryFn: ({ signal }) => getMyJudgeStatus(signal) });

/** The signed-in user's judge status; off for visitors (the API would answer 401). */
export function useMyJudgeStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myJudgeStatusQueryOptions(), enabled });
}

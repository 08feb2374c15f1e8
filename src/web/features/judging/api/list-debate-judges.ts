// A debate's panel (anyone may see it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DebateJudgeView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function listDebateJudges(debateId: string, signal?: AbortSignal): Promise<DebateJudgeView[]> {
  return callOperation(judgingApi.listDebateJudges, { params: { id: debateId } }, signal);
}

export const debateJudgesQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.debateJudges(debateId), queryFn: ({ signal }) => listDebateJudges(debateId, signal) });

export function useDebateJudges(debateId: string) {
  return useQuery(debateJudgesQueryOptions(debateId));
}

// What the score page needs: the debate, its seats, the panel and the judge's ballot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BallotFormView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getBallotForm(debateId: string, signal?: AbortSignal): Promise<BallotFormView> {
  return callOperation(judgingApi.getBallotForm, { params: { id: debateId } }, signal);
}

export const ballotFormQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.ballot(debateId), queryFn: ({ signal }) => getBallotForm(debateId, signal) });

export function useBallotForm(debateId: string) {
  return useQuery(ballotFormQueryOptions(debateId));
}

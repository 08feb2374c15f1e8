// Submits the judge's ballot, once. The answer is the new score page; the
// dashboard (ballots due) and the result may have changed with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BallotFormView, BallotInput } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { ballotFormQueryOptions } from './get-ballot-form.ts';
import { judgingKeys } from './judging-keys.ts';

export function submitBallot(debateId: string, input: BallotInput): Promise<BallotFormView> {
  return callOperation(judgingApi.submitBallot, { params: { id: debateId }, body: input });
}

export function useSubmitBallot(debateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BallotInput) => submitBallot(debateId, input),
    retry: false,
    onSuccess: (view: BallotFormView) => {
      queryClient.setQueryData(ballotFormQueryOptions(debateId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: judgingKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: judgingKeys.result(debateId) });
    },
  });
}

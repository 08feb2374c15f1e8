// A speaker rates one judge of their debate, once, after the result.
import { useMutation } from '@tanstack/react-query';
import type { JudgeFeedbackInput } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function giveJudgeFeedback(debateId: string, judgeId: string, input: JudgeFeedbackInput) {
  return callOperation(judgingApi.giveJudgeFeedback, { params: { id: debateId, judgeId }, body: input });
}

export function useGiveJudgeFeedback(debateId: string, judgeId: string) {
  return useMutation({
    mutationFn: (input: JudgeFeedbackInput) => giveJudgeFeedback(debateId, judgeId, input),
    retry: false,
  });
}

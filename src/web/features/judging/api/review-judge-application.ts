// An admin approves or declines (with a reason) a judge application; every
// status's queue is refreshed, since the application moves between them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationReviewInput, JudgeApplicationView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function reviewJudgeApplication(id: string, input: ApplicationReviewInput): Promise<JudgeApplicationView> {
  return callOperation(judgingApi.reviewJudgeApplication, { params: { id }, body: input });
}

export function useReviewJudgeApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApplicationReviewInput }) => reviewJudgeApplication(id, input),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...judgingKeys.all, 'applications'] });
    },
  });
}

// Completes an attempt once: the server scores the answers and work.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptDetail, CompleteAttemptInput } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function completeTrainingAttempt(id: string, input: CompleteAttemptInput): Promise<AttemptDetail> {
  return callOperation(trainingApi.completeTrainingAttempt, { params: { id }, body: input });
}

export function useCompleteTrainingAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompleteAttemptInput }) => completeTrainingAttempt(id, input),
    retry: false,
    onSuccess: (attempt) => {
      queryClient.setQueryData(trainingKeys.attempt(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: trainingKeys.mine() });
    },
  });
}

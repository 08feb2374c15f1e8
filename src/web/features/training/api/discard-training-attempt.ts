// Discards an unfinished attempt with its answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function discardTrainingAttempt(id: string): Promise<void> {
  return callOperation(trainingApi.discardTrainingAttempt, { params: { id } }) as Promise<void>;
}

export function useDiscardTrainingAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardTrainingAttempt,
    retry: false,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: trainingKeys.attempt(id) });
      void queryClient.invalidateQueries({ queryKey: trainingKeys.mine() });
    },
  });
}

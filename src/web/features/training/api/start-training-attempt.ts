// Starts an attempt at a module: the server draws its items.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptDetail, StartAttemptInput } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function startTrainingAttempt(input: StartAttemptInput): Promise<AttemptDetail> {
  return callOperation(trainingApi.startTrainingAttempt, { body: input });
}

export function useStartTrainingAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrainingAttempt,
    retry: false,
    onSuccess: (attempt) => {
      queryClient.setQueryData(trainingKeys.attempt(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: trainingKeys.mine() });
    },
  });
}

// The areas and their modules (public; never a question or a key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function listTrainingModules(signal?: AbortSignal) {
  return callOperation(trainingApi.listTrainingModules, {}, signal);
}

export function trainingModulesQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.modules(),
    queryFn: ({ signal }) => listTrainingModules(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useTrainingModules() {
  return useQuery(trainingModulesQueryOptions());
}

// One of the member's attempts: to resume it, or to read its result.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptDetail } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function getTrainingAttempt(id: string, signal?: AbortSignal): Promise<AttemptDetail> {
  return callOperation(trainingApi.getTrainingAttempt, { params: { id } }, signal);
}

export function trainingAttemptQueryOptions(id: string) {
  return queryOptions({
    queryKey: trainingKeys.attempt(id),
    queryFn: ({ signal }) => getTrainingAttempt(id, signal),
    // An open attempt is edited on this page; refetching on focus would overwrite what is being typed.
    refetchOnWindowFocus: false,
  });
}

export function useTrainingAttempt(id: string) {
  return useQuery(trainingAttemptQueryOptions(id));
}

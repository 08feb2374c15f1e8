// The member's attempts, newest first: the history page and each area's
// unfinished attempts (resume or discard).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingHistoryQuery } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export type AttemptsQuery = Partial<TrainingHistoryQuery>;

export function listTrainingAttempts(query: AttemptsQuery, signal?: AbortSignal) {
  return callOperation(trainingApi.listMyTrainingAttempts, { query: query as TrainingHistoryQuery }, signal);
}

export function trainingAttemptsQueryOptions(query: AttemptsQuery) {
  return queryOptions({
    queryKey: trainingKeys.attempts(query),
    queryFn: ({ signal }) => listTrainingAttempts(query, signal),
  });
}

export function useTrainingAttempts(query: AttemptsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainingAttemptsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}

// The dashboard: progress per skill and area, last attempts, streak and
// recommendations, with days counted in the browser's own time zone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { trainingKeys } from './training-keys.ts';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function getTrainingSummary(timeZone: string, signal?: AbortSignal) {
  return callOperation(trainingApi.getMyTrainingSummary, { query: { timeZone } }, signal);
}

export function trainingSummaryQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: trainingKeys.summary(timeZone),
    queryFn: ({ signal }) => getTrainingSummary(timeZone, signal),
  });
}

export function useTrainingSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainingSummaryQueryOptions(browserTimeZone()), enabled });
}

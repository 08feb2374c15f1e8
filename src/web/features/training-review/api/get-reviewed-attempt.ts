// The member's own attempt, read to know whether it can be shared for review and
// to show their self-assessment beside a reviewer's scores.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptDetail } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getReviewedAttempt(id: string, signal?: AbortSignal): Promise<AttemptDetail> {
  return callOperation(trainingApi.getTrainingAttempt, { params: { id } }, signal);
}

export function reviewedAttemptQueryOptions(id: string) {
  return queryOptions({ queryKey: reviewKeys.attempt(id), queryFn: ({ signal }) => getReviewedAttempt(id, signal) });
}

export function useReviewedAttempt(id: string) {
  return useQuery(reviewedAttemptQueryOptions(id));
}

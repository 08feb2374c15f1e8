// "Reviewers for me": the coaches of the member's clubs and approved judges.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reviewers } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getTrainingReviewers(q: string, signal?: AbortSignal): Promise<Reviewers> {
  return callOperation(reviewApi.listTrainingReviewers, { query: { q: q || undefined } }, signal);
}

export function trainingReviewersQueryOptions(q = '') {
  return queryOptions({ queryKey: reviewKeys.reviewers(q), queryFn: ({ signal }) => getTrainingReviewers(q, signal) });
}

export function useTrainingReviewers(q = '', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainingReviewersQueryOptions(q), enabled });
}

// The reviews the member asked for: all of them, or one attempt's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewRequestList } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getMyReviewRequests(attemptId?: string, signal?: AbortSignal): Promise<ReviewRequestList> {
  return callOperation(reviewApi.listMyTrainingReviewRequests, { query: { attemptId } }, signal);
}

export function myReviewRequestsQueryOptions(attemptId?: string) {
  return queryOptions({ queryKey: reviewKeys.mine(attemptId), queryFn: ({ signal }) => getMyReviewRequests(attemptId, signal) });
}

export function useMyReviewRequests(attemptId?: string) {
  return useQuery(myReviewRequestsQueryOptions(attemptId));
}

// One review request with the attempt it shares: for the member who asked and the reviewer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewRequestDetail } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getReviewRequest(id: string, signal?: AbortSignal): Promise<ReviewRequestDetail> {
  return callOperation(reviewApi.getTrainingReviewRequest, { params: { id } }, signal);
}

export function reviewRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: reviewKeys.request(id),
    queryFn: ({ signal }) => getReviewRequest(id, signal),
    // A review being written on this page must not be reset by a refetch.
    refetchOnWindowFocus: false,
  });
}

export function useReviewRequest(id: string) {
  return useQuery(reviewRequestQueryOptions(id));
}

// The reviews the member was asked for: open ones first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewRequestList } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export function getReviewInbox(signal?: AbortSignal): Promise<ReviewRequestList> {
  return callOperation(reviewApi.listTrainingReviewInbox, { query: {} }, signal);
}

export function reviewInboxQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.inbox(), queryFn: ({ signal }) => getReviewInbox(signal) });
}

export function useReviewInbox() {
  return useQuery(reviewInboxQueryOptions());
}

// The reviewer declines a request, with an optional reason the member sees.
import type { DeclineReviewInput, ReviewRequest } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useReviewMutation } from './review-keys.ts';

export function declineTrainingReview(id: string, body: DeclineReviewInput): Promise<ReviewRequest> {
  return callOperation(reviewApi.declineTrainingReview, { params: { id }, body });
}

export const useDeclineTrainingReview = (id: string) =>
  useReviewMutation((body: DeclineReviewInput) => declineTrainingReview(id, body));

// Asking a judge or a coach to review an attempt.
import type { RequestReviewInput, ReviewRequest } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useReviewMutation } from './review-keys.ts';

export function requestTrainingReview(attemptId: string, body: RequestReviewInput): Promise<ReviewRequest> {
  return callOperation(reviewApi.requestTrainingReview, { params: { id: attemptId }, body });
}

export const useRequestTrainingReview = (attemptId: string) =>
  useReviewMutation((body: RequestReviewInput) => requestTrainingReview(attemptId, body));

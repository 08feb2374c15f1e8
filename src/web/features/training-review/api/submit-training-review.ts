// The reviewer's review: a rating per criterion and a comment, given once.
import type { ReviewRequestDetail, SubmitReviewInput } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useReviewMutation } from './review-keys.ts';

export function submitTrainingReview(id: string, body: SubmitReviewInput): Promise<ReviewRequestDetail> {
  return callOperation(reviewApi.submitTrainingReview, { params: { id }, body });
}

export const useSubmitTrainingReview = (id: string) =>
  useReviewMutation((body: SubmitReviewInput) => submitTrainingReview(id, body));

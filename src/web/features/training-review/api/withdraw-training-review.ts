// The member withdraws an open request; the reviewer no longer sees the attempt.
import type { ReviewRequest } from '#shared/training/review.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useReviewMutation } from './review-keys.ts';

export function withdrawTrainingReview(id: string): Promise<ReviewRequest> {
  return callOperation(reviewApi.withdrawTrainingReview, { params: { id } });
}

export const useWithdrawTrainingReview = () => useReviewMutation((id: string) => withdrawTrainingReview(id));

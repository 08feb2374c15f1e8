// A request's status as a badge, and who it is with.
import { REVIEW_STATUS_LABELS, type ReviewRequest, type ReviewStatus } from '#shared/training/review.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const TONES: Record<ReviewStatus, 'brand' | 'success' | 'warning' | 'neutral'> = {
  requested: 'brand',
  completed: 'success',
  declined: 'warning',
  withdrawn: 'neutral',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}

/** "Judge" or "Coach at Riverside Debaters": why the reviewer could be asked. */
export function reviewerRoleLabel(request: Pick<ReviewRequest, 'reviewerRole' | 'club'>): string {
  if (request.reviewerRole === 'coach') return request.club ? `Coach at ${request.club.name}` : 'Club coach';
  return 'Judge';
}

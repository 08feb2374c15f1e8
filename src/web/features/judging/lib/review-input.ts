// The admin's decision on an application, checked with the shared contract
// before it is sent: a decline needs a reason of DECLINE_REASON_MIN characters.
import { type ApplicationReviewInput, ApplicationReviewInputSchema } from '#shared/judging/contract.ts';

export type ReviewCheck = { input: ApplicationReviewInput; error: null } | { input: null; error: string };

export function checkReview(decision: 'approve' | 'decline', reason = ''): ReviewCheck {
  const parsed = ApplicationReviewInputSchema.safeParse(decision === 'approve' ? { decision } : { decision, reason });
  if (parsed.success) return { input: parsed.data, error: null };
  return { input: null, error: parsed.error.issues[0]?.message ?? 'Check the reason' };
}

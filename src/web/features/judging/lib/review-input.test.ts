import { describe, expect, it } from 'vitest';
import { DECLINE_REASON_MIN } from '#shared/judging/contract.ts';
import { checkReview } from './review-input.ts';

describe('checkReview', () => {
  it('approves without a reason', () => {
    expect(checkReview('approve')).toEqual({ input: { decision: 'approve' }, error: null });
  });

  it('declines with a trimmed reason long enough', () => {
    expect(checkReview('decline', '  Needs more judging experience  ')).toEqual({
      input: { decision: 'decline', reason: 'Needs more judging experience' },
      error: null,
    });
  });

  it.each(['', 'too short', `   ${'x'.repeat(DECLINE_REASON_MIN - 1)}   `])('refuses the reason %j', (reason) => {
    expect(checkReview('decline', reason).error).toBe(`The reason must be at least ${DECLINE_REASON_MIN} characters`);
  });
});

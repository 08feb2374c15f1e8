import { describe, expect, it } from 'vitest';
import { CommentDecisionInputSchema, decisionHidesComment, MODERATION_MESSAGES } from './contract.ts';

describe('CommentDecisionInputSchema', () => {
  it.each([
    ['hide', true],
    ['warn', true],
    ['ban', true],
    ['dismiss', false],
    ['restore', false],
  ] as const)('%s needs a reason: %s', (decision, needsReason) => {
    const result = CommentDecisionInputSchema.safeParse({ decision, reason: '  ' });
    expect(result.success).toBe(!needsReason);
    if (!result.success)
      expect(result.error.issues[0]).toMatchObject({ path: ['reason'], message: MODERATION_MESSAGES.reasonRequired });
  });

  it('refuses unknown decisions and fields', () => {
    expect(CommentDecisionInputSchema.safeParse({ decision: 'delete' }).error?.issues[0]?.message).toBe(
      MODERATION_MESSAGES.chooseDecision,
    );
    expect(CommentDecisionInputSchema.safeParse({ decision: 'dismiss', extra: 1 }).success).toBe(false);
  });
});

describe('decisionHidesComment', () => {
  it.each([
    [{ decision: 'hide' }, true],
    [{ decision: 'ban' }, true],
    [{ decision: 'ban', hideComment: false }, false],
    [{ decision: 'warn' }, false],
    [{ decision: 'warn', hideComment: true }, true],
    [{ decision: 'dismiss', hideComment: true }, false],
    [{ decision: 'restore' }, false],
  ] as const)('%o hides: %s', (input, hides) => {
    expect(decisionHidesComment(input)).toBe(hides);
  });
});

import { describe, expect, it } from 'vitest';
import { EmailSchema, ListQuerySchema, SignUpInputSchema } from './validation.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('EmailSchema', () => {
  it('lowercases and trims', () => {
    expect(EmailSchema.parse('  Jane@Example.ORG ')).toBe('jane@example.org');
  });

  it('strips angle brackets and script-like text before validating', () => {
    expect(EmailSchema.parse('<jane@example.org>')).toBe('jane@example.org');
    expect(EmailSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('says "Invalid email address"', () => {
    expect(messages(EmailSchema.safeParse('nope'))).toEqual(['Invalid email address']);
    expect(messages(EmailSchema.safeParse(42))).toEqual(['Invalid email address']);
  });
});

describe('SignUpInputSchema', () => {
  const valid = { email: 'a@b.co', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };

  it('accepts a password with 8+ chars, upper, lower and digit', () => {
    expect(SignUpInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
  ])('%s -> %s', (password, message) => {
    expect(messages(SignUpInputSchema.safeParse({ ...valid, password, confirmPassword: password }))).toContain(message);
  });

  it('requires the confirmation to match', () => {
    const result = SignUpInputSchema.safeParse({ ...valid, confirmPassword: 'Abcdefg2' });
    expect(messages(result)).toEqual(["Passwords don't match"]);
  });
});

describe('ListQuerySchema', () => {
  it('defaults page 1, limit 20, sort newest', () => {
    expect(ListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: 'newest' });
  });

  it.each([{ page: '0' }, { limit: '0' }, { limit: '101' }, { sort: 'random' }, { extra: '1' }, { page: '1.5' }])(
    'refuses %o',
    (query) => {
      expect(ListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('says "Search query too long" past 100 characters', () => {
    expect(messages(ListQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual(['Search query too long']);
    expect(ListQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
  });
});

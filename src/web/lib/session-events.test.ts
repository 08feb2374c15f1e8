import { describe, expect, it } from 'vitest';
import { assuranceLevel, type SessionState, sessionEventFor } from './session.ts';

const user = { id: 'u1', email: 'a@example.org', name: 'A', role: 'user' as const };
const loading: SessionState = { status: 'loading', user: null };
const anonymous: SessionState = { status: 'anonymous', user: null };
const signedIn: SessionState = { status: 'authenticated', user };

describe('sessionEventFor', () => {
  it.each([
    [loading, anonymous, 'INITIAL_SESSION'],
    [loading, signedIn, 'INITIAL_SESSION'],
    [anonymous, signedIn, 'SIGNED_IN'],
    [signedIn, anonymous, 'SIGNED_OUT'],
    [signedIn, { status: 'authenticated', user: { ...user, name: 'B' } }, 'USER_UPDATED'],
    [signedIn, { status: 'authenticated', user: { ...user, id: 'u2' } }, 'SIGNED_IN'],
    [signedIn, { status: 'authenticated', user: { ...user } }, null],
    [anonymous, anonymous, null],
  ] as [SessionState, SessionState, string | null][])('%o -> %o is %s', (previous, next, event) => {
    expect(sessionEventFor(previous, next)).toBe(event);
  });
});

describe('assuranceLevel', () => {
  it('is aal2 only with a second factor', () => {
    expect(assuranceLevel(anonymous)).toBeNull();
    expect(assuranceLevel(signedIn)).toBe('aal1');
    expect(assuranceLevel({ status: 'authenticated', user: { ...user, twoFactorEnabled: true } })).toBe('aal2');
  });
});

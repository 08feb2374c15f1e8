import { describe, expect, it } from 'vitest';
import type { ClubMemberStatus, ClubRole } from '#shared/clubs/contract.ts';
import type { ClubMember } from '../types.ts';
import { canRemoveMember, countOwners, membershipAction, roleChoices } from './club-rules.ts';

const member = (userId: string, role: ClubRole, status: ClubMemberStatus = 'active'): ClubMember => ({
  userId,
  role,
  status,
  joinedAt: '2026-01-01T00:00:00Z',
  name: 'A member',
  username: null,
  fullName: null,
  avatarUrl: null,
});

describe('membershipAction', () => {
  it.each([
    ['anonymous', { isPublic: true, membership: null }, false, 1, 'sign-in'],
    ['outsider, open club', { isPublic: true, membership: null }, true, 1, 'join'],
    ['outsider, approval club', { isPublic: false, membership: null }, true, 1, 'request'],
    ['requested', { isPublic: false, membership: { role: 'member', status: 'pending' } }, true, 1, 'pending'],
    ['member', { isPublic: true, membership: { role: 'member', status: 'active' } }, true, 1, 'leave'],
    ['officer', { isPublic: true, membership: { role: 'officer', status: 'active' } }, true, 1, 'leave'],
    ['only owner', { isPublic: true, membership: { role: 'owner', status: 'active' } }, true, 1, 'sole-owner'],
    ['one of two owners', { isPublic: true, membership: { role: 'owner', status: 'active' } }, true, 2, 'leave'],
  ] as const)('%s', (_name, club, isSignedIn, owners, kind) => {
    expect(membershipAction(club, isSignedIn, owners).kind).toBe(kind);
  });
});

describe('roles', () => {
  it('counts active owners only', () => {
    expect(countOwners([member('a', 'owner'), member('b', 'owner', 'pending'), member('c', 'officer')])).toBe(1);
  });

  it('offers every other role, but never demotes the last owner', () => {
    expect(roleChoices(member('m', 'member'), 1)).toEqual(['owner', 'officer']);
    expect(roleChoices(member('o', 'officer'), 1)).toEqual(['owner', 'member']);
    expect(roleChoices(member('w', 'owner'), 1)).toEqual([]);
    expect(roleChoices(member('w', 'owner'), 2)).toEqual(['officer', 'member']);
  });

  it('never removes the viewer or the last owner', () => {
    expect(canRemoveMember(member('m', 'member'), 'w', 1)).toBe(true);
    expect(canRemoveMember(member('w', 'owner'), 'w', 2)).toBe(false);
    expect(canRemoveMember(member('x', 'owner'), 'w', 1)).toBe(false);
    expect(canRemoveMember(member('x', 'owner'), 'w', 2)).toBe(true);
  });
});

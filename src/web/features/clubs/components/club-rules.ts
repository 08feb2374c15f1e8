// What the club pages offer a viewer, decided from the club's detail alone:
// the membership action (join, ask, withdraw, leave), and which roles an owner
// may give a member. The server checks the same rules; these only shape the UI.
import type { ClubRole } from '#shared/clubs/contract.ts';
import type { ClubDetail, ClubMember } from '../types.ts';

export type MembershipAction =
  | { kind: 'sign-in' }
  | { kind: 'join' }
  | { kind: 'request' }
  | { kind: 'pending' }
  | { kind: 'leave' }
  /** The only owner: leaving is refused until someone else owns the club. */
  | { kind: 'sole-owner' };

export function membershipAction(
  club: Pick<ClubDetail, 'isPublic' | 'membership'>,
  isSignedIn: boolean,
  ownerCount: number,
): MembershipAction {
  if (!isSignedIn) return { kind: 'sign-in' };
  const { membership } = club;
  if (!membership) return { kind: club.isPublic ? 'join' : 'request' };
  if (membership.status === 'pending') return { kind: 'pending' };
  if (membership.role === 'owner' && ownerCount <= 1) return { kind: 'sole-owner' };
  return { kind: 'leave' };
}

export const countOwners = (members: readonly ClubMember[]) =>
  members.filter((m) => m.role === 'owner' && m.status === 'active').length;

/** The roles an owner may move a member to: every other role, except demoting the last owner. */
export function roleChoices(member: ClubMember, ownerCount: number): ClubRole[] {
  const all: ClubRole[] = ['owner', 'officer', 'member'];
  if (member.role === 'owner' && ownerCount <= 1) return [];
  return all.filter((role) => role !== member.role);
}

/** Whether the viewer may remove this member from the list (never themselves, never the last owner). */
export function canRemoveMember(member: ClubMember, viewerId: string | null, ownerCount: number): boolean {
  if (member.userId === viewerId) return false;
  return !(member.role === 'owner' && ownerCount <= 1);
}

// How club ids read on screen: meeting frequencies and member roles.
import { labelFor } from '#web/components/labels.ts';

const MEETING_FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  weekly: 'Meets weekly',
  fortnightly: 'Meets every two weeks',
  biweekly: 'Meets every two weeks',
  monthly: 'Meets monthly',
};

export function meetingFrequencyLabel(frequency: string | null): string | null {
  if (!frequency) return null;
  return Object.hasOwn(MEETING_FREQUENCY_LABELS, frequency)
    ? (MEETING_FREQUENCY_LABELS[frequency] as string)
    : `Meets ${frequency.toLowerCase()}`;
}

const MEMBER_ROLE_LABELS: Readonly<Record<string, string>> = {
  owner: 'Owner',
  officer: 'Officer',
  member: 'Member',
};

/** The letter on a club's placeholder logo: the first letter or digit of its name, upper-cased; '?' if none. */
export function clubInitial(name: string): string {
  const first = /[\p{L}\p{N}]/u.exec(name)?.[0];
  return first ? first.toUpperCase() : '?';
}

export const memberRoleLabel = (role: string) => labelFor(MEMBER_ROLE_LABELS, role);

const ROLE_RANK: Readonly<Record<string, number>> = { owner: 0, officer: 1, member: 3 };

/** Owners, then officers, then members (any other role between officers and members); within a role, whoever joined first. */
export function sortMembers<Member extends { role: string }>(members: readonly Member[]): Member[] {
  return members
    .map((member, index) => ({ member, index }))
    .sort((a, b) => (ROLE_RANK[a.member.role] ?? 2) - (ROLE_RANK[b.member.role] ?? 2) || a.index - b.index)
    .map(({ member }) => member);
}

const PRIORITY_LABELS: Readonly<Record<string, string>> = { urgent: 'Urgent', high: 'High', normal: 'Normal' };

export const announcementPriorityLabel = (priority: string) => labelFor(PRIORITY_LABELS, priority);

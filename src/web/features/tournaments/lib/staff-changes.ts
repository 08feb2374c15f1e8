// What the staff form checks before it asks the server: naming someone already
// on the staff changes their role (the server answers an add with an upsert),
// so the same role again is nothing to do, and the last tab director is never
// moved to the adjudication core — the server keeps at least one tab director
// when a member is removed, and the form keeps it the same way here.
import { type StaffRole, TOURNAMENT_MESSAGES, type TournamentView } from '#shared/tournaments/contract.ts';

type StaffMember = TournamentView['staff'][number];

/** A role in a sentence: "Jane is now …". */
export const STAFF_ROLE_PHRASES: Readonly<Record<StaffRole, string>> = {
  'tab-director': 'a tab director',
  'adjudication-core': 'in the adjudication core',
};

export function isLastTabDirector(staff: readonly StaffMember[], userId: string): boolean {
  const directors = staff.filter((member) => member.role === 'tab-director');
  return directors.length === 1 && directors[0]?.userId === userId;
}

/** Why making `userId` `role` would do nothing or leave no tab director; null when it may go to the server. */
export function staffAdditionProblem(staff: readonly StaffMember[], userId: string, role: StaffRole): string | null {
  const member = staff.find((candidate) => candidate.userId === userId);
  if (!member) return null;
  if (member.role === role) return `${member.name} is already ${STAFF_ROLE_PHRASES[role]}`;
  if (isLastTabDirector(staff, userId)) return TOURNAMENT_MESSAGES.lastTabDirector;
  return null;
}

// Who an applicant can name as a conflict: a member named by their profile link
// or id (read by #web/lib/member-reference.ts, checked against GET /api/users/:id),
// or picked from the people they have debated with (their debates list carries
// its participants).
import { displayName } from '#shared/accounts/display-name.ts';
import type { PersonRef } from '#shared/judging/contract.ts';

const AUDIENCE_ROLE = 'audience';

export interface DebateWithParticipants {
  participants: readonly { userId: string; role: string; username: string | null; fullName: string | null }[];
}

/** The people who spoke in the member's debates, most recent debate first, without the member and without repeats. */
export function coDebatersOf(debates: readonly DebateWithParticipants[], selfId: string): PersonRef[] {
  const people = new Map<string, PersonRef>();
  for (const debate of debates) {
    for (const p of debate.participants) {
      if (p.userId === selfId || p.role === AUDIENCE_ROLE || people.has(p.userId)) continue;
      people.set(p.userId, {
        id: p.userId,
        name: displayName(p),
        username: p.username,
      });
    }
  }
  return [...people.values()];
}

/** `list` with `item` added once (by id), up to `max` entries. */
export function withAdded<T extends { id: string }>(list: readonly T[], item: T, max: number): T[] {
  if (list.some((x) => x.id === item.id) || list.length >= max) return [...list];
  return [...list, item];
}

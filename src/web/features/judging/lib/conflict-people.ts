// Who an applicant can name as a conflict. The API has no people search, so a
// member is named by their profile link (/user/{id}) or id and checked against
// GET /api/users/:id, or picked from the people they have debated with (their
// debates list carries its participants).
import { displayName } from '#shared/accounts/display-name.ts';
import type { PersonRef } from '#shared/judging/contract.ts';

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const AUDIENCE_ROLE = 'audience';

/**
 * The member id in a profile link ("https://…/user/abc", "/user/abc?tab=x") or
 * a bare id; null when the text is neither.
 */
export function memberIdFromReference(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const match = /(?:^|\/)user\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(value);
  let candidate = value;
  if (match) {
    try {
      candidate = decodeURIComponent(match[1] as string);
    } catch {
      return null;
    }
  }
  return USER_ID.test(candidate) ? candidate : null;
}

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

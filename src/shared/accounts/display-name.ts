// The one rule for a person's name (docs/domain.md, "People's names"). Every
// page, list, ballot, leaderboard, comment and mail greeting shows the same
// name: the profile's full name if set, else the username, else "A member";
// someone whose account is gone is "Former member". The account's own name
// (users.name, which Better Auth fills at sign-up with the part of the e-mail
// before the @) is never read for display: the server keeps it equal to this
// rule's answer so the session carries the same name. The server builds the
// same name in SQL with src/server/db/person-name.ts; the two must agree.

/** A person with a profile but neither a full name nor a username. */
export const MEMBER_FALLBACK_NAME = 'A member';
/** A person whose account was deleted (the row is gone). */
export const FORMER_MEMBER_NAME = 'Former member';

export interface NamedPerson {
  fullName?: string | null;
  username?: string | null;
}

/** The name to show for a person; `null` or `undefined` means the account no longer exists. */
export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return FORMER_MEMBER_NAME;
  return person.fullName?.trim() || person.username?.trim() || MEMBER_FALLBACK_NAME;
}

/**
 * Up to two letters for an avatar: the first letters of the first and last
 * words. "Maya Okafor" -> "MO", "Nia Ngozi Okafor" -> "NO", "sam_second" -> "SS",
 * "Cher" -> "C"; nothing usable -> "?".
 */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toUpperCase() || '?';
}

/** The first letter as the reader sees it (a code point, so "𝒜" is not split in half). */
function firstLetter(word: string | undefined): string {
  return word ? (Array.from(word)[0] ?? '') : '';
}

// A member named by hand, where there is no people search: by the link of their
// profile page (/user/{id}, copied from the address bar) or by their bare id.
// Used wherever a form names a member (judging conflicts, tournament staff).

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The field's words wherever a member is named this way. */
export const MEMBER_REFERENCE_FIELD = {
  label: 'Profile link or member id',
  hint: 'Open their profile and copy the address, e.g. https://…/user/…',
} as const;

/** What a form says when the text names no member. */
export const MEMBER_REFERENCE_HINT = 'Paste the link of their profile page (…/user/…) or their member id';

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

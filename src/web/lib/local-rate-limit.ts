// Per-browser attempt limits (spec section 9): a sliding window of timestamps in
// local storage under the sdc_ prefix. A courtesy that spares the server, not a
// defence: the server enforces its own limits.
import {
  AUTH_ATTEMPT_WINDOW_MS,
  AUTH_ATTEMPTS_PER_15_MIN,
  FORM_SUBMISSION_WINDOW_MS,
  FORM_SUBMISSIONS_PER_MINUTE,
  LOCAL_STORAGE_PREFIX,
} from '#shared/constants.ts';

export interface LocalRateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

/** Login and registration count separately (spec section 9). */
export const AUTH_RATE_LIMITS = {
  login: { name: 'auth_login', limit: AUTH_ATTEMPTS_PER_15_MIN, windowMs: AUTH_ATTEMPT_WINDOW_MS },
  register: { name: 'auth_register', limit: AUTH_ATTEMPTS_PER_15_MIN, windowMs: AUTH_ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, LocalRateLimit>;

/** Other forms (spec section 9: 10 per minute), e.g. asking for a reset link. */
export const FORM_RATE_LIMIT: LocalRateLimit = {
  name: 'form_submit',
  limit: FORM_SUBMISSIONS_PER_MINUTE,
  windowMs: FORM_SUBMISSION_WINDOW_MS,
};

const storageKey = (name: string) => `${LOCAL_STORAGE_PREFIX}rate_limit_${name}`;

function readAttempts(storage: Storage, name: string): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey(name)) ?? '[]');
    return Array.isArray(value) ? value.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return [];
  }
}

/** Records an attempt and answers whether it is allowed; a refused attempt is not recorded. */
export function consumeAttempt(rule: LocalRateLimit, now = Date.now(), storage: Storage = localStorage): boolean {
  const recent = readAttempts(storage, rule.name).filter((t) => t > now - rule.windowMs && t <= now);
  if (recent.length >= rule.limit) return false;
  try {
    storage.setItem(storageKey(rule.name), JSON.stringify([...recent, now]));
  } catch {
    // Without storage there is nothing to count; the server still limits.
  }
  return true;
}

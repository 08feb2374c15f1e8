// Where to go after signing in: a guarded page stores its path and feature name
// in session storage before sending the visitor to /auth (spec section 4).
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import { safeReturnPath } from '#shared/accounts/return-path.ts';

export const AUTH_RETURN_KEY = `${LOCAL_STORAGE_PREFIX}auth_return`;

export interface AuthReturn {
  path: string;
  feature: string;
}

/**
 * The same-origin path `path` leads to, resolved as the browser would (the
 * server's rule too: #shared/accounts/return-path.ts), and never /auth itself; null
 * otherwise. Callers navigate to the resolved path, not the raw value.
 */
export function resolveReturnPath(path: string, origin = currentOrigin()): string | null {
  const resolved = safeReturnPath(path, origin);
  return resolved !== null && !/^\/auth(?:[/?#]|$)/.test(resolved) ? resolved : null;
}

export function isSafeReturnPath(path: string): boolean {
  return resolveReturnPath(path) !== null;
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function saveAuthReturn(value: AuthReturn): void {
  const path = resolveReturnPath(value.path);
  if (path === null) return;
  try {
    sessionStorage.setItem(AUTH_RETURN_KEY, JSON.stringify({ ...value, path }));
  } catch {
    // Storage can be disabled (private mode, quota); signing in then lands on /.
  }
}

export function readAuthReturn(): AuthReturn | null {
  try {
    const raw = sessionStorage.getItem(AUTH_RETURN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AuthReturn>;
    const path = typeof value.path === 'string' ? resolveReturnPath(value.path) : null;
    if (path === null) return null;
    return { path, feature: typeof value.feature === 'string' ? value.feature : '' };
  } catch {
    return null;
  }
}

/** Reads and forgets the destination: it is used once. */
export function takeAuthReturn(): AuthReturn | null {
  const value = readAuthReturn();
  try {
    sessionStorage.removeItem(AUTH_RETURN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  return value;
}

// Where to go after signing in: a guarded page stores its path and feature name
// in session storage before sending the visitor to /auth (spec section 4).
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';

export const AUTH_RETURN_KEY = `${LOCAL_STORAGE_PREFIX}auth_return`;

export interface AuthReturn {
  path: string;
  feature: string;
}

/** Only same-origin paths, and never /auth itself, so the value cannot redirect elsewhere. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/^\/auth(?:[/?#]|$)/.test(path);
}

export function saveAuthReturn(value: AuthReturn): void {
  if (!isSafeReturnPath(value.path)) return;
  try {
    sessionStorage.setItem(AUTH_RETURN_KEY, JSON.stringify(value));
  } catch {
    // Storage can be disabled (private mode, quota); signing in then lands on /.
  }
}

export function readAuthReturn(): AuthReturn | null {
  try {
    const raw = sessionStorage.getItem(AUTH_RETURN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AuthReturn>;
    if (typeof value.path !== 'string' || !isSafeReturnPath(value.path)) return null;
    return { path: value.path, feature: typeof value.feature === 'string' ? value.feature : '' };
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

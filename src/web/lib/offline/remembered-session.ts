// Who is signed in on this device, remembered for when the session cannot be
// checked (no connection): the app then keeps them signed in and shows the
// device's copies, instead of sending them to the sign-in page it cannot load.
// The server decides every request as before; this only names the member the
// device's data belongs to. Forgotten as soon as a check says nobody is signed in.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import type { SessionUser } from '#web/lib/session.ts';

const KEY = `${LOCAL_STORAGE_PREFIX}session_user`;

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberSessionUser(user: SessionUser | null): void {
  try {
    if (user) storage()?.setItem(KEY, JSON.stringify(user));
    else storage()?.removeItem(KEY);
  } catch {
    // Nothing remembered: offline, the member is shown as signed out.
  }
}

export function rememberedSessionUser(): SessionUser | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<SessionUser> | null;
    if (!value || typeof value.id !== 'string' || typeof value.email !== 'string' || typeof value.name !== 'string') return null;
    return { ...value, role: value.role === 'admin' ? 'admin' : 'user' } as SessionUser;
  } catch {
    return null;
  }
}

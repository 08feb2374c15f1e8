// The signed-in state every screen reads (spec section 4): loading until the
// first session check ends, then authenticated or anonymous. Better Auth's client
// is loaded after first paint to keep the landing page small, so its session
// atom is mirrored here by app/session-sync.tsx; until then the state is loading.
import { useSyncExternalStore } from 'react';

export type UserRole = 'admin' | 'user';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  image?: string | null;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'anonymous'; user: null };

const LOADING: SessionState = { status: 'loading', user: null };
const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

let current: SessionState = LOADING;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return current;
}

export function setSessionState(next: SessionState): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function setSessionUser(user: SessionUser | null): void {
  setSessionState(user ? { status: 'authenticated', user } : ANONYMOUS);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function isAdmin(session: SessionState): boolean {
  return session.status === 'authenticated' && session.user.role === 'admin';
}

/** Two letters for the account button: initials of the name, else of the e-mail. */
export function userInitials(user: SessionUser): string {
  const source = user.name.trim() || user.email;
  const words = source.split(/[\s._@-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

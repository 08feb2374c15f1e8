// The signed-in state every screen reads (spec section 4): loading until the
// first session check ends, then authenticated or anonymous. Better Auth's client
// is loaded after first paint to keep the landing page small, so its session
// atom is mirrored here by app/session-sync.tsx; until then the state is loading.
import { useSyncExternalStore } from 'react';
import { initials } from '#shared/accounts/display-name.ts';

export type UserRole = 'admin' | 'user';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  image?: string | null;
  twoFactorEnabled?: boolean;
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

/** The session events of spec section 4. */
export type SessionEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED';

const eventListeners = new Set<(event: SessionEvent, state: SessionState) => void>();

/** Calls `listener` for each session event; returns the unsubscribe function. */
export function onSessionEvent(listener: (event: SessionEvent, state: SessionState) => void): () => void {
  eventListeners.add(listener);
  return () => {
    eventListeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of eventListeners) listener(event, current);
}

/** Which event a change of state is: the first answer, a sign-in or -out, or new details of the same user. */
export function sessionEventFor(previous: SessionState, next: SessionState): SessionEvent | null {
  if (previous.status === 'loading') return 'INITIAL_SESSION';
  if (previous.status === 'anonymous' && next.status === 'authenticated') return 'SIGNED_IN';
  if (previous.status === 'authenticated' && next.status === 'anonymous') return 'SIGNED_OUT';
  if (previous.status === 'authenticated' && next.status === 'authenticated') {
    if (previous.user.id !== next.user.id) return 'SIGNED_IN';
    return JSON.stringify(previous.user) === JSON.stringify(next.user) ? null : 'USER_UPDATED';
  }
  return null;
}

export function setSessionUser(user: SessionUser | null): void {
  const next: SessionState = user ? { status: 'authenticated', user } : ANONYMOUS;
  const event = sessionEventFor(current, next);
  if (event === null) return;
  setSessionState(next);
  emitSessionEvent(event);
}

/** Assurance level (spec section 4): aal2 once the user has a verified second factor. */
export function assuranceLevel(state: SessionState): 'aal1' | 'aal2' | null {
  if (state.status !== 'authenticated') return null;
  return state.user.twoFactorEnabled ? 'aal2' : 'aal1';
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function isAdmin(session: SessionState): boolean {
  return session.status === 'authenticated' && session.user.role === 'admin';
}

/**
 * The account button's initials: the one shared function over the session's
 * name, which the server keeps equal to the display name (src/server/db/person-name.ts),
 * so the header shows what the profile shows.
 */
export function userInitials(user: SessionUser): string {
  return initials(user.name);
}

// Ends one other session, by its id from the sessions list (the server maps it
// to the session: ADR 0022).
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { useSessionsMutation } from './accounts-keys.ts';

export function revokeSession(id: string) {
  return callAuth(authClient.$fetch<{ status: boolean }>('/revoke-session', { method: 'POST', body: { id } }));
}

/** One session, by its id from the sessions list (the server maps it to the session: ADR 0022). */
export function useRevokeSession() {
  return useSessionsMutation(revokeSession);
}

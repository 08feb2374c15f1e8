// Ends every session, everywhere: this browser is signed out too.
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { useSessionsMutation } from './accounts-keys.ts';

export function revokeAllSessions() {
  return callAuth(authClient.revokeSessions());
}

export function useRevokeAllSessions() {
  return useSessionsMutation(revokeAllSessions);
}

// Ends every session but this browser's.
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { useSessionsMutation } from './accounts-keys.ts';

export function revokeOtherSessions() {
  return callAuth(authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  return useSessionsMutation(revokeOtherSessions);
}

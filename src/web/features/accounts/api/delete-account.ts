// Deleting the account (Better Auth's delete-user). An account with a password
// must give it (PASSWORD_REQUIRED otherwise); one without needs a sign-in from
// the last few minutes (SESSION_EXPIRED otherwise).
import { useMutation } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';

export function deleteAccount({ password }: { password?: string }) {
  return callAuth(authClient.deleteUser(password ? { password } : {}));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, retry: false });
}

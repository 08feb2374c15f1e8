// Deleting the account (Better Auth's delete-user). An account with a password
// must give it (PASSWORD_REQUIRED otherwise); one without needs a sign-in from
// the last few minutes (SESSION_EXPIRED otherwise).
import { useMutation } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from './better-auth-call.ts';

export function useDeleteAccount() {
  return useMutation({
    mutationFn: ({ password }: { password?: string }) => callAuth(authClient.deleteUser(password ? { password } : {})),
    retry: false,
  });
}

// Changing the password (Better Auth's change-password). Other devices are
// signed out; this one gets a new session. The server checks the new password
// against the sign-up rules and answers fields.newPassword otherwise.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
  return callAuth(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

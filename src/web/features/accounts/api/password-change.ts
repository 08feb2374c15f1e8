// Changing the password (Better Auth's change-password). Other devices are
// signed out; this one gets a new session. The server checks the new password
// against the sign-up rules and answers fields.newPassword otherwise.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from './better-auth-call.ts';
import { sessionsQueryOptions } from './sessions-list.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      callAuth(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}

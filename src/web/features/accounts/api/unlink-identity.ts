// Unlinking a sign-in method (Better Auth's unlink-account). Better Auth refuses
// to unlink the last one, and asks for a recent sign-in to unlink at all.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export function unlinkIdentity(identity: { id: string }) {
  return callAuth(authClient.unlinkAccount({ accountId: identity.id }));
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: unlinkIdentity,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.identities(userId) }),
  });
}

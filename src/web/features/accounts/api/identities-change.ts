// Linking Google to the signed-in account (a round trip through Google that ends
// on /settings#identities) and unlinking a sign-in method. Better Auth refuses
// to unlink the last one, and asks for a recent sign-in to unlink at all.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from './better-auth-call.ts';
import { identitiesQueryOptions } from './identities-list.ts';

export const IDENTITIES_RETURN_PATH = '/settings#identities';

export async function linkGoogle(): Promise<void> {
  const data = await callAuth(
    authClient.linkSocial({ provider: 'google', callbackURL: IDENTITIES_RETURN_PATH, errorCallbackURL: IDENTITIES_RETURN_PATH }),
  );
  // Better Auth's client follows the redirect itself; this covers a client that does not.
  if (data?.url) window.location.assign(data.url);
}

export function useLinkGoogle() {
  return useMutation({ mutationFn: linkGoogle, retry: false });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (identity: { id: string }) => callAuth(authClient.unlinkAccount({ accountId: identity.id })),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesQueryOptions(userId).queryKey }),
  });
}

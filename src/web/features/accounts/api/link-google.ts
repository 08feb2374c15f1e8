// Linking Google to the signed-in account (Better Auth's link-social): a round
// trip through Google that ends on /settings#identities.
import { useMutation } from '@tanstack/react-query';
import { hrefFor } from '#shared/routes.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';

export const IDENTITIES_RETURN_PATH = hrefFor('settings', {}, { hash: 'identities' });

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

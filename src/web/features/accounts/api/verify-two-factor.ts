// Finishes two-factor enrolment with a code from the authenticator app; from
// then on, signing in asks for a code. Better Auth replaces the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export function verifyTwoFactor({ code }: { code: string }) {
  return callAuth(authClient.twoFactor.verifyTotp({ code }));
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    retry: false,
    // Better Auth replaces the session: the profile and the list of sessions both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

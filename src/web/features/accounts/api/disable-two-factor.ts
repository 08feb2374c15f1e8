// Turns two-factor sign-in off (needs the password). Better Auth replaces the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export function disableTwoFactor({ password }: { password: string }) {
  return callAuth(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    // Better Auth replaces the session: the profile and the list of sessions both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

// Turns two-factor sign-in off (needs the password). Better Auth replaces the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from './better-auth-call.ts';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password }: { password: string }) => callAuth(authClient.twoFactor.disable({ password })),
    retry: false,
    // Better Auth replaces the session: the profile and the list of sessions both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

// Finishes two-factor enrolment with a code from the authenticator app; from
// then on, signing in asks for a code. Better Auth replaces the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from './better-auth-call.ts';

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => callAuth(authClient.twoFactor.verifyTotp({ code })),
    retry: false,
    // Better Auth replaces the session: the profile and the list of sessions both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

// The accounts' query keys, shared by the accounts operations. What belongs to
// the signed-in user sits under ['me', userId], so nothing cached for one account
// shows for the next, and invalidating `accountKeys.me` (Better Auth replaced the
// session) refreshes all of it. Also the shape of a change to the user's
// sessions, which refreshes the list of sessions whatever happened.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '#web/lib/session.ts';

export const accountKeys = {
  me: ['me'] as const,
  ownProfile: (userId: string | null) => [...accountKeys.me, userId, 'profile'] as const,
  sessions: (userId: string | null) => [...accountKeys.me, userId, 'sessions'] as const,
  identities: (userId: string | null) => [...accountKeys.me, userId, 'identities'] as const,
  emailPreferences: () => [...accountKeys.me, 'email-preferences'] as const,
  publicProfile: (userId: string) => ['users', userId] as const,
  signInOptions: ['auth-options'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};

export function useSessionsMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

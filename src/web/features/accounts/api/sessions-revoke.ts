// Ending sessions: one other device, every other device, or everywhere (which
// signs this browser out too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from './better-auth-call.ts';
import { sessionsQueryOptions } from './sessions-list.ts';

function useSessionsMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}

/** One session, by its id from the sessions list (the server maps it to the session: ADR 0022). */
export function useRevokeSession() {
  return useSessionsMutation((id: string) =>
    callAuth(authClient.$fetch<{ status: boolean }>('/revoke-session', { method: 'POST', body: { id } })),
  );
}

export function useRevokeOtherSessions() {
  return useSessionsMutation(() => callAuth(authClient.revokeOtherSessions()));
}

export function useRevokeAllSessions() {
  return useSessionsMutation(() => callAuth(authClient.revokeSessions()));
}

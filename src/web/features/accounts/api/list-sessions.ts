// Where the user is signed in (Better Auth's list-sessions). Better Auth shows
// the list only to a session signed in within the last few minutes
// (SESSION_NOT_FRESH otherwise); the sessions section says so. The list names
// sessions by id only: a session token is a credential and never leaves the
// server in it (ADR 0022).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export interface SignedInSession {
  id: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  expiresAt: Date | string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export function listSessions(): Promise<SignedInSession[]> {
  return callAuth(authClient.listSessions());
}

export function sessionsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: listSessions,
  });
}

export function useSessions() {
  const userId = useSession().user?.id ?? null;
  return useQuery({ ...sessionsQueryOptions(userId), enabled: userId !== null });
}

// The sign-in methods linked to the account (Better Auth's list-accounts):
// "credential" is the e-mail + password, "google" is Google.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from './better-auth-call.ts';

export interface LinkedIdentity {
  /** Better Auth's id of the link, used to unlink it. */
  id: string;
  providerId: string;
  createdAt: Date | string;
}

export function identitiesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['me', userId, 'identities'],
    queryFn: async (): Promise<LinkedIdentity[]> => callAuth(authClient.listAccounts()),
  });
}

export function useIdentities() {
  const userId = useSession().user?.id ?? null;
  return useQuery({ ...identitiesQueryOptions(userId), enabled: userId !== null });
}

// The sign-in methods linked to the account (Better Auth's list-accounts):
// "credential" is the e-mail + password, "google" is Google.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { useSession } from '#web/lib/session.ts';
import { callAuth } from '../lib/better-auth-call.ts';
import { accountKeys } from './accounts-keys.ts';

export interface LinkedIdentity {
  /** Better Auth's id of the link, used to unlink it. */
  id: string;
  providerId: string;
  createdAt: Date | string;
}

export function listIdentities(): Promise<LinkedIdentity[]> {
  return callAuth(authClient.listAccounts());
}

export function identitiesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: accountKeys.identities(userId),
    queryFn: listIdentities,
  });
}

export function useIdentities() {
  const userId = useSession().user?.id ?? null;
  return useQuery({ ...identitiesQueryOptions(userId), enabled: userId !== null });
}

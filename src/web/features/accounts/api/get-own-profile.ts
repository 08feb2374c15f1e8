// The signed-in user's own profile. Shared by the profile
// page, onboarding, settings and the onboarding banner through one cache entry,
// keyed by the user, so nothing cached for one account shows for the next.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { accountKeys } from './accounts-keys.ts';

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return callOperation(accountsApi.getOwnProfile, {}, signal);
}

export function ownProfileQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: accountKeys.ownProfile(userId),
    queryFn: ({ signal }) => getOwnProfile(signal),
  });
}

export function useOwnProfile({ enabled = true, retry }: { enabled?: boolean; retry?: boolean } = {}) {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    ...ownProfileQueryOptions(userId),
    enabled: enabled && userId !== null,
    ...(retry === false && { retry: false }),
  });
}

// The signed-in user's own profile (GET /api/me/profile). Shared by the profile
// page, onboarding, settings and the onboarding banner through one cache entry,
// keyed by the user, so nothing cached for one account shows for the next.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

export function ownProfileQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['me', userId, 'profile'],
    queryFn: ({ signal }) => apiGet<OwnProfile>('/api/me/profile', undefined, signal),
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

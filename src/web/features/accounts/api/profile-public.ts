// A member's public profile (GET /api/users/:userId): never an e-mail address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/accounts/contract.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId],
    queryFn: ({ signal }) => apiGet<PublicProfile>(`/api/users/${encodeURIComponent(userId)}`, undefined, signal),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClubView } from '#shared/clubs/contract.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function myClubsQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'clubs'],
    queryFn: async ({ signal }) => (await apiGet<{ items: MyClubView[] }>('/api/me/clubs', undefined, signal)).items,
  });
}

/** The signed-in member's clubs, with their role and whether a request is still open. */
export function useMyClubs() {
  return useQuery(myClubsQueryOptions());
}

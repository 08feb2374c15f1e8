import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';

export async function getClubMembers(clubId: string, signal?: AbortSignal): Promise<ClubMember[]> {
  const body = await apiGet<{ items: ClubMember[] }>(`/api/clubs/${encodeURIComponent(clubId)}/members`, undefined, signal);
  return body.items;
}

export function clubMembersQueryOptions(clubId: string) {
  return queryOptions({
    // Under the club's key, so refreshing a club refreshes its members too.
    queryKey: ['clubs', 'detail', clubId, 'members'],
    queryFn: ({ signal }) => getClubMembers(clubId, signal),
  });
}

/** Everyone in a club, in the order they joined. */
export function useClubMembers(clubId: string) {
  return useQuery(clubMembersQueryOptions(clubId));
}

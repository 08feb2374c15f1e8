import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';

export async function getClubRequests(clubId: string, signal?: AbortSignal): Promise<ClubMember[]> {
  const body = await apiGet<{ items: ClubMember[] }>(`/api/clubs/${encodeURIComponent(clubId)}/requests`, undefined, signal);
  return body.items;
}

export function clubRequestsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ['clubs', 'detail', clubId, 'requests'],
    queryFn: ({ signal }) => getClubRequests(clubId, signal),
  });
}

/** The open requests to join a club: for its owners, officers and admins. */
export function useClubRequests(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubRequestsQueryOptions(clubId), enabled });
}

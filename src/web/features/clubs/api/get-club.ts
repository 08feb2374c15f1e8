import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';

export function getClub(id: string, signal?: AbortSignal): Promise<ClubDetail> {
  return apiGet<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}`, undefined, signal);
}

export function clubQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['clubs', 'detail', id],
    queryFn: ({ signal }) => getClub(id, signal),
  });
}

/** One club, with the viewer's membership and what they may do in it. */
export function useClub(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubQueryOptions(id), enabled });
}

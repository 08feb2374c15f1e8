import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { Club } from '../types.ts';

export function getClub(id: string, signal?: AbortSignal): Promise<Club> {
  return apiGet<Club>(`/api/clubs/${encodeURIComponent(id)}`, undefined, signal);
}

export function clubQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['clubs', 'detail', id],
    queryFn: ({ signal }) => getClub(id, signal),
  });
}

export function useClub(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubQueryOptions(id), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { Event } from '../types.ts';

export function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return apiGet<Event>(`/api/events/${encodeURIComponent(id)}`, undefined, signal);
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

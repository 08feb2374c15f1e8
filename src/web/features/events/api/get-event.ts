import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { EventDetail } from '../types.ts';

export function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${encodeURIComponent(id)}`, undefined, signal);
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

/** The event whose schedule holds a debate (GET /api/events/for-debate/:id). */
export function useEventOfDebate(debateId: string) {
  return useQuery({
    queryKey: ['events', 'for-debate', debateId],
    queryFn: ({ signal }) => apiGet<EventDetail>(`/api/events/for-debate/${encodeURIComponent(debateId)}`, undefined, signal),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { apiGet } from '#web/lib/api-client.ts';
import type { EventListFilters } from '../components/event-list-filters.ts';
import type { Event } from '../types.ts';

/** Events not over yet; without a sort the API lists the soonest first (spec section 7). */
export function getEvents(params: ListParams & EventListFilters, signal?: AbortSignal): Promise<Paginated<Event>> {
  return apiGet<Paginated<Event>>('/api/events', { ...params }, signal);
}

export function eventsQueryOptions(params: ListParams & EventListFilters) {
  return queryOptions({
    queryKey: ['events', 'list', params],
    queryFn: ({ signal }) => getEvents(params, signal),
  });
}

export function useEvents(params: ListParams & EventListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

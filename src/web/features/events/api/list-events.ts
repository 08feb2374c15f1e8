// A page of events not over yet; the previous page stays on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readListOrCopy } from '#web/lib/offline/offline-reads.ts';
import type { EventListFilters } from '../lib/event-list-filters.ts';
import type { Event } from '../types.ts';
import { eventKeys } from './events-keys.ts';

/** Events not over yet; without a sort the API lists the soonest first (spec section 7). */
export function getEvents(params: ListParams & EventListFilters, signal?: AbortSignal): Promise<Paginated<Event>> {
  return callOperation(eventsApi.listEvents, { query: params }, signal);
}

export function eventsQueryOptions(params: ListParams & EventListFilters) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => readListOrCopy('events', () => getEvents(params, signal)),
  });
}

export function useEvents(params: ListParams & EventListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

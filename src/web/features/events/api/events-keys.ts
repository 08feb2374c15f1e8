// The events' query keys, broadest first, shared by the events operations:
// invalidating `eventKeys.all` refreshes every events query (an RSVP changes the
// event's places and the lists), `eventKeys.lists()` every page of the list.
import type { ListParams } from '#web/components/list-params.ts';
import type { EventListFilters } from '../lib/event-list-filters.ts';

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: ListParams & EventListFilters) => [...eventKeys.lists(), params] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  ofDebate: (debateId: string) => [...eventKeys.all, 'for-debate', debateId] as const,
  attendees: (id: string) => [...eventKeys.all, 'attendees', id] as const,
  feed: () => [...eventKeys.all, 'feed'] as const,
};

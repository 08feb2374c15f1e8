// One event with its schedule and the viewer's RSVP.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readRecordOrCopy } from '#web/lib/offline/offline-reads.ts';
import type { EventDetail } from '../types.ts';
import { eventKeys } from './events-keys.ts';

export function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return callOperation(eventsApi.getEvent, { params: { id } }, signal);
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => readRecordOrCopy('events', id, () => getEvent(id, signal)),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

// The attendee list, for the event's organizers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function listEventAttendees(id: string, signal?: AbortSignal) {
  return callOperation(eventsApi.listEventAttendees, { params: { id } }, signal);
}

export function eventAttendeesQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) => listEventAttendees(id, signal),
  });
}

export function useEventAttendees(id: string, enabled = true) {
  return useQuery({ ...eventAttendeesQueryOptions(id), enabled });
}

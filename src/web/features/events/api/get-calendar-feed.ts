// The member's personal calendar feed: a secret webcal URL.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function getCalendarFeed(signal?: AbortSignal) {
  return callOperation(eventsApi.getCalendarFeed, {}, signal);
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled });
}

// The event whose schedule holds a debate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function getEventOfDebate(debateId: string, signal?: AbortSignal) {
  return callOperation(eventsApi.getEventOfDebate, { params: { id: debateId } }, signal);
}

export function eventOfDebateQueryOptions(debateId: string) {
  return queryOptions({
    queryKey: eventKeys.ofDebate(debateId),
    queryFn: ({ signal }) => getEventOfDebate(debateId, signal),
  });
}

/** The event whose schedule holds a debate. */
export function useEventOfDebate(debateId: string) {
  return useQuery(eventOfDebateQueryOptions(debateId));
}

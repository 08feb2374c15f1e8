// RSVP to an event. The server decides who gets the last place; the answer says
// going or waitlisted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpView } from '#shared/events/contract.ts';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useCancelEventRsvp } from './cancel-event-rsvp.ts';
import { eventKeys } from './events-keys.ts';

export function rsvpToEvent(id: string): Promise<RsvpView> {
  return callOperation(eventsApi.rsvpToEvent, { params: { id } });
}

export function useRsvpToEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rsvpToEvent(id),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** The RSVP button's pair: RSVP, and cancelling it (cancel-event-rsvp.ts). */
export function useRsvp(id: string) {
  return { rsvp: useRsvpToEvent(id), cancel: useCancelEventRsvp(id) };
}

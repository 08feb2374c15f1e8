// Cancels the member's RSVP; someone on the waitlist may move up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { EventDetail } from '../types.ts';
import { eventKeys } from './events-keys.ts';

export function cancelRsvp(id: string): Promise<EventDetail> {
  return callOperation(eventsApi.cancelEventRsvp, { params: { id } });
}

export function useCancelEventRsvp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRsvp(id),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

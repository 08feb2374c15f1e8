// Checks an attendee in by the code of their ticket (organizers, on the day).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function checkInToEvent(id: string, code: string) {
  return callOperation(eventsApi.checkInToEvent, { params: { id }, body: { code } });
}

export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkInToEvent(id, code),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.attendees(id) }),
  });
}

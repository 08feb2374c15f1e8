// Creates an event with its schedule; field errors come back on the fields the
// form shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput } from '#shared/events/contract.ts';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function createEvent(input: CreateEventInput): Promise<{ id: string }> {
  return callOperation(eventsApi.createEvent, { body: input });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

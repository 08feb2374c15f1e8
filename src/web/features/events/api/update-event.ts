// Edits an event and its schedule; field errors come back on the fields the
// form shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateEventInput } from '#shared/events/contract.ts';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { EventDetail } from '../types.ts';
import { eventKeys } from './events-keys.ts';

export function updateEvent(id: string, input: UpdateEventInput): Promise<EventDetail> {
  return callOperation(eventsApi.updateEvent, { params: { id }, body: input });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => updateEvent(id, input),
    retry: false,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

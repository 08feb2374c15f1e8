// Replaces the secret of the member's calendar feed; the old URL stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { eventKeys } from './events-keys.ts';

export function rotateCalendarFeed() {
  return callOperation(eventsApi.rotateCalendarFeed, {});
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (urls) => queryClient.setQueryData(eventKeys.feed(), urls),
  });
}

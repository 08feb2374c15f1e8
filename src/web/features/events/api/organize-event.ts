// What organizers do on the day and before: the attendee list, check-in by code,
// invitations by mail.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInView, EventAttendeeView } from '#shared/events/contract.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export function useEventAttendees(id: string, enabled = true) {
  return useQuery({
    queryKey: ['events', 'attendees', id],
    queryFn: ({ signal }) =>
      apiGet<{ items: EventAttendeeView[] }>(`/api/events/${encodeURIComponent(id)}/attendees`, undefined, signal),
    enabled,
  });
}

export function useCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<CheckInView>(`/api/events/${encodeURIComponent(id)}/check-in`, { method: 'POST', body: { code } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', 'attendees', id] }),
  });
}

export function useInvite(id: string) {
  return useMutation({
    mutationFn: (emails: string[]) =>
      apiRequest<{ sent: number; skipped: number }>(`/api/events/${encodeURIComponent(id)}/invitations`, {
        method: 'POST',
        body: { emails },
      }),
    retry: false,
  });
}

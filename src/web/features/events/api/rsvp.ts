// RSVP and cancelling it (POST/DELETE /api/events/:id/rsvp). The server decides
// who gets the last place; the answer says going or waitlisted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpView } from '#shared/events/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function rsvpToEvent(id: string): Promise<RsvpView> {
  return apiRequest<RsvpView>(`/api/events/${encodeURIComponent(id)}/rsvp`, { method: 'POST' });
}

export function cancelRsvp(id: string): Promise<unknown> {
  return apiRequest(`/api/events/${encodeURIComponent(id)}/rsvp`, { method: 'DELETE' });
}

export function useRsvp(id: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['events'] });
  return {
    rsvp: useMutation({ mutationFn: () => rsvpToEvent(id), retry: false, onSettled }),
    cancel: useMutation({ mutationFn: () => cancelRsvp(id), retry: false, onSettled }),
  };
}

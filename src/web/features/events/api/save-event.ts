// Creating (POST /api/events) and editing (PUT /api/events/:id) an event with its
// schedule; field errors come back on the fields the form shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, UpdateEventInput } from '#shared/events/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { EventDetail } from '../types.ts';

export function createEvent(input: CreateEventInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/api/events', { method: 'POST', body: input });
}

export function updateEvent(id: string, input: UpdateEventInput): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => updateEvent(id, input),
    retry: false,
    onSuccess: (event) => {
      queryClient.setQueryData(['events', 'detail', id], event);
      return queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
    },
  });
}

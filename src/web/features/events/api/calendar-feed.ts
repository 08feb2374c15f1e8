// The member's personal calendar feed (a secret webcal URL) and replacing its secret.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export interface CalendarFeedUrls {
  url: string;
  webcalUrl: string;
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'feed'],
    queryFn: ({ signal }) => apiGet<CalendarFeedUrls>('/api/events/feed', undefined, signal),
    enabled,
  });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedUrls>('/api/events/feed/rotate', { method: 'POST' }),
    onSuccess: (urls) => queryClient.setQueryData(['events', 'feed'], urls),
  });
}

// The signed-in user's debates (GET /api/me/debates): upcoming soonest first, or past.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { MyDebate } from '../types.ts';

export function myDebatesQueryOptions(when: 'upcoming' | 'past', limit = 50) {
  return queryOptions({
    queryKey: ['debates', 'mine', when, limit],
    queryFn: ({ signal }) => apiGet<{ items: MyDebate[] }>('/api/me/debates', { when, limit }, signal).then((body) => body.items),
  });
}

export function useMyDebates(when: 'upcoming' | 'past', limit = 50) {
  return useQuery(myDebatesQueryOptions(when, limit));
}

// The signed-in user's debates: upcoming soonest first, or past.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function myDebatesQueryOptions(when: 'upcoming' | 'past', limit = 50) {
  return queryOptions({
    queryKey: ['debates', 'mine', when, limit],
    queryFn: ({ signal }) =>
      callOperation(debatesApi.listMyDebates, { query: { when, limit } }, signal).then((body) => body.items),
  });
}

export function useMyDebates(when: 'upcoming' | 'past', limit = 50) {
  return useQuery(myDebatesQueryOptions(when, limit));
}

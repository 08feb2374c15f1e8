// The signed-in user's debates: upcoming soonest first, or past.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readItemsOrCopy } from '#web/lib/offline/offline-reads.ts';
import { debateKeys } from './debates-keys.ts';

export function listMyDebates(when: 'upcoming' | 'past', limit = 50, signal?: AbortSignal) {
  return callOperation(debatesApi.listMyDebates, { query: { when, limit } }, signal).then((body) => body.items);
}

export function myDebatesQueryOptions(when: 'upcoming' | 'past', limit = 50) {
  return queryOptions({
    queryKey: debateKeys.myList(when, limit),
    // The device keeps the next few upcoming ones (lib/offline); past debates need the network.
    queryFn: ({ signal }) =>
      when === 'upcoming'
        ? readItemsOrCopy('upcoming', () => listMyDebates(when, limit, signal))
        : listMyDebates(when, limit, signal),
  });
}

export function useMyDebates(when: 'upcoming' | 'past', limit = 50) {
  return useQuery(myDebatesQueryOptions(when, limit));
}

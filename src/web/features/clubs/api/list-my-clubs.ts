// The signed-in member's clubs, with their role and whether a request is still open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { clubKeys } from './clubs-keys.ts';

export function myClubsQueryOptions() {
  return queryOptions({
    queryKey: clubKeys.mine,
    queryFn: async ({ signal }) => (await callOperation(clubsApi.listMyClubs, {}, signal)).items,
  });
}

/** The signed-in member's clubs, with their role and whether a request is still open. */
export function useMyClubs() {
  return useQuery(myClubsQueryOptions());
}

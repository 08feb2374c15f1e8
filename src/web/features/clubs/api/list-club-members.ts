// Everyone in a club, in the order they joined.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';
import { clubKeys } from './clubs-keys.ts';

export async function getClubMembers(clubId: string, signal?: AbortSignal): Promise<ClubMember[]> {
  const body = await callOperation(clubsApi.listClubMembers, { params: { id: clubId } }, signal);
  return body.items;
}

export function clubMembersQueryOptions(clubId: string) {
  return queryOptions({
    // Under the club's key, so refreshing a club refreshes its members too.
    queryKey: clubKeys.members(clubId),
    queryFn: ({ signal }) => getClubMembers(clubId, signal),
  });
}

/** Everyone in a club, in the order they joined. */
export function useClubMembers(clubId: string) {
  return useQuery(clubMembersQueryOptions(clubId));
}

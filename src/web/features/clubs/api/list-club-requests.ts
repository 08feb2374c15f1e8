// The open requests to join a club: for its owners, officers and admins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubMember } from '../types.ts';
import { clubKeys } from './clubs-keys.ts';

export async function getClubRequests(clubId: string, signal?: AbortSignal): Promise<ClubMember[]> {
  const body = await callOperation(clubsApi.listClubRequests, { params: { id: clubId } }, signal);
  return body.items;
}

export function clubRequestsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: clubKeys.requests(clubId),
    queryFn: ({ signal }) => getClubRequests(clubId, signal),
  });
}

/** The open requests to join a club: for its owners, officers and admins. */
export function useClubRequests(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubRequestsQueryOptions(clubId), enabled });
}

// One club, with the viewer's membership and what they may do in it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readRecordOrCopy } from '#web/lib/offline/offline-reads.ts';
import type { ClubDetail } from '../types.ts';
import { clubKeys } from './clubs-keys.ts';

export function getClub(id: string, signal?: AbortSignal): Promise<ClubDetail> {
  return callOperation(clubsApi.getClub, { params: { id } }, signal);
}

export function clubQueryOptions(id: string) {
  return queryOptions({
    queryKey: clubKeys.detail(id),
    queryFn: ({ signal }) => readRecordOrCopy('clubs', id, () => getClub(id, signal)),
  });
}

/** One club, with the viewer's membership and what they may do in it. */
export function useClub(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubQueryOptions(id), enabled });
}

// A page of public clubs with member counts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as clubsApi from '#shared/clubs/operations.ts';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readListOrCopy } from '#web/lib/offline/offline-reads.ts';
import type { Club } from '../types.ts';
import { clubKeys } from './clubs-keys.ts';

export function getClubs(params: ListParams, signal?: AbortSignal): Promise<Paginated<Club>> {
  return callOperation(clubsApi.listClubs, { query: params }, signal);
}

export function clubsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: clubKeys.list(params),
    queryFn: ({ signal }) => readListOrCopy('clubs', () => getClubs(params, signal)),
  });
}

/** A page of public clubs with member counts; the previous page stays on screen while the next one loads. */
export function useClubs(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

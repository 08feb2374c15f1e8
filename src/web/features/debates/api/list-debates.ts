// A page of debates, filtered as the list page asks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as debatesApi from '#shared/debates/operations.ts';
import type { ListParams, ListSort } from '#web/components/list-params.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { readListOrCopy } from '#web/lib/offline/offline-reads.ts';
import { type DebateListFilters, debateKeys } from './debates-keys.ts';

export function getDebates(params: ListParams<ListSort> & DebateListFilters, signal?: AbortSignal) {
  return callOperation(debatesApi.listDebates, { query: params }, signal);
}

export function debatesQueryOptions(params: ListParams<ListSort> & DebateListFilters) {
  return queryOptions({
    queryKey: debateKeys.list(params),
    queryFn: ({ signal }) => readListOrCopy('debates', () => getDebates(params, signal)),
  });
}

/** A page of debates; the previous page stays on screen while the next one loads. */
export function useDebates(params: ListParams<ListSort> & DebateListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...debatesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

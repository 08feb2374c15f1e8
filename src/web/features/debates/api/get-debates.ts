import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DebateListQuery } from '#shared/debates/contract.ts';
import type { ListParams } from '#web/components/list-params.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

/** The list's filters (format, type, state, venue, topic), as the API names them. */
export type DebateListFilters = Partial<Pick<DebateListQuery, 'format' | 'type' | 'state' | 'venue' | 'topic'>>;

export function getDebates(params: ListParams & DebateListFilters, signal?: AbortSignal) {
  return callOperation(debatesApi.listDebates, { query: params }, signal);
}

export function debatesQueryOptions(params: ListParams & DebateListFilters) {
  return queryOptions({
    queryKey: ['debates', 'list', params],
    queryFn: ({ signal }) => getDebates(params, signal),
  });
}

/** A page of debates; the previous page stays on screen while the next one loads. */
export function useDebates(params: ListParams & DebateListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...debatesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

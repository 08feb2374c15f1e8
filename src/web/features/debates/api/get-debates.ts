import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { apiGet } from '#web/lib/api-client.ts';
import type { DebateSummary } from '../types.ts';

/** The list's filters (format, type, state, venue, topic), as the API names them. */
export type DebateListFilters = Partial<Record<'format' | 'type' | 'state' | 'venue' | 'topic', string>>;

export function getDebates(params: ListParams & DebateListFilters, signal?: AbortSignal): Promise<Paginated<DebateSummary>> {
  return apiGet<Paginated<DebateSummary>>('/api/debates', { ...params }, signal);
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

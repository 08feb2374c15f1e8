import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { apiGet } from '#web/lib/api-client.ts';
import type { Topic } from '../types.ts';

export function getTopics(params: ListParams, signal?: AbortSignal): Promise<Paginated<Topic>> {
  return apiGet<Paginated<Topic>>('/api/topics', { ...params }, signal);
}

export function topicsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ['topics', 'list', params],
    queryFn: ({ signal }) => getTopics(params, signal),
  });
}

export function useTopics(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...topicsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

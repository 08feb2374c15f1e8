// A page of approved topics; the previous page stays on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as topicsApi from '#shared/topics/operations.ts';
import type { Paginated } from '#shared/validation.ts';
import type { ListParams } from '#web/components/list-params.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Topic } from '../types.ts';
import { topicKeys } from './topics-keys.ts';

export function getTopics(params: ListParams, signal?: AbortSignal): Promise<Paginated<Topic>> {
  return callOperation(topicsApi.listTopics, { query: params }, signal);
}

export function topicsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: topicKeys.list(params),
    queryFn: ({ signal }) => getTopics(params, signal),
  });
}

export function useTopics(params: ListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...topicsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

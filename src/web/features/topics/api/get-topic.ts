import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import type { Topic } from '../types.ts';

export function getTopic(id: string, signal?: AbortSignal): Promise<Topic> {
  return apiGet<Topic>(`/api/topics/${encodeURIComponent(id)}`, undefined, signal);
}

export function topicQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['topics', 'detail', id],
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}

export function useTopic(id: string) {
  return useQuery(topicQueryOptions(id));
}

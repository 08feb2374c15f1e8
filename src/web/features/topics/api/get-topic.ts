// One approved topic with its vote counters and the viewer's vote.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Topic } from '../types.ts';
import { topicKeys } from './topics-keys.ts';

export function getTopic(id: string, signal?: AbortSignal): Promise<Topic> {
  return callOperation(topicsApi.getTopic, { params: { id } }, signal);
}

export function topicQueryOptions(id: string) {
  return queryOptions({
    queryKey: topicKeys.detail(id),
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}

export function useTopic(id: string) {
  return useQuery(topicQueryOptions(id));
}

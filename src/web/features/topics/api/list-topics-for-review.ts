// The admins' review queue (/admin/topics): suggestions by status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicStatus } from '#shared/topics/contract.ts';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { topicKeys } from './topics-keys.ts';

export function listTopicsForReview(status: TopicStatus, signal?: AbortSignal) {
  return callOperation(topicsApi.listTopicsForReview, { query: { status } }, signal);
}

export function topicsForReviewQueryOptions(status: TopicStatus) {
  return queryOptions({
    queryKey: topicKeys.review(status),
    queryFn: ({ signal }) => listTopicsForReview(status, signal),
  });
}

export function useTopicsForReview(status: TopicStatus) {
  return useQuery(topicsForReviewQueryOptions(status));
}

// The topics' query keys, broadest first, shared by the topics operations:
// invalidating `topicKeys.all` refreshes every topics query (a review changes
// the public list, the suggester's list and the review queue).
import type { TopicStatus } from '#shared/topics/contract.ts';
import type { ListParams } from '#web/components/list-params.ts';

export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (params: ListParams) => [...topicKeys.lists(), params] as const,
  detail: (id: string) => [...topicKeys.all, 'detail', id] as const,
  mine: () => [...topicKeys.all, 'mine'] as const,
  review: (status: TopicStatus) => [...topicKeys.all, 'review', status] as const,
};

// The admins' decision on a suggestion (/admin/topics); every topics list may change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicReviewInput } from '#shared/topics/contract.ts';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { topicKeys } from './topics-keys.ts';

export function reviewTopic(id: string, input: TopicReviewInput) {
  return callOperation(topicsApi.reviewTopic, { params: { id }, body: input });
}

export function useReviewTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TopicReviewInput }) => reviewTopic(id, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.all }),
  });
}

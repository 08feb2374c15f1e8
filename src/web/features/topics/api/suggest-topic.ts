// Suggests a topic: 201 with the pending suggestion, or field errors for the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestTopicInput } from '#shared/topics/contract.ts';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Topic } from '../types.ts';
import { topicKeys } from './topics-keys.ts';

export function suggestTopic(input: SuggestTopicInput): Promise<Topic> {
  return callOperation(topicsApi.suggestTopic, { body: input });
}

export function useSuggestTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestTopic,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicKeys.mine() }),
  });
}

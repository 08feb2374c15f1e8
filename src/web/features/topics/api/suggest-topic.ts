// Suggests a topic (POST /api/topics): 201 with the pending suggestion, or field errors for the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestTopicInput, TopicView } from '#shared/topics/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function suggestTopic(input: SuggestTopicInput): Promise<TopicView> {
  return apiRequest<TopicView>('/api/topics', { method: 'POST', body: input });
}

export function useSuggestTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestTopic,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['topics', 'mine'] }),
  });
}

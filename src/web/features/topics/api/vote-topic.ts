// Votes up (1), down (-1) or removes the vote (0) on a topic; the answer carries
// the new counters, written straight into the topic's cached detail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicView, TopicVoteResult } from '#shared/topics/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { topicQueryOptions } from './get-topic.ts';

export function voteTopic(id: string, vote: -1 | 0 | 1): Promise<TopicVoteResult> {
  const path = `/api/topics/${encodeURIComponent(id)}/vote`;
  return vote === 0 ? apiRequest(path, { method: 'DELETE' }) : apiRequest(path, { method: 'PUT', body: { vote } });
}

export function useVoteTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: -1 | 0 | 1) => voteTopic(id, vote),
    retry: false,
    onSuccess: (result) => {
      queryClient.setQueryData(topicQueryOptions(id).queryKey, (topic: TopicView | undefined) =>
        topic ? { ...topic, ...result } : topic,
      );
      void queryClient.invalidateQueries({ queryKey: ['topics', 'list'] });
    },
  });
}

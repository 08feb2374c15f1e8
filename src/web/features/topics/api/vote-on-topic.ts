// Votes up (1), down (-1) or removes the vote (0, remove-topic-vote.ts) on a
// topic; the answer carries the new counters, written straight into the topic's
// cached detail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Topic, TopicVoteResult } from '../types.ts';
import { removeTopicVote } from './remove-topic-vote.ts';
import { topicKeys } from './topics-keys.ts';

export function voteTopic(id: string, vote: -1 | 0 | 1): Promise<TopicVoteResult> {
  return vote === 0 ? removeTopicVote(id) : callOperation(topicsApi.voteOnTopic, { params: { id }, body: { vote } });
}

export function useVoteTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: -1 | 0 | 1) => voteTopic(id, vote),
    retry: false,
    onSuccess: (result) => {
      queryClient.setQueryData(topicKeys.detail(id), (topic: Topic | undefined) => (topic ? { ...topic, ...result } : topic));
      void queryClient.invalidateQueries({ queryKey: topicKeys.lists() });
    },
  });
}

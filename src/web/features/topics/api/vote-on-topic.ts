// Votes up (1), down (-1) or removes the vote (0, remove-topic-vote.ts) on a
// topic, from the topic page or a card in the list. The vote shows at once in
// every cached copy of the topic (its detail and the list pages holding it);
// a refusal puts the copies back, and the server's answer sets the counters.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { withVote } from '#shared/topics/topic-votes.ts';
import * as topicsApi from '#shared/topics/operations.ts';
import type { Paginated } from '#shared/validation.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { Topic, TopicVoteResult } from '../types.ts';
import { removeTopicVote } from './remove-topic-vote.ts';
import { topicKeys } from './topics-keys.ts';

export function voteTopic(id: string, vote: -1 | 0 | 1): Promise<TopicVoteResult> {
  return vote === 0 ? removeTopicVote(id) : callOperation(topicsApi.voteOnTopic, { params: { id }, body: { vote } });
}

/** Changes the topic wherever it is cached: its detail and each list page that holds it. */
function updateCachedTopic(queryClient: QueryClient, id: string, change: (topic: Topic) => Topic) {
  queryClient.setQueryData(topicKeys.detail(id), (topic: Topic | undefined) => (topic ? change(topic) : topic));
  queryClient.setQueriesData({ queryKey: topicKeys.lists() }, (page: Paginated<Topic> | undefined) =>
    page?.items.some((topic) => topic.id === id)
      ? { ...page, items: page.items.map((topic) => (topic.id === id ? change(topic) : topic)) }
      : page,
  );
}

export function useVoteTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: -1 | 0 | 1) => voteTopic(id, vote),
    retry: false,
    onMutate: async (vote) => {
      // A list or detail request on the way would overwrite the vote shown.
      await queryClient.cancelQueries({ queryKey: topicKeys.detail(id) });
      await queryClient.cancelQueries({ queryKey: topicKeys.lists() });
      const before = {
        detail: queryClient.getQueryData<Topic>(topicKeys.detail(id)),
        lists: queryClient.getQueriesData<Paginated<Topic>>({ queryKey: topicKeys.lists() }),
      };
      updateCachedTopic(queryClient, id, (topic) => withVote(topic, vote));
      return before;
    },
    onError: (_error, _vote, before) => {
      if (!before) return;
      queryClient.setQueryData(topicKeys.detail(id), before.detail);
      for (const [key, page] of before.lists) queryClient.setQueryData(key, page);
    },
    onSuccess: ({ myVote, score, upvotes, downvotes }) => {
      updateCachedTopic(queryClient, id, (topic) => ({ ...topic, myVote, score, upvotes, downvotes }));
    },
    onSettled: () => {
      // "Most votes" may order the list differently now.
      void queryClient.invalidateQueries({ queryKey: topicKeys.lists() });
    },
  });
}

// Removes the viewer's vote on a topic; the answer carries the new counters.
// The vote button goes through useVoteTopic (vote-on-topic.ts) with vote 0.
import * as topicsApi from '#shared/topics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { TopicVoteResult } from '../types.ts';

export function removeTopicVote(id: string): Promise<TopicVoteResult> {
  return callOperation(topicsApi.removeTopicVote, { params: { id } });
}

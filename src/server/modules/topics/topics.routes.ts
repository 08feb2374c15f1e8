// Topics over HTTP (docs/topics-and-comments.md): the handlers of the operations
// declared in src/shared/topics/operations.ts. Guards and input validation run
// before them (lib/operations.ts); who may see a suggestion, and which topics
// take votes, is decided in the service.
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { TOPIC_SUGGESTIONS_PER_HOUR, TOPIC_VOTES_PER_MINUTE } from '#shared/topics/contract.ts';
import * as api from '#shared/topics/operations.ts';
import {
  findMyTopicSuggestions,
  findTopics,
  findTopicsForReview,
  getTopicById,
  reviewTopic,
  suggestTopic,
  voteOnTopic,
} from './topics.service.ts';

const SUGGESTIONS = { name: 'topic-suggest', limit: TOPIC_SUGGESTIONS_PER_HOUR, windowMs: 60 * 60 * 1000 };
const VOTES = { name: 'topic-vote', limit: TOPIC_VOTES_PER_MINUTE, windowMs: 60 * 1000 };

// /mine and /review come before /:id, which would otherwise take them.
export const topicsOperations = [
  implement(api.listTopics, async (c, { query }) => findTopics(c.get('db'), query, await getSessionUser(c))),
  implement(api.suggestTopic, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), SUGGESTIONS, user.id);
    return suggestTopic(c.get('db'), user, body);
  }),
  implement(api.listMyTopicSuggestions, (c, { user }) => findMyTopicSuggestions(c.get('db'), user)),
  implement(api.listTopicsForReview, (c, { user, query }) => findTopicsForReview(c.get('db'), user, query.status)),
  implement(api.getTopic, async (c, { params }) => getTopicById(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.reviewTopic, (c, { user, params, body }) => reviewTopic(c.get('db'), user, params.id, body)),
  implement(api.voteOnTopic, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), VOTES, user.id);
    return voteOnTopic(c.get('db'), user, params.id, body.vote);
  }),
  implement(api.removeTopicVote, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), VOTES, user.id);
    return voteOnTopic(c.get('db'), user, params.id, 0);
  }),
];

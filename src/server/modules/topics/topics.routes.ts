// Topics over HTTP (docs/topics-and-comments.md): the public list and detail,
// suggesting (members), voting (members, approved topics) and the review
// (admins). Who may see a suggestion is decided in the service.
import { Hono } from 'hono';
import { getSessionUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import {
  SuggestTopicInputSchema,
  TOPIC_SUGGESTIONS_PER_HOUR,
  TOPIC_VOTES_PER_MINUTE,
  TopicListQuerySchema,
  TopicReviewInputSchema,
  TopicReviewQuerySchema,
  TopicVoteInputSchema,
} from '#shared/topics/contract.ts';
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

export const topicsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(TopicListQuerySchema), async (c) =>
    c.json(await findTopics(c.var.db, c.req.valid('query'), await getSessionUser(c))),
  )
  .post('/', validateJson(SuggestTopicInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, SUGGESTIONS, user.id);
    return c.json(await suggestTopic(c.var.db, user, c.req.valid('json')), 201);
  })
  .get('/mine', async (c) => c.json(await findMyTopicSuggestions(c.var.db, await requireUser(c))))
  .get('/review', validateQuery(TopicReviewQuerySchema), async (c) => {
    const admin = await requireAdmin(c);
    return c.json(await findTopicsForReview(c.var.db, admin, c.req.valid('query').status));
  })
  .get('/:id', validateParams(IdParamSchema), async (c) =>
    c.json(await getTopicById(c.var.db, c.req.valid('param').id, await getSessionUser(c))),
  )
  .post('/:id/review', validateParams(IdParamSchema), validateJson(TopicReviewInputSchema), async (c) => {
    const admin = await requireAdmin(c);
    return c.json(await reviewTopic(c.var.db, admin, c.req.valid('param').id, c.req.valid('json')));
  })
  .put('/:id/vote', validateParams(IdParamSchema), validateJson(TopicVoteInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, VOTES, user.id);
    return c.json(await voteOnTopic(c.var.db, user, c.req.valid('param').id, c.req.valid('json').vote));
  })
  .delete('/:id/vote', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, VOTES, user.id);
    return c.json(await voteOnTopic(c.var.db, user, c.req.valid('param').id, 0));
  });

// The topics API, one declaration per operation (src/shared/operation.ts). A
// suggestion is public only once approved; until then the service shows it to
// its author and the admins alone, and answers 404 to anyone else.
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import {
  SuggestTopicInputSchema,
  TopicListQuerySchema,
  TopicReviewInputSchema,
  TopicReviewQuerySchema,
  TopicViewSchema,
  TopicVoteInputSchema,
  TopicVoteResultSchema,
} from './contract.ts';

const tag = 'Topics';

export const listTopics = defineOperation({
  id: 'listTopics',
  method: 'get',
  path: '/api/topics',
  tag,
  summary: 'List approved topics',
  description: 'A page of approved topics, newest or by votes (`sort=popular`), searched by `q`.',
  guard: 'public',
  query: TopicListQuerySchema,
  response: paginatedSchema(TopicViewSchema),
});

export const suggestTopic = defineOperation({
  id: 'suggestTopic',
  method: 'post',
  path: '/api/topics',
  tag,
  summary: 'Suggest a topic',
  description: 'The suggestion waits, pending, for an admin to approve or decline it.',
  guard: 'user',
  body: SuggestTopicInputSchema,
  status: 201,
  response: TopicViewSchema,
  errors: ['RATE_LIMITED'],
});

export const listMyTopicSuggestions = defineOperation({
  id: 'listMyTopicSuggestions',
  method: 'get',
  path: '/api/topics/mine',
  tag,
  summary: "The caller's suggestions, newest first, whatever their status",
  guard: 'user',
  response: z.array(TopicViewSchema),
});

export const listTopicsForReview = defineOperation({
  id: 'listTopicsForReview',
  method: 'get',
  path: '/api/topics/review',
  tag,
  summary: 'Suggestions by status, for the review',
  guard: 'admin',
  query: TopicReviewQuerySchema,
  response: z.array(TopicViewSchema),
});

export const getTopic = defineOperation({
  id: 'getTopic',
  method: 'get',
  path: '/api/topics/:id',
  tag,
  summary: 'Get a topic',
  guard: 'public',
  rule: 'An approved topic; a suggestion only to its author or an admin.',
  params: IdParamSchema,
  response: TopicViewSchema,
  errors: ['NOT_FOUND'],
});

export const reviewTopic = defineOperation({
  id: 'reviewTopic',
  method: 'post',
  path: '/api/topics/:id/review',
  tag,
  summary: 'Approve or decline a suggestion',
  guard: 'admin',
  adminAudit: 'topic',
  rule: 'A pending suggestion, reviewed once.',
  params: IdParamSchema,
  body: TopicReviewInputSchema,
  response: TopicViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const voteOnTopic = defineOperation({
  id: 'voteOnTopic',
  method: 'put',
  path: '/api/topics/:id/vote',
  tag,
  summary: "Set the caller's vote on a topic, up (1) or down (-1)",
  guard: 'user',
  rule: 'An approved topic; one vote per member, changeable.',
  params: IdParamSchema,
  body: TopicVoteInputSchema,
  response: TopicVoteResultSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const removeTopicVote = defineOperation({
  id: 'removeTopicVote',
  method: 'delete',
  path: '/api/topics/:id/vote',
  tag,
  summary: "Remove the caller's vote on a topic",
  guard: 'user',
  rule: 'An approved topic.',
  params: IdParamSchema,
  response: TopicVoteResultSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

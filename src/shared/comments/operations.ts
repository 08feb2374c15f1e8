// The comments API, one declaration per operation (src/shared/operation.ts).
// Bodies are sanitized by the service; a body with no text left once the
// unsupported markup is gone is refused with VALIDATION_FAILED on `body`.
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import {
  CommentLikeResultSchema,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentViewSchema,
  CreateCommentInputSchema,
  ReportCommentInputSchema,
  UpdateCommentInputSchema,
} from './contract.ts';

const tag = 'Comments';

export const listComments = defineOperation({
  id: 'listComments',
  method: 'get',
  path: '/api/comments',
  tag,
  summary: "A page of a debate's, club's, event's or topic's comments",
  description: 'Top-level comments newest first, each with its replies oldest first.',
  guard: 'public',
  query: CommentListQuerySchema,
  response: CommentPageSchema,
  errors: ['NOT_FOUND'],
});

export const postComment = defineOperation({
  id: 'postComment',
  method: 'post',
  path: '/api/comments',
  tag,
  summary: 'Post a comment or a reply',
  guard: 'user',
  rule: 'Replies go one level deep, to a comment on the same target that a moderator has not hidden; a topic must be approved.',
  body: CreateCommentInputSchema,
  status: 201,
  response: CommentViewSchema,
  errors: ['BAD_REQUEST', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const editComment = defineOperation({
  id: 'editComment',
  method: 'patch',
  path: '/api/comments/:id',
  tag,
  summary: "Edit a comment's text",
  guard: 'user',
  adminAudit: 'comment',
  rule: "The comment's author, while the comment is not deleted nor hidden by a moderator.",
  params: IdParamSchema,
  body: UpdateCommentInputSchema,
  response: CommentViewSchema,
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const deleteComment = defineOperation({
  id: 'deleteComment',
  method: 'delete',
  path: '/api/comments/:id',
  tag,
  summary: 'Delete a comment',
  description: 'A comment with replies stays as a placeholder for them.',
  guard: 'user',
  adminAudit: 'comment',
  rule: "The comment's author or an admin.",
  params: IdParamSchema,
  status: 204,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const likeComment = defineOperation({
  id: 'likeComment',
  method: 'put',
  path: '/api/comments/:id/like',
  tag,
  summary: 'Like a comment',
  description: 'Liking twice changes nothing; a comment a moderator hid takes no likes.',
  guard: 'user',
  params: IdParamSchema,
  response: CommentLikeResultSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const unlikeComment = defineOperation({
  id: 'unlikeComment',
  method: 'delete',
  path: '/api/comments/:id/like',
  tag,
  summary: 'Take back a like',
  guard: 'user',
  params: IdParamSchema,
  response: CommentLikeResultSchema,
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const reportComment = defineOperation({
  id: 'reportComment',
  method: 'post',
  path: '/api/comments/:id/reports',
  tag,
  summary: "Report a comment: the report goes to the admins' moderation queue",
  guard: 'user',
  rule: "Anyone but the comment's author, once per comment, while a moderator has not hidden it.",
  params: IdParamSchema,
  body: ReportCommentInputSchema,
  status: 204,
  errors: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

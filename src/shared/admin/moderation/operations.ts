// The moderation queue's operations (contract.ts). Admins only; every decision
// writes an audit entry, whether it succeeds or not.
import { IdParamSchema } from '../../ids.ts';
import { defineOperation } from '../../operation.ts';
import {
  CommentDecisionInputSchema,
  ModerationCountsSchema,
  ReportedCommentPageSchema,
  ReportedCommentViewSchema,
  ReportQueueQuerySchema,
} from './contract.ts';

const tag = 'Admin';

export const getModerationCounts = defineOperation({
  id: 'getModerationCounts',
  method: 'get',
  path: '/api/admin/moderation/counts',
  tag,
  summary: 'Open items per kind: reported comments, topic suggestions and judge applications waiting for review',
  guard: 'admin',
  response: ModerationCountsSchema,
});

export const listReportedComments = defineOperation({
  id: 'listReportedComments',
  method: 'get',
  path: '/api/admin/moderation/comment-reports',
  tag,
  summary: 'Comment reports grouped per reported comment: open ones first, oldest first',
  description: "Each with the comment's text, author and target, its reports' reasons and the last decision on them.",
  guard: 'admin',
  query: ReportQueueQuerySchema,
  response: ReportedCommentPageSchema,
});

export const decideOnComment = defineOperation({
  id: 'decideOnComment',
  method: 'post',
  path: '/api/admin/moderation/comments/:id/decisions',
  tag,
  summary: "Hide, restore or dismiss a reported comment, or warn or ban its author; resolves the comment's open reports",
  description:
    'Hide, warn and ban need a reason. Hiding tells each reporter the outcome and the author why; a warning mails the author; ' +
    'a ban ends every session of the author at once.',
  guard: 'admin',
  rule: 'Hide, dismiss, warn and ban need open reports on the comment; restore needs it hidden. The second of two decisions at once is refused.',
  params: IdParamSchema,
  body: CommentDecisionInputSchema,
  response: ReportedCommentViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

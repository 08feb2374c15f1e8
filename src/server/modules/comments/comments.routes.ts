// Comments over HTTP (docs/topics-and-comments.md): the handlers of the
// operations declared in src/shared/comments/operations.ts. Guards and input
// validation run before them (lib/operations.ts); the service decides who may
// change which comment (authors edit; authors and admins delete).
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { COMMENTS_PER_MINUTE } from '#shared/comments/contract.ts';
import * as api from '#shared/comments/operations.ts';
import { createComment, deleteComment, findComments, reportComment, setCommentLike, updateComment } from './comments.service.ts';

const POSTS = { name: 'comment-post', limit: COMMENTS_PER_MINUTE, windowMs: 60 * 1000 };
const WRITES = { name: 'comment-write', limit: 120, windowMs: 60 * 1000 };
const REPORTS = { name: 'comment-report', limit: 20, windowMs: 60 * 60 * 1000 };

export const commentsOperations = [
  implement(api.listComments, async (c, { query }) => findComments(c.get('db'), query, await getSessionUser(c))),
  implement(api.postComment, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), POSTS, user.id);
    return createComment(c.get('db'), c.get('realtime'), user, body);
  }),
  implement(api.editComment, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), WRITES, user.id);
    return updateComment(c.get('db'), c.get('realtime'), user, params.id, body.body);
  }),
  implement(api.deleteComment, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), WRITES, user.id);
    await deleteComment(c.get('db'), c.get('realtime'), user, params.id);
    return undefined;
  }),
  implement(api.likeComment, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), WRITES, user.id);
    return setCommentLike(c.get('db'), c.get('realtime'), user, params.id, true);
  }),
  implement(api.unlikeComment, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), WRITES, user.id);
    return setCommentLike(c.get('db'), c.get('realtime'), user, params.id, false);
  }),
  implement(api.reportComment, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), REPORTS, user.id);
    await reportComment(c.get('db'), user, params.id, body);
    return undefined;
  }),
];

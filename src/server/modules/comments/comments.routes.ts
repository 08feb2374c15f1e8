// Comments over HTTP (docs/topics-and-comments.md): reading is public; posting,
// editing, deleting, liking and reporting need a signed-in member, and the
// service decides who may change which comment (authors edit; authors and
// admins delete).
import { Hono } from 'hono';
import { getSessionUser, requireUser } from '#server/auth/session.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import {
  CommentListQuerySchema,
  COMMENTS_PER_MINUTE,
  CreateCommentInputSchema,
  ReportCommentInputSchema,
  UpdateCommentInputSchema,
} from '#shared/comments/contract.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { createComment, deleteComment, findComments, reportComment, setCommentLike, updateComment } from './comments.service.ts';

const POSTS = { name: 'comment-post', limit: COMMENTS_PER_MINUTE, windowMs: 60 * 1000 };
const WRITES = { name: 'comment-write', limit: 120, windowMs: 60 * 1000 };
const REPORTS = { name: 'comment-report', limit: 20, windowMs: 60 * 60 * 1000 };

export const commentsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(CommentListQuerySchema), async (c) =>
    c.json(await findComments(c.var.db, c.req.valid('query'), await getSessionUser(c))),
  )
  .post('/', validateJson(CreateCommentInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, POSTS, user.id);
    return c.json(await createComment(c.var.db, c.var.realtime, user, c.req.valid('json')), 201);
  })
  .patch('/:id', validateParams(IdParamSchema), validateJson(UpdateCommentInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, WRITES, user.id);
    return c.json(await updateComment(c.var.db, c.var.realtime, user, c.req.valid('param').id, c.req.valid('json').body));
  })
  .delete('/:id', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, WRITES, user.id);
    await deleteComment(c.var.db, c.var.realtime, user, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .put('/:id/like', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, WRITES, user.id);
    return c.json(await setCommentLike(c.var.db, c.var.realtime, user, c.req.valid('param').id, true));
  })
  .delete('/:id/like', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, WRITES, user.id);
    return c.json(await setCommentLike(c.var.db, c.var.realtime, user, c.req.valid('param').id, false));
  })
  .post('/:id/reports', validateParams(IdParamSchema), validateJson(ReportCommentInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, REPORTS, user.id);
    await reportComment(c.var.db, user, c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });

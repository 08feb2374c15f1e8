// Comments on a debate, club, event or topic (docs/topics-and-comments.md).
// Replies go one level deep. Deleting is soft: the row stays, its body is
// emptied, and a deleted comment with live replies shows a placeholder. Likes
// count once per member; like_count and reply_count change in the same
// transaction as the like or reply, under the comment's row lock. Every change
// is published on the target's comments channel when it commits. A comment a
// moderator hid keeps its place in the thread: its author and admins still read
// it, everyone else reads a placeholder, and nobody replies to, likes, edits or
// reports it until it is restored (comment-moderation.ts writes the hiding).
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  clubs,
  commentLikes,
  commentReports,
  comments,
  debates,
  events,
  profiles,
  topics,
  users,
} from '#server/db/schema/index.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import {
  COMMENT_MESSAGES,
  type CommentEvent,
  type CommentEventPayload,
  type CommentLikeResult,
  type CommentListQuery,
  type CommentPage,
  type CommentTargetType,
  type CommentView,
  COMMENTS_PAGE_SIZE,
  type CreateCommentInput,
  commentsChannel,
  type ReportCommentInput,
} from '#shared/comments/contract.ts';
import { hasVisibleText, sanitizeCommentBody } from './comment-body.ts';

export interface CommentPublisher {
  publishInTransaction(tx: Transaction, channel: string, event: string, payload: unknown): Promise<void>;
}

type CommentRow = typeof comments.$inferSelect;

/** Whether the target exists and takes comments: topics only once approved. */
export async function targetExists(db: Database | Transaction, type: CommentTargetType, id: string): Promise<boolean> {
  const table = { debate: debates, club: clubs, event: events, topic: topics }[type];
  const where = type === 'topic' ? and(eq(topics.id, id), eq(topics.status, 'approved')) : eq(table.id, id);
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return Boolean(row);
}

async function publish(tx: Transaction, publisher: CommentPublisher, row: CommentRow, event: CommentEvent, likeCount?: number) {
  const payload: CommentEventPayload = { commentId: row.id, parentId: row.parentId };
  if (likeCount !== undefined) payload.likeCount = likeCount;
  await publisher.publishInTransaction(tx, commentsChannel(row.targetType as CommentTargetType, row.targetId), event, payload);
}

function cleanBody(input: string): string {
  const body = sanitizeCommentBody(input);
  if (!hasVisibleText(body)) {
    throw new AppError('VALIDATION_FAILED', COMMENT_MESSAGES.emptyAfterSanitize, {
      fields: { body: [COMMENT_MESSAGES.emptyAfterSanitize] },
    });
  }
  return body;
}

/** Locks a comment row for this transaction; deleted comments count as gone. */
async function lockComment(tx: Transaction, id: string): Promise<CommentRow> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (!row || row.deletedAt) throw notFound('Comment');
  return row;
}

/** A hidden comment takes no replies, likes, edits or reports until a moderator restores it. */
function refuseIfHidden(row: CommentRow) {
  if (row.hiddenAt) throw new AppError('CONFLICT', COMMENT_MESSAGES.hidden);
}

/** Whether the viewer reads a hidden comment's text: its author and admins do. */
function canReadHidden(row: CommentRow, viewer: SessionUser | null): boolean {
  return Boolean(viewer && (viewer.role === 'admin' || viewer.id === row.authorId));
}

function toView(
  row: CommentRow & { name: string; username: string | null; avatarUrl: string | null },
  liked: Set<string>,
  viewer: SessionUser | null,
): CommentView {
  const isDeleted = row.deletedAt !== null;
  const isHidden = row.hiddenAt !== null;
  const isWithheld = isDeleted || (isHidden && !canReadHidden(row, viewer));
  return {
    id: row.id,
    targetType: row.targetType as CommentTargetType,
    targetId: row.targetId,
    parentId: row.parentId,
    author:
      isWithheld || !row.authorId
        ? null
        : {
            id: row.authorId,
            name: row.name,
            username: row.username,
            avatarUrl: row.avatarUrl,
          },
    body: isWithheld ? '' : row.body,
    isDeleted,
    isHidden,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    likedByMe: liked.has(row.id),
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    replies: [],
  };
}

const selectWithAuthors = (db: Database) =>
  db
    .select({
      comment: comments,
      name: personNameSql(),
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .leftJoin(profiles, eq(profiles.id, comments.authorId));

/**
 * A target's comments: top-level ones newest first, a page at a time, each with
 * its replies oldest first. Deleted replies are left out; a deleted comment
 * stays (as a placeholder) only while it has replies.
 */
export async function findComments(db: Database, query: CommentListQuery, viewer: SessionUser | null): Promise<CommentPage> {
  if (!(await targetExists(db, query.targetType, query.targetId))) throw notFound('Target');
  const topLevel = and(
    eq(comments.targetType, query.targetType),
    eq(comments.targetId, query.targetId),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), sql`${comments.replyCount} > 0`),
  );
  const [parents, totals] = await Promise.all([
    selectWithAuthors(db)
      .where(topLevel)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((query.page - 1) * COMMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(comments).where(topLevel),
  ]);
  const parentIds = parents.map((p) => p.comment.id);
  const replies = parentIds.length
    ? await selectWithAuthors(db)
        .where(and(inArray(comments.parentId, parentIds), isNull(comments.deletedAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const allIds = [...parentIds, ...replies.map((r) => r.comment.id)];
  const liked = new Set<string>();
  if (viewer && allIds.length) {
    const rows = await db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.userId, viewer.id), inArray(commentLikes.commentId, allIds)));
    for (const row of rows) liked.add(row.id);
  }
  const views = new Map<string, CommentView>();
  const items = parents.map(({ comment, ...author }) => {
    const view = toView({ ...comment, ...author }, liked, viewer);
    views.set(view.id, view);
    return view;
  });
  for (const { comment, ...author } of replies)
    views.get(comment.parentId as string)?.replies.push(toView({ ...comment, ...author }, liked, viewer));
  return { items, page: query.page, limit: COMMENTS_PAGE_SIZE, total: totals[0]?.total ?? 0 };
}

export async function getCommentById(db: Database, id: string, viewer: SessionUser | null): Promise<CommentView> {
  const [row] = await selectWithAuthors(db).where(eq(comments.id, id));
  if (!row) throw notFound('Comment');
  const liked = new Set<string>();
  if (viewer) {
    const [like] = await db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, viewer.id)));
    if (like) liked.add(like.id);
  }
  const { comment, ...author } = row;
  return toView({ ...comment, ...author }, liked, viewer);
}

export async function createComment(
  db: Database,
  publisher: CommentPublisher,
  user: SessionUser,
  input: CreateCommentInput,
): Promise<CommentView> {
  const body = cleanBody(input.body);
  const id = await db.transaction(async (tx) => {
    if (!(await targetExists(tx, input.targetType, input.targetId)))
      throw new AppError('NOT_FOUND', COMMENT_MESSAGES.targetNotFound);
    if (input.parentId) {
      // The parent's row lock keeps its reply_count right under concurrent replies.
      const parent = await lockComment(tx, input.parentId);
      if (parent.targetType !== input.targetType || parent.targetId !== input.targetId) throw notFound('Comment');
      if (parent.parentId) throw new AppError('BAD_REQUEST', COMMENT_MESSAGES.replyToReply);
      refuseIfHidden(parent);
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, parent.id));
    }
    const [created] = await tx
      .insert(comments)
      .values({
        targetType: input.targetType,
        targetId: input.targetId,
        parentId: input.parentId ?? null,
        authorId: user.id,
        body,
      })
      .returning();
    const row = created as CommentRow;
    await recordAnalyticsEvent(tx, 'comment_posted', user.id, {
      comment_id: row.id,
      target_type: input.targetType,
      target_id: input.targetId,
    });
    await publish(tx, publisher, row, 'comment_posted');
    return row.id;
  });
  return getCommentById(db, id, user);
}

/** Only the author edits, and never a deleted comment. */
export async function updateComment(
  db: Database,
  publisher: CommentPublisher,
  user: SessionUser,
  id: string,
  text: string,
): Promise<CommentView> {
  const body = cleanBody(text);
  await db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (row.authorId !== user.id) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notYours);
    refuseIfHidden(row);
    await tx.update(comments).set({ body, editedAt: new Date() }).where(eq(comments.id, id));
    await publish(tx, publisher, row, 'comment_updated');
  });
  return getCommentById(db, id, user);
}

/** The author or an admin deletes; the row stays as a placeholder for its replies. */
export async function deleteComment(db: Database, publisher: CommentPublisher, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (row.authorId !== user.id && user.role !== 'admin') throw new AppError('FORBIDDEN', COMMENT_MESSAGES.cannotDelete);
    if (row.parentId) {
      await lockComment(tx, row.parentId).catch(() => undefined);
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
        .where(eq(comments.id, row.parentId));
    }
    await tx.update(comments).set({ deletedAt: new Date(), body: '' }).where(eq(comments.id, id));
    await publish(tx, publisher, row, 'comment_deleted');
  });
}

/** Likes (isLiked) or unlikes; liking twice or unliking what was never liked changes nothing. */
export async function setCommentLike(
  db: Database,
  publisher: CommentPublisher,
  user: SessionUser,
  id: string,
  isLiked: boolean,
): Promise<CommentLikeResult> {
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    // Taking a like back stays possible: it only lowers the count of a comment nobody else can read.
    if (isLiked) refuseIfHidden(row);
    let changed: boolean;
    if (isLiked) {
      const inserted = await tx
        .insert(commentLikes)
        .values({ commentId: id, userId: user.id })
        .onConflictDoNothing()
        .returning({ id: commentLikes.commentId });
      changed = inserted.length > 0;
    } else {
      const removed = await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, user.id)))
        .returning({ id: commentLikes.commentId });
      changed = removed.length > 0;
    }
    let likeCount = row.likeCount;
    if (changed) {
      const [updated] = await tx
        .update(comments)
        .set({ likeCount: sql`greatest(${comments.likeCount} + ${isLiked ? 1 : -1}, 0)` })
        .where(eq(comments.id, id))
        .returning({ likeCount: comments.likeCount });
      likeCount = updated?.likeCount ?? likeCount;
      if (isLiked) await recordAnalyticsEvent(tx, 'comment_liked', user.id, { comment_id: id });
      await publish(tx, publisher, row, 'comment_liked', likeCount);
    }
    return { commentId: id, likedByMe: isLiked, likeCount };
  });
}

/** One report per member and comment; not of one's own comment. */
export async function reportComment(db: Database, user: SessionUser, id: string, input: ReportCommentInput): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (row.authorId === user.id) throw new AppError('BAD_REQUEST', COMMENT_MESSAGES.ownComment);
    refuseIfHidden(row);
    const inserted = await tx
      .insert(commentReports)
      .values({ commentId: id, reporterId: user.id, reason: input.reason })
      .onConflictDoNothing()
      .returning({ id: commentReports.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', COMMENT_MESSAGES.alreadyReported);
    await recordAnalyticsEvent(tx, 'comment_reported', user.id, { comment_id: id });
  });
}

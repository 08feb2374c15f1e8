// The moderation queue's writes on comments and their reports: hiding and
// restoring a comment, and resolving its open reports with who, when and why.
// They live here, not in modules/comments, because admin may not import the
// comments module (biome.json's dependency order); like the people section's
// writes to users, the admin area writes these columns (comments.hidden_*,
// comment_reports.resolution…) that the foundation added for it. The caller runs
// them in its audited transaction after lockCommentForModeration: that row lock
// is the one every report of the comment takes too (comments.service.ts), so two
// decisions at once, or a report arriving during a decision, happen in turn.
import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Transaction } from '#server/db/client.ts';
import { commentReports, comments } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { type CommentEventPayload, type CommentTargetType, commentsChannel } from '#shared/comments/contract.ts';

/** The realtime hub as the comments module publishes through it (its CommentPublisher). */
export interface CommentPublisher {
  publishInTransaction(tx: Transaction, channel: string, event: string, payload: CommentEventPayload): Promise<void>;
}

export type ModeratedComment = typeof comments.$inferSelect;

export interface OpenReport {
  id: string;
  reporterId: string;
}

/** The comment's row, locked until the transaction ends; deleted comments too (their reports still need a decision). */
export async function lockCommentForModeration(tx: Transaction, id: string): Promise<ModeratedComment> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (!row) throw notFound('Comment');
  return row;
}

/** The comment's reports that wait for a decision. */
export async function findOpenReports(tx: Transaction, commentId: string): Promise<OpenReport[]> {
  return tx
    .select({ id: commentReports.id, reporterId: commentReports.reporterId })
    .from(commentReports)
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')));
}

/** Closes every open report of the comment with the decision; returns the reporters it closed for. */
export async function resolveOpenReports(
  tx: Transaction,
  commentId: string,
  decision: { resolution: 'hidden' | 'dismissed' | 'warned' | 'banned'; note: string | null; resolvedBy: string; at: Date },
): Promise<string[]> {
  const resolved = await tx
    .update(commentReports)
    .set({
      status: 'resolved',
      resolution: decision.resolution,
      resolutionNote: decision.note,
      resolvedBy: decision.resolvedBy,
      resolvedAt: decision.at,
    })
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')))
    .returning({ reporterId: commentReports.reporterId });
  return resolved.map((r) => r.reporterId);
}

/**
 * Hides the comment (`hiddenBy` an admin's id) or restores it (null), and tells
 * the target's comments channel, so open pages refetch and show the placeholder
 * or the text again. The channel carries only the comment's id, never its text.
 */
export async function setCommentHidden(
  tx: Transaction,
  publisher: CommentPublisher,
  row: ModeratedComment,
  hiddenBy: string | null,
  at: Date,
): Promise<void> {
  await tx
    .update(comments)
    .set(hiddenBy ? { hiddenAt: at, hiddenBy } : { hiddenAt: null, hiddenBy: null })
    .where(eq(comments.id, row.id));
  await publisher.publishInTransaction(
    tx,
    commentsChannel(row.targetType as CommentTargetType, row.targetId),
    'comment_updated',
    { commentId: row.id, parentId: row.parentId },
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A comment's opening words as plain text (mails, audit labels): tags dropped, entities decoded, at most `max` characters. */
export function commentExcerpt(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

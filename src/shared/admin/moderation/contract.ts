// The moderation queue of the admin area (issue 19, docs/admin.md "Moderation"):
// comment reports grouped per reported comment, and the decisions an admin takes
// on one — hide, restore, dismiss, warn or ban its author. Every decision names
// who, when and why (a reason is required where the decision acts on someone),
// resolves every open report of the comment at once, and is written to the audit
// log. Topic suggestions and judge applications are reviewed in the same queue
// through their own contracts; this one only counts them.
import { z } from 'zod';
import { COMMENT_TARGET_TYPES } from '../../comments/contract.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN } from '../../constants.ts';
import { text } from '../../text.ts';
import { paginatedSchema } from '../../validation.ts';
import { ADMIN_REASON_MAX } from '../audit.ts';

/** A reported comment is open while any report of it waits for a decision. */
export const REPORT_QUEUE_STATUSES = ['open', 'resolved', 'all'] as const;
export type ReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];

/** What a decision records on the reports it resolves (comment_reports.resolution). */
export const REPORT_RESOLUTIONS = ['hidden', 'dismissed', 'warned', 'banned'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const COMMENT_DECISIONS = ['hide', 'restore', 'dismiss', 'warn', 'ban'] as const;
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];

/** Decisions that act on someone need a reason; dismissing and restoring take an optional note. */
export const DECISIONS_NEEDING_A_REASON: readonly CommentDecision[] = ['hide', 'warn', 'ban'];

/** The audit log's action for each decision (target type `comment`). */
export const COMMENT_DECISION_AUDIT_ACTIONS = {
  hide: 'comment.hide',
  restore: 'comment.restore',
  dismiss: 'report.dismiss',
  warn: 'user.warn',
  ban: 'user.ban',
} as const satisfies Record<CommentDecision, string>;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Give a reason',
  reasonTooLong: `At most ${ADMIN_REASON_MAX} characters`,
  chooseDecision: 'Choose hide, restore, dismiss, warn or ban',
  /** The second of two admins deciding at once, or a decision on a queue item already closed. */
  alreadyResolved: 'The reports on this comment were already resolved by another decision. Reload the queue to see it.',
  alreadyHidden: 'This comment is already hidden.',
  notHidden: 'This comment is not hidden, so there is nothing to restore.',
  commentDeleted: 'The author deleted this comment, so it cannot be hidden or restored. Dismiss the reports instead.',
  authorGone: 'The author’s account no longer exists. Hide the comment or dismiss the reports instead.',
} as const;

export const ReportQueueQuerySchema = z.strictObject({
  status: z.enum(REPORT_QUEUE_STATUSES, { error: 'Choose open, resolved or all' }).default('open'),
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuerySchema>;

/**
 * A decision on a reported comment. `reason` is required for hide, warn and ban
 * (the author is told it); dismiss and restore take it as an optional note.
 * `hideComment` lets a warning or a ban also hide the comment (a ban hides it
 * unless told otherwise).
 */
export const CommentDecisionInputSchema = z
  .strictObject({
    decision: z.enum(COMMENT_DECISIONS, { error: MODERATION_MESSAGES.chooseDecision }),
    reason: text().trim().max(ADMIN_REASON_MAX, MODERATION_MESSAGES.reasonTooLong).optional(),
    hideComment: z.boolean({ error: 'Yes or no' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (DECISIONS_NEEDING_A_REASON.includes(input.decision) && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.reasonRequired });
    }
  });
export type CommentDecisionInput = z.input<typeof CommentDecisionInputSchema>;

/** Whether a decision hides the comment: hide always, ban unless told not to, warn only when asked. */
export function decisionHidesComment(input: Pick<CommentDecisionInput, 'decision' | 'hideComment'>): boolean {
  if (input.decision === 'hide') return true;
  if (input.decision === 'ban') return input.hideComment ?? true;
  if (input.decision === 'warn') return input.hideComment ?? false;
  return false;
}

// ------------------------------------------------------------ answers

export const ModerationPersonSchema = z.object({ id: z.string(), name: z.string() });

export const ReportViewSchema = z.object({
  id: z.string(),
  reason: z.string(),
  /** null once the reporter's account is gone. */
  reporter: ModerationPersonSchema.nullable(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.iso.datetime(),
});
export type ReportView = z.infer<typeof ReportViewSchema>;

export const ReportDecisionViewSchema = z.object({
  resolution: z.enum(REPORT_RESOLUTIONS),
  note: z.string().nullable(),
  /** null once the admin's account is gone. */
  resolvedBy: ModerationPersonSchema.nullable(),
  resolvedAt: z.iso.datetime(),
});
export type ReportDecisionView = z.infer<typeof ReportDecisionViewSchema>;

/** The most reports a queue item lists; `reportCount` counts them all. */
export const REPORTS_SHOWN_PER_COMMENT = 20;

export const ReportedCommentViewSchema = z.object({
  commentId: z.string(),
  /** Sanitized HTML, as the comment shows; empty once its author deleted it. */
  body: z.string(),
  /** null once the author's account is gone. */
  author: ModerationPersonSchema.nullable(),
  target: z.object({
    type: z.enum(COMMENT_TARGET_TYPES),
    id: z.string(),
    /** The debate's, event's or topic's title, the club's name; null once it is gone. */
    title: z.string().nullable(),
  }),
  commentCreatedAt: z.iso.datetime(),
  isDeleted: z.boolean(),
  hiddenAt: z.iso.datetime().nullable(),
  /** open while any report waits for a decision. */
  status: z.enum(['open', 'resolved']),
  reportCount: z.number().int(),
  openReportCount: z.number().int(),
  firstReportedAt: z.iso.datetime(),
  /** Newest first, at most REPORTS_SHOWN_PER_COMMENT. */
  reports: z.array(ReportViewSchema),
  /** The latest decision on its reports, if any. */
  lastDecision: ReportDecisionViewSchema.nullable(),
});
export type ReportedCommentView = z.infer<typeof ReportedCommentViewSchema>;

export const ReportedCommentPageSchema = paginatedSchema(ReportedCommentViewSchema);
export type ReportedCommentPage = z.infer<typeof ReportedCommentPageSchema>;

/** Open items per kind of the queue. */
export const ModerationCountsSchema = z.object({
  commentReports: z.number().int(),
  topicSuggestions: z.number().int(),
  judgeApplications: z.number().int(),
});
export type ModerationCounts = z.infer<typeof ModerationCountsSchema>;

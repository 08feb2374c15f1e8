// The comments contract (docs/topics-and-comments.md): comments on a debate,
// club, event or topic, replies one level deep, likes, reports, and the live
// channel "comments:<targetType>-<targetId>". Bodies are sanitized on the
// server to a small allowlist; text carrying scripts is refused outright.
import { z } from 'zod';
import { text } from '../text.ts';
import { COMMENT_TARGET_TYPES } from './targets.ts';

export { COMMENT_TARGET_TYPES, type CommentTargetType } from './targets.ts';
export { COMMENT_EVENTS, COMMENTS_CHANNEL_KIND, type CommentEvent, commentsChannel, parseCommentsChannelId } from './channel.ts';
export { COMMENT_MESSAGES } from './messages.ts';

export const COMMENT_BODY_MAX = 2000;
export const COMMENT_REPORT_REASON_MIN = 5;
export const COMMENT_REPORT_REASON_MAX = 500;
/** Comments (new ones and replies) a member may post per minute. */
export const COMMENTS_PER_MINUTE = 10;
/** Top-level comments per page. */
export const COMMENTS_PAGE_SIZE = 50;

/** Tags a comment keeps; links keep only https or mailto hrefs and get rel="nofollow ugc". */
export const COMMENT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li', 'a'] as const;
export const COMMENT_LINK_SCHEMES = ['https', 'mailto'] as const;

/** Markup that can run code: refused with a message rather than silently stripped. */
const SCRIPT_PATTERN = /<\s*\/?\s*(script|iframe|object|embed|style)\b|javascript\s*:|\bon[a-z]+\s*=/i;

export function hasScript(text: string): boolean {
  return SCRIPT_PATTERN.test(text);
}

export const CommentBodySchema = text({ error: 'Write a comment' })
  .trim()
  .min(1, 'Write a comment')
  .max(COMMENT_BODY_MAX, `A comment must be at most ${COMMENT_BODY_MAX} characters`)
  .refine((text) => !hasScript(text), 'Comments may not contain scripts or event handlers');

export const CreateCommentInputSchema = z.strictObject({
  targetType: z.enum(COMMENT_TARGET_TYPES, { error: 'Unknown target type' }),
  targetId: z.uuid({ error: 'Invalid target' }),
  parentId: z.uuid({ error: 'Invalid parent comment' }).optional(),
  body: CommentBodySchema,
});
export type CreateCommentInput = z.infer<typeof CreateCommentInputSchema>;

export const UpdateCommentInputSchema = z.strictObject({ body: CommentBodySchema });
export type UpdateCommentInput = z.infer<typeof UpdateCommentInputSchema>;

export const ReportCommentInputSchema = z.strictObject({
  reason: text({ error: 'Say what is wrong' })
    .trim()
    .min(COMMENT_REPORT_REASON_MIN, `The reason must be at least ${COMMENT_REPORT_REASON_MIN} characters`)
    .max(COMMENT_REPORT_REASON_MAX, `The reason must be at most ${COMMENT_REPORT_REASON_MAX} characters`),
});
export type ReportCommentInput = z.infer<typeof ReportCommentInputSchema>;

export const CommentListQuerySchema = z.strictObject({
  targetType: z.enum(COMMENT_TARGET_TYPES, { error: 'Unknown target type' }),
  targetId: z.uuid({ error: 'Invalid target' }),
  page: z.coerce.number().int().min(1).default(1),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

// ------------------------------------------------------------ answers

export const CommentAuthorViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type CommentAuthorView = z.infer<typeof CommentAuthorViewSchema>;

export const CommentViewSchema = z.object({
  id: z.string(),
  targetType: z.enum(COMMENT_TARGET_TYPES),
  targetId: z.string(),
  parentId: z.string().nullable(),
  /** null once the author's account is gone, for deleted comments, and for hidden ones shown to others. */
  author: CommentAuthorViewSchema.nullable(),
  /** Sanitized HTML; empty once deleted, and for a hidden comment shown to anyone but its author and admins. */
  body: z.string(),
  isDeleted: z.boolean(),
  /** Hidden by a moderator: others see a placeholder; the author and admins still see the text. */
  isHidden: z.boolean(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  likedByMe: z.boolean(),
  editedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Replies, oldest first (top-level comments only; a reply's list is empty). */
  get replies(): z.ZodArray<typeof CommentViewSchema> {
    return z.array(CommentViewSchema);
  },
});
export type CommentView = z.infer<typeof CommentViewSchema>;

/** A page of top-level comments; not a counted list (no cap), so not paginatedSchema. */
export const CommentPageSchema = z.object({
  items: z.array(CommentViewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Top-level comments, deleted ones with live replies included. */
  total: z.number().int(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const CommentLikeResultSchema = z.object({
  commentId: z.string(),
  likedByMe: z.boolean(),
  likeCount: z.number().int(),
});
export type CommentLikeResult = z.infer<typeof CommentLikeResultSchema>;

export interface CommentEventPayload {
  commentId: string;
  parentId: string | null;
  likeCount?: number;
}

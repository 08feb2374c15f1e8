// The comments contract (docs/topics-and-comments.md): comments on a debate,
// club, event or topic, replies one level deep, likes, reports, and the live
// channel "comments:<targetType>-<targetId>". Bodies are sanitized on the
// server to a small allowlist; text carrying scripts is refused outright.
import { z } from 'zod';
import { text } from '../text.ts';

export const COMMENT_TARGET_TYPES = ['debate', 'club', 'event', 'topic'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

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

/** The realtime channel kind and its events. */
export const COMMENTS_CHANNEL_KIND = 'comments';
export const COMMENT_EVENTS = ['comment_posted', 'comment_updated', 'comment_deleted', 'comment_liked'] as const;
export type CommentEvent = (typeof COMMENT_EVENTS)[number];

export function commentsChannel(targetType: CommentTargetType, targetId: string): string {
  return `${COMMENTS_CHANNEL_KIND}:${targetType}-${targetId}`;
}

/** The channel id ("topic-<uuid>") back to its target, or null. */
export function parseCommentsChannelId(id: string): { targetType: CommentTargetType; targetId: string } | null {
  const match = /^(debate|club|event|topic)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(id);
  if (!match) return null;
  return { targetType: match[1] as CommentTargetType, targetId: (match[2] as string).toLowerCase() };
}

export interface CommentEventPayload {
  commentId: string;
  parentId: string | null;
  likeCount?: number;
}

export const COMMENT_MESSAGES = {
  deletedPlaceholder: 'This comment was deleted',
  /** What others see in place of a comment a moderator hid (the admin area's moderation queue). */
  hiddenPlaceholder: 'This comment was hidden by a moderator',
  /** Shown to the author and admins above a hidden comment's text. */
  hiddenNotice: 'Hidden by a moderator: only its author and admins see this comment.',
  hidden: 'This comment was hidden by a moderator',
  replyToReply: 'Replies go one level deep: reply to the original comment instead',
  targetNotFound: 'The page you are commenting on does not exist',
  deleted: 'This comment was deleted',
  notYours: 'Only the author can edit this comment',
  cannotDelete: 'Only the author or an admin can delete this comment',
  alreadyReported: 'You have already reported this comment',
  ownComment: 'You cannot report your own comment',
  emptyAfterSanitize: 'The comment has no text left once unsupported markup is removed',
} as const;

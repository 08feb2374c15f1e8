// The comments' realtime channel, "comments:<targetType>-<targetId>" (re-exported
// by contract.ts; kept apart so the comments' list subscribes without loading the
// validation library).
import type { CommentTargetType } from './targets.ts';

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

// What can carry comments (re-exported by contract.ts; kept apart so the comments'
// list and channel load no validation library).

export const COMMENT_TARGET_TYPES = ['debate', 'club', 'event', 'topic'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

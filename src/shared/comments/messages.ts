// The comments' texts (re-exported by contract.ts; kept apart so the comments'
// list loads no validation library for them).

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

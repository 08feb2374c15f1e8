// The key of a target's comments, shared by the comments operations: every
// change to a comment refreshes its target's list on success (the live channel
// also tells every other page).
import { useQueryClient } from '@tanstack/react-query';
import type { CommentTargetType } from '#shared/comments/contract.ts';

export const commentsKey = (targetType: CommentTargetType, targetId: string) => ['comments', targetType, targetId] as const;

/** Refetches a target's comments. */
export function useRefreshComments(targetType: CommentTargetType, targetId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) });
}

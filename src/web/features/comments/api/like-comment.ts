// Likes a comment, or takes the like back (unlike-comment.ts).
import { useMutation } from '@tanstack/react-query';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRefreshComments } from './comments-keys.ts';
import { unlikeComment } from './unlike-comment.ts';

export function likeComment(id: string, isLiked: boolean) {
  return isLiked ? callOperation(commentsApi.likeComment, { params: { id } }) : unlikeComment(id);
}

export function useLikeComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefreshComments(targetType, targetId);
  return useMutation({
    mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) => likeComment(id, isLiked),
    retry: false,
    onSuccess: refresh,
  });
}

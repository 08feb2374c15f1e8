// Posts a comment or a reply (one level deep) on a target.
import { useMutation } from '@tanstack/react-query';
import type { CommentTargetType, CreateCommentInput } from '#shared/comments/contract.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRefreshComments } from './comments-keys.ts';

export function postComment(input: CreateCommentInput) {
  return callOperation(commentsApi.postComment, { body: input });
}

export function usePostComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefreshComments(targetType, targetId);
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string }) => postComment({ targetType, targetId, ...input }),
    retry: false,
    onSuccess: refresh,
  });
}

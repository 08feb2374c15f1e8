// Deletes the member's own comment (or any, for an admin).
import { useMutation } from '@tanstack/react-query';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRefreshComments } from './comments-keys.ts';

export function deleteComment(id: string): Promise<void> {
  return callOperation(commentsApi.deleteComment, { params: { id } });
}

export function useDeleteComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefreshComments(targetType, targetId);
  return useMutation({ mutationFn: deleteComment, retry: false, onSuccess: refresh });
}

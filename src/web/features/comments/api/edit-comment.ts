// Edits the member's own comment.
import { useMutation } from '@tanstack/react-query';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRefreshComments } from './comments-keys.ts';

export function editComment(id: string, body: string) {
  return callOperation(commentsApi.editComment, { params: { id }, body: { body } });
}

export function useEditComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefreshComments(targetType, targetId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => editComment(id, body),
    retry: false,
    onSuccess: refresh,
  });
}

// Posting, editing, deleting, liking and reporting comments. Each refreshes the
// target's list on success (the live channel also tells every other page).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CommentLikeResult,
  CommentTargetType,
  CommentView,
  CreateCommentInput,
  ReportCommentInput,
} from '#shared/comments/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { commentsKey } from './get-comments.ts';

const commentPath = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

export function postComment(input: CreateCommentInput): Promise<CommentView> {
  return apiRequest<CommentView>('/api/comments', { method: 'POST', body: input });
}

export function editComment(id: string, body: string): Promise<CommentView> {
  return apiRequest<CommentView>(commentPath(id), { method: 'PATCH', body: { body } });
}

export function deleteComment(id: string): Promise<void> {
  return apiRequest<void>(commentPath(id), { method: 'DELETE' });
}

export function likeComment(id: string, isLiked: boolean): Promise<CommentLikeResult> {
  return apiRequest<CommentLikeResult>(`${commentPath(id)}/like`, { method: isLiked ? 'PUT' : 'DELETE' });
}

export function reportComment(id: string, input: ReportCommentInput): Promise<void> {
  return apiRequest<void>(`${commentPath(id)}/reports`, { method: 'POST', body: input });
}

function useRefresh(targetType: CommentTargetType, targetId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) });
}

export function usePostComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefresh(targetType, targetId);
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string }) => postComment({ targetType, targetId, ...input }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useEditComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefresh(targetType, targetId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => editComment(id, body),
    retry: false,
    onSuccess: refresh,
  });
}

export function useDeleteComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefresh(targetType, targetId);
  return useMutation({ mutationFn: deleteComment, retry: false, onSuccess: refresh });
}

export function useLikeComment(targetType: CommentTargetType, targetId: string) {
  const refresh = useRefresh(targetType, targetId);
  return useMutation({
    mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) => likeComment(id, isLiked),
    retry: false,
    onSuccess: refresh,
  });
}

export function useReportComment() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportComment(id, { reason }),
    retry: false,
  });
}

// A target's comments (GET /api/comments), kept live: every event on the
// target's comments channel (a comment posted, edited, deleted or liked by
// anyone) refetches the list, so what others do shows without a reload.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommentPage, type CommentTargetType, commentsChannel } from '#shared/comments.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useRealtimeChannel } from '#web/lib/realtime.ts';

export const commentsKey = (targetType: CommentTargetType, targetId: string) => ['comments', targetType, targetId] as const;

export function commentsQueryOptions(targetType: CommentTargetType, targetId: string) {
  return queryOptions({
    queryKey: commentsKey(targetType, targetId),
    queryFn: ({ signal }) => apiGet<CommentPage>('/api/comments', { targetType, targetId }, signal),
  });
}

export function useComments(targetType: CommentTargetType, targetId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(commentsQueryOptions(targetType, targetId));
  const { status } = useRealtimeChannel(commentsChannel(targetType, targetId), {
    onEvent: () => void queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) }),
  });
  return { query, liveStatus: status };
}

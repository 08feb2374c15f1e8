// A target's comments (GET /api/comments), kept live: every event on the
// target's comments channel (a comment posted, edited, deleted or liked by
// anyone) refetches the list, so what others do shows without a reload. A
// snapshot after the first one (the connection or the server's database link
// came back) refetches too: events may have been missed in between.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type CommentPage, type CommentTargetType, commentsChannel } from '#shared/comments/contract.ts';
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
  const hasSnapshot = useRef(false);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: commentsKey(targetType, targetId) });
  const { status } = useRealtimeChannel(commentsChannel(targetType, targetId), {
    onEvent: refetch,
    onSnapshot: () => {
      if (hasSnapshot.current) refetch();
      hasSnapshot.current = true;
    },
  });
  return { query, liveStatus: status };
}

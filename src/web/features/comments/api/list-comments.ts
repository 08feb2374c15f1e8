// A target's comments, kept live: every event on the target's comments channel
// (a comment posted, edited, deleted or liked by anyone) refetches the list, so what others do shows without a reload. A
// snapshot after the first one (the connection or the server's database link
// came back) refetches too: events may have been missed in between.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { commentsChannel } from '#shared/comments/channel.ts';
import type { CommentTargetType } from '#shared/comments/targets.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRealtimeChannel } from '#web/lib/realtime.ts';
import { commentsKey, useRefreshComments } from './comments-keys.ts';

export function listComments(targetType: CommentTargetType, targetId: string, signal?: AbortSignal) {
  return callOperation(commentsApi.listComments, { query: { targetType, targetId } }, signal);
}

export function commentsQueryOptions(targetType: CommentTargetType, targetId: string) {
  return queryOptions({
    queryKey: commentsKey(targetType, targetId),
    queryFn: ({ signal }) => listComments(targetType, targetId, signal),
  });
}

export function useComments(targetType: CommentTargetType, targetId: string) {
  const query = useQuery(commentsQueryOptions(targetType, targetId));
  const hasSnapshot = useRef(false);
  const refresh = useRefreshComments(targetType, targetId);
  const refetch = () => void refresh();
  const { status } = useRealtimeChannel(commentsChannel(targetType, targetId), {
    onEvent: refetch,
    onSnapshot: () => {
      if (hasSnapshot.current) refetch();
      hasSnapshot.current = true;
    },
  });
  return { query, liveStatus: status };
}

// Takes back a like. The like button goes through useLikeComment
// (like-comment.ts) with isLiked false.
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function unlikeComment(id: string) {
  return callOperation(commentsApi.unlikeComment, { params: { id } });
}

// An admin's decision on a reported comment; the queue's lists and counts refresh after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDecisionInput } from '#shared/admin/moderation/contract.ts';
import * as moderationApi from '#shared/admin/moderation/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

export function decideOnComment(commentId: string, input: CommentDecisionInput) {
  return callOperation(moderationApi.decideOnComment, { params: { id: commentId }, body: input });
}

export function useDecideOnComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, input }: { commentId: string; input: CommentDecisionInput }) => decideOnComment(commentId, input),
    retry: false,
    // A refusal (409: another admin decided first) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

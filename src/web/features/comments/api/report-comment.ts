// Reports a comment to the admins, with a reason.
import { useMutation } from '@tanstack/react-query';
import type { ReportCommentInput } from '#shared/comments/contract.ts';
import * as commentsApi from '#shared/comments/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function reportComment(id: string, input: ReportCommentInput): Promise<void> {
  return callOperation(commentsApi.reportComment, { params: { id }, body: input });
}

export function useReportComment() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportComment(id, { reason }),
    retry: false,
  });
}

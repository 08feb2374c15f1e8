// Reported comments, grouped per comment, a page at a time (open first, oldest first).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQueueStatus } from '#shared/admin/moderation/contract.ts';
import * as moderationApi from '#shared/admin/moderation/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

export function listReportedComments(status: ReportQueueStatus, page: number, signal?: AbortSignal) {
  return callOperation(moderationApi.listReportedComments, { query: { status, page } }, signal);
}

export function reportedCommentsQueryOptions(status: ReportQueueStatus, page: number) {
  return queryOptions({
    queryKey: moderationKeys.reportedComments(status, page),
    queryFn: ({ signal }) => listReportedComments(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReportedComments(status: ReportQueueStatus, page: number) {
  return useQuery(reportedCommentsQueryOptions(status, page));
}

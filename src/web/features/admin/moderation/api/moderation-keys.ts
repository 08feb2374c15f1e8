// Query keys of the moderation queue: every list and count under one root, so a decision refreshes them all.
import type { ReportQueueStatus } from '#shared/admin/moderation/contract.ts';

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  counts: () => [...moderationKeys.all, 'counts'] as const,
  reportedComments: (status: ReportQueueStatus, page: number) =>
    [...moderationKeys.all, 'comment-reports', status, page] as const,
};

// Open items per kind of the moderation queue (the tabs' counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as moderationApi from '#shared/admin/moderation/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

export function getModerationCounts(signal?: AbortSignal) {
  return callOperation(moderationApi.getModerationCounts, {}, signal);
}

export function moderationCountsQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.counts(), queryFn: ({ signal }) => getModerationCounts(signal) });
}

export function useModerationCounts() {
  return useQuery(moderationCountsQueryOptions());
}

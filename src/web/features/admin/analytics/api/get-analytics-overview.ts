// The analytics page's figures for a period (one request), refetched when the
// admin comes back to the tab; the previous period's figures stay on screen
// (dimmed) while another period loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview } from '#shared/admin/analytics/contract.ts';
import * as analyticsApi from '#shared/admin/analytics/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type PeriodChoice, queryOf } from '../lib/analytics-period.ts';

export const adminAnalyticsKeys = {
  all: ['admin-analytics'] as const,
  overview: (choice: PeriodChoice) => [...adminAnalyticsKeys.all, 'overview', queryOf(choice)] as const,
};

export function getAnalyticsOverview(choice: PeriodChoice, signal?: AbortSignal): Promise<AnalyticsOverview> {
  return callOperation(analyticsApi.getAnalyticsOverview, { query: queryOf(choice) }, signal);
}

export const analyticsOverviewQueryOptions = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.overview(choice),
    queryFn: ({ signal }) => getAnalyticsOverview(choice, signal),
    placeholderData: keepPreviousData,
  });

export function useAnalyticsOverview(choice: PeriodChoice) {
  return useQuery(analyticsOverviewQueryOptions(choice));
}

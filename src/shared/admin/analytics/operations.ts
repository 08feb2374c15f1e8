// The admin analytics operations (contract.ts): admins only and read-only, so
// nothing here writes an audit entry.
import { defineOperation } from '../../operation.ts';
import { AnalyticsOverviewSchema, AnalyticsQuerySchema } from './contract.ts';

const tag = 'Admin';

export const getAnalyticsOverview = defineOperation({
  id: 'getAnalyticsOverview',
  method: 'get',
  path: '/api/admin/analytics',
  tag,
  summary: 'Page views per day, top pages, searches that found nothing, slow pages, event counts and the sign-up funnel',
  description:
    'For the last 7, 30 or 90 UTC days (period) or a from–to range of up to 366 days; the last 30 days by default. ' +
    'Finished days are read from the daily roll-up, the rest from the raw events.',
  guard: 'admin',
  query: AnalyticsQuerySchema,
  response: AnalyticsOverviewSchema,
});

export const exportAnalytics = defineOperation({
  id: 'exportAnalytics',
  method: 'get',
  path: '/api/admin/analytics/export',
  tag,
  summary: 'The daily counts of the period as CSV: day, type, key, count, signed-in users',
  description:
    'One row per UTC day, event type and key (the page, the text of a search that found nothing, or "(all)" for the day’s total), oldest first.',
  guard: 'admin',
  query: AnalyticsQuerySchema,
  produces: 'csv',
});

// The admin analytics over HTTP: the overview and its CSV, behind the admin guard
// (src/shared/admin/analytics/operations.ts). Both only read, so neither writes an
// audit entry; reading may start the daily roll-up when it is due, off the answer's path.
import { implement } from '#server/lib/operations.ts';
import { requestLog } from '#server/lib/every-request.ts';
import { rollUpAnalyticsWhenDue } from '#server/jobs/analytics-rollup.ts';
import * as api from '#shared/admin/analytics/operations.ts';
import { exportAnalyticsCsv, getAnalyticsOverview } from './analytics.service.ts';

export const analyticsAdminOperations = [
  implement(api.getAnalyticsOverview, async (c, { query }) => {
    const retentionDays = c.get('config').analyticsRetentionDays;
    const overview = await getAnalyticsOverview(c.get('db'), query, retentionDays);
    rollUpAnalyticsWhenDue(c.get('db'), retentionDays, requestLog(c));
    return overview;
  }),
  implement(api.exportAnalytics, async (c, { query }) => {
    const { from, to, csv } = await exportAnalyticsCsv(c.get('db'), query);
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="analytics-${from}-to-${to}.csv"`,
        'cache-control': 'no-store',
      },
    });
  }),
];

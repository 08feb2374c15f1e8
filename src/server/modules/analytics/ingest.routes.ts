// The ingest endpoint of the web app's usage events (recordAnalyticsEvents in
// src/shared/analytics/ingest.ts): public, behind the API's same-origin check
// like every POST, rate limited per client, and silent for browsers that send
// DNT or GPC. Each batch may also start the daily roll-up (jobs/analytics-rollup.ts).
import * as api from '#shared/analytics/ingest.ts';
import { getSessionUser } from '#server/auth/session.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { requestLog } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import { rollUpAnalyticsWhenDue } from '#server/jobs/analytics-rollup.ts';
import { asksNotToBeTracked, storeClientEvents } from './ingest.service.ts';

/**
 * Batches per client and minute. The web app sends one every few seconds while a
 * page is in use; a club or school behind one address shares the allowance.
 */
export const ANALYTICS_BATCHES = { name: 'analytics', limit: 120, windowMs: 60_000 };

export const analyticsIngestOperations = [
  implement(api.recordAnalyticsEvents, async (c, { body }) => {
    if (asksNotToBeTracked(c.req.raw.headers)) return undefined;
    const db = c.get('db');
    await enforceRateLimit(db, ANALYTICS_BATCHES, clientKey(getClientIp(c)));
    const user = await getSessionUser(c).catch(() => null);
    await storeClientEvents(db, user?.id ?? null, body.events);
    rollUpAnalyticsWhenDue(db, c.get('config').analyticsRetentionDays, requestLog(c));
    return undefined;
  }),
];

// Whether the request's visitor refused product statistics (issue: admin analytics;
// the privacy page): Do Not Track (`DNT: 1`), Global Privacy Control (`Sec-GPC: 1`),
// or the app's own switch in Settings, which the web app sends as `X-SDC-No-Analytics: 1`
// with every API request. Events the server records for an action (club_created, …)
// then stay unwritten, as the browser's own events do (src/web/lib/analytics.ts).
// Only a refusing request pays for the request-scoped store.
import { AsyncLocalStorage } from 'node:async_hooks';

export const NO_ANALYTICS_HEADER = 'x-sdc-no-analytics';

const refusing = new AsyncLocalStorage<true>();

export function refusesAnalytics(header: (name: string) => string | undefined): boolean {
  return header('dnt') === '1' || header('sec-gpc') === '1' || header(NO_ANALYTICS_HEADER) === '1';
}

/** Runs the rest of a request, a refusing one with the refusal in scope (analyticsRefusedNow). */
export function runHonouringAnalyticsChoice<T>(header: (name: string) => string | undefined, rest: () => T): T {
  return refusesAnalytics(header) ? refusing.run(true, rest) : rest();
}

/** True inside a request whose visitor refused statistics. */
export function analyticsRefusedNow(): boolean {
  return refusing.getStore() === true;
}

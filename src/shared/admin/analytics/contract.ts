// The admin area's analytics (spec section 2, "analytics"): for a period of UTC
// days, page views per day, the most viewed pages, searches that found nothing,
// slow page loads, event counts by type, and the funnel sign-up → onboarding
// completed → first debate joined → first ballot or result. The period is the
// last 7, 30 or 90 days, or any from–to range of up to ANALYTICS_PERIOD_MAX_DAYS.
// How each figure is counted is in docs/admin.md ("Analytics").
import { z } from 'zod';

export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_DEFAULT_PERIOD: AnalyticsPeriod = '30';
/** The longest from–to range, in days. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
/** Rows in each ranked table (top pages, empty searches, slow pages). */
export const ANALYTICS_TOP_ROWS = 20;

const DAY_MS = 86_400_000;
const isoDay = z.iso.date('A date, YYYY-MM-DD');

/** Either a period (7, 30 or 90 days up to today) or a from–to range; the last 30 days when neither is given. */
export const AnalyticsQuerySchema = z
  .strictObject({
    period: z.enum(ANALYTICS_PERIODS).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine(({ period, from, to }, ctx) => {
    if (period && (from || to)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Choose a period or a from–to range, not both' });
      return;
    }
    if ((from === undefined) !== (to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [from === undefined ? 'from' : 'to'],
        message: 'Give both the first and the last day',
      });
      return;
    }
    if (from && to) {
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes before the first' });
      else if (days > ANALYTICS_PERIOD_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${ANALYTICS_PERIOD_MAX_DAYS} days` });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** The period's first and last UTC day (inclusive), YYYY-MM-DD. */
export function analyticsRange(query: AnalyticsQuery, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const days = Number(query.period ?? ANALYTICS_DEFAULT_PERIOD);
  const from = new Date(Date.parse(today) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AnalyticsOverviewSchema = z.object({
  from: day,
  to: day,
  /** When the figures were read (the database's clock). */
  generatedAt: z.string(),
  /** Raw events are kept this many days; older days exist only as daily counts. */
  retentionDays: z.number().int().positive(),
  /** Page views per UTC day, every day of the period, oldest first. */
  viewsPerDay: z.array(z.object({ date: day, views: count })),
  /** The most viewed pages (path, without query string). */
  topPages: z.array(z.object({ page: z.string(), views: count })),
  /** Searches that found nothing, by their text (lower-cased), most frequent first. */
  emptySearches: z.array(z.object({ query: z.string(), count })),
  /** Pages whose load took longer than SLOW_PAGE_LOAD_MS, most frequent first. */
  slowPages: z.array(z.object({ page: z.string(), count })),
  /** Every event type seen in the period, with its count, most frequent first. */
  eventCounts: z.array(z.object({ type: z.string(), count })),
  /** Accounts created in the period, and how many of them went on to each next step (each step needs the ones before). */
  funnel: z.object({
    signedUp: count,
    onboarded: count,
    joinedDebate: count,
    ballotOrResult: count,
  }),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

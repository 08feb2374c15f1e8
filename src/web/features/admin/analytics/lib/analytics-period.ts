// The analytics page's period lives in the URL (?period=7|30|90, or ?from=&to=),
// so a view can be shared and survives a reload. Malformed values fall back to the
// default here rather than being sent to be refused; a well-formed range the server
// refuses (too long, reversed) comes back as its message.
import { ANALYTICS_DEFAULT_PERIOD, ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/admin/analytics/contract.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type PeriodChoice = { kind: 'period'; period: AnalyticsPeriod } | { kind: 'range'; from: string; to: string };

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
};

export function periodOf(search: URLSearchParams): PeriodChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && DATE.test(from) && DATE.test(to)) return { kind: 'range', from, to };
  const period = search.get('period');
  return {
    kind: 'period',
    period: ANALYTICS_PERIODS.includes(period as AnalyticsPeriod) ? (period as AnalyticsPeriod) : ANALYTICS_DEFAULT_PERIOD,
  };
}

/** The API's query for the choice. */
export function queryOf(choice: PeriodChoice): { period: AnalyticsPeriod } | { from: string; to: string } {
  return choice.kind === 'range' ? { from: choice.from, to: choice.to } : { period: choice.period };
}

/** The page's (and the CSV link's) query string for the choice; the default period leaves it empty. */
export function searchOf(choice: PeriodChoice): string {
  if (choice.kind === 'range') return `?${new URLSearchParams({ from: choice.from, to: choice.to })}`;
  return choice.period === ANALYTICS_DEFAULT_PERIOD ? '' : `?period=${choice.period}`;
}

/** The CSV link always names its period, so the file says what it holds. */
export function exportSearchOf(choice: PeriodChoice): string {
  return choice.kind === 'range' ? searchOf(choice) : `?period=${choice.period}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "5 Dec 2026" for "2026-12-05" (a UTC day, named as such wherever the viewer is). */
export const dayName = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const shortDayName = (date: string) => shortDayFormat.format(new Date(`${date}T00:00:00Z`));

/** "5 Dec 2026 – 11 Dec 2026" */
export const rangeName = (from: string, to: string) => (from === to ? dayName(from) : `${dayName(from)} – ${dayName(to)}`);

const wholeNumber = new Intl.NumberFormat('en');
export const formatCount = (n: number) => wholeNumber.format(n);

/** "42%" of the first step; "—" when there is no one to count. */
export function shareOf(part: number, whole: number): string {
  if (whole === 0) return '—';
  return `${Math.round((part / whole) * 100)}%`;
}

/** A sentence for the views chart: its total and busiest day. */
export function viewsSummary(days: readonly { date: string; views: number }[]): string {
  let total = 0;
  let peak: { date: string; views: number } | null = null;
  for (const day of days) {
    total += day.views;
    if (day.views > 0 && (!peak || day.views >= peak.views)) peak = day;
  }
  if (!peak) return 'No page views in this period.';
  const span = days.length === 1 ? 'one day' : `${days.length} days`;
  return `${formatCount(total)} page views in ${span}, most on ${dayName(peak.date)} (${formatCount(peak.views)}).`;
}

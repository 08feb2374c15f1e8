// What the dashboard's trend charts show: which series go together in a chart,
// their labels and colours, and the words that stand in for a chart (its
// summary sentence, its table's day labels). Pure, so the text alternative is
// tested without drawing anything.
import type { DashboardDay, DashboardSeries } from '#shared/admin/dashboard/contract.ts';

export interface TrendSeries {
  key: DashboardSeries;
  /** Plural noun, lower case: "sign-ups". */
  label: string;
  /** A stroke that keeps 3:1 against white (WCAG 1.4.11). */
  color: string;
}

export interface TrendChart {
  id: string;
  title: string;
  series: readonly TrendSeries[];
}

export const TREND_CHARTS: readonly TrendChart[] = [
  { id: 'people', title: 'Sign-ups', series: [{ key: 'signUps', label: 'sign-ups', color: '#4f46e5' }] },
  {
    id: 'debates',
    title: 'Debates',
    series: [
      { key: 'debatesCreated', label: 'debates created', color: '#4f46e5' },
      { key: 'debatesFinished', label: 'debates finished', color: '#0f766e' },
    ],
  },
  {
    id: 'email',
    title: 'E-mails',
    series: [
      { key: 'emailsSent', label: 'e-mails sent', color: '#0f766e' },
      { key: 'emailsFailed', label: 'e-mails failed', color: '#b91c1c' },
    ],
  },
  {
    id: 'attention',
    title: 'Reports and errors',
    series: [
      { key: 'reportsOpened', label: 'reports', color: '#b45309' },
      { key: 'errorReports', label: 'error reports', color: '#b91c1c' },
    ],
  },
];

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "5 Dec" for "2026-12-05": the trend's days are UTC days, named as such wherever the viewer is. */
export function dayLabel(date: string, locale?: string): string {
  const key = locale ?? '';
  let format = dayFormats.get(key);
  if (!format)
    dayFormats.set(key, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

const wholeNumber = new Intl.NumberFormat('en');
export const formatCount = (n: number) => wholeNumber.format(n);

/** The series' total over the trend, and its busiest day (the latest of equal ones); null when it is all zeros. */
export function seriesSummary(trend: readonly DashboardDay[], key: DashboardSeries) {
  let total = 0;
  let peak: { date: string; count: number } | null = null;
  for (const day of trend) {
    total += day[key];
    if (day[key] > 0 && (!peak || day[key] >= peak.count)) peak = { date: day.date, count: day[key] };
  }
  return { total, peak };
}

/** One sentence per chart, its caption and text alternative: "In the last 30 days: 412 sign-ups, most on 5 Dec (31)." */
export function chartSummary(chart: TrendChart, trend: readonly DashboardDay[], locale?: string): string {
  const parts = chart.series.map((series) => {
    const { total, peak } = seriesSummary(trend, series.key);
    const most = peak ? `, most on ${dayLabel(peak.date, locale)} (${formatCount(peak.count)})` : '';
    return `${formatCount(total)} ${series.label}${most}`;
  });
  return `In the last ${trend.length} days: ${parts.join('; ')}.`;
}

/** Whether every series of the chart is zero on every day. */
export function isChartEmpty(chart: TrendChart, trend: readonly DashboardDay[]): boolean {
  return chart.series.every((series) => trend.every((day) => day[series.key] === 0));
}

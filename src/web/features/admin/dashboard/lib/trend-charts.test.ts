import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '#shared/admin/dashboard/contract.ts';
import { chartSummary, dayLabel, isChartEmpty, seriesSummary, TREND_CHARTS } from './trend-charts.ts';

const day = (date: string, values: Partial<DashboardDay> = {}): DashboardDay => ({
  date,
  signUps: 0,
  debatesCreated: 0,
  debatesFinished: 0,
  emailsSent: 0,
  emailsFailed: 0,
  reportsOpened: 0,
  errorReports: 0,
  ...values,
});

const trend = [
  day('2026-11-28', { signUps: 3, emailsSent: 1200 }),
  day('2026-11-29', { signUps: 7 }),
  day('2026-11-30', { signUps: 7, debatesCreated: 2 }),
];
const chart = (id: string) => TREND_CHARTS.find((c) => c.id === id) as (typeof TREND_CHARTS)[number];

describe('trend charts', () => {
  it('names UTC days, whatever the viewer’s zone', () => {
    expect(dayLabel('2026-12-05', 'en-GB')).toBe('5 Dec');
    expect(dayLabel('2026-01-31', 'en-GB')).toBe('31 Jan');
  });

  it('totals a series and finds its busiest day, the latest of a tie', () => {
    expect(seriesSummary(trend, 'signUps')).toEqual({ total: 17, peak: { date: '2026-11-30', count: 7 } });
    expect(seriesSummary(trend, 'errorReports')).toEqual({ total: 0, peak: null });
  });

  it('says in one sentence what each chart shows', () => {
    expect(chartSummary(chart('people'), trend, 'en-GB')).toBe('In the last 3 days: 17 sign-ups, most on 30 Nov (7).');
    expect(chartSummary(chart('debates'), trend, 'en-GB')).toBe(
      'In the last 3 days: 2 debates created, most on 30 Nov (2); 0 debates finished.',
    );
    expect(chartSummary(chart('email'), trend, 'en-GB')).toBe(
      'In the last 3 days: 1,200 e-mails sent, most on 28 Nov (1,200); 0 e-mails failed.',
    );
  });

  it('knows a chart with nothing to draw', () => {
    expect(isChartEmpty(chart('attention'), trend)).toBe(true);
    expect(isChartEmpty(chart('debates'), trend)).toBe(false);
  });

  it('covers every series of the contract once', () => {
    const keys = TREND_CHARTS.flatMap((c) => c.series.map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      Object.keys(day('2026-01-01'))
        .filter((k) => k !== 'date')
        .sort(),
    );
  });
});

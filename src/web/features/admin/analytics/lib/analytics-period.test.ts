import { describe, expect, it } from 'vitest';
import { exportSearchOf, periodOf, queryOf, searchOf, shareOf, viewsSummary } from './analytics-period.ts';

const params = (query: string) => new URLSearchParams(query);

describe('periodOf', () => {
  it.each([
    ['', { kind: 'period', period: '30' }],
    ['?period=7', { kind: 'period', period: '7' }],
    ['?period=90', { kind: 'period', period: '90' }],
    ['?period=14', { kind: 'period', period: '30' }],
    ['?from=2026-01-01&to=2026-01-31', { kind: 'range', from: '2026-01-01', to: '2026-01-31' }],
    ['?from=2026-01-01', { kind: 'period', period: '30' }],
    ['?from=yesterday&to=today', { kind: 'period', period: '30' }],
  ])('reads %s', (query, choice) => {
    expect(periodOf(params(query))).toEqual(choice);
  });

  it('goes back and forth with the URL and the API', () => {
    const range = periodOf(params('?from=2026-01-01&to=2026-01-31'));
    expect(periodOf(params(searchOf(range)))).toEqual(range);
    expect(queryOf(range)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(searchOf({ kind: 'period', period: '30' })).toBe('');
    expect(exportSearchOf({ kind: 'period', period: '30' })).toBe('?period=30');
    expect(queryOf({ kind: 'period', period: '7' })).toEqual({ period: '7' });
  });
});

describe('the words beside the charts', () => {
  it('says the total and the busiest day, or that there was nothing', () => {
    expect(
      viewsSummary([
        { date: '2026-12-04', views: 0 },
        { date: '2026-12-05', views: 1200 },
        { date: '2026-12-06', views: 3 },
      ]),
    ).toBe('1,203 page views in 3 days, most on 5 Dec 2026 (1,200).');
    expect(viewsSummary([{ date: '2026-12-04', views: 0 }])).toBe('No page views in this period.');
  });

  it('gives shares of the first funnel step', () => {
    expect(shareOf(1, 3)).toBe('33%');
    expect(shareOf(0, 0)).toBe('—');
  });
});

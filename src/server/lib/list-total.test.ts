import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '#shared/constants.ts';
import { countLimitFor, pageOf, pageTextOf } from './list-total.ts';

describe('countLimitFor', () => {
  it.each([
    [1, 20, LIST_TOTAL_CAP + 1],
    [50, 20, LIST_TOTAL_CAP + 1],
    // Past the cap, the count reaches one past the page read, so a next page shows.
    [51, 20, 51 * 20 + 1],
    [20, 100, 20 * 100 + 1],
  ])('page %i of %i reads at most %i rows', (page, limit, expected) => {
    expect(countLimitFor({ page, limit })).toBe(expected);
  });
});

describe('pageOf', () => {
  const query = { page: 2, limit: 20 };

  it('reports an exact total below the count limit', () => {
    expect(pageOf(['a'], query, 21)).toEqual({ items: ['a'], page: 2, limit: 20, total: 21, totalCapped: false });
    expect(pageOf([], query, LIST_TOTAL_CAP)).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: false });
  });

  it('reports the cap, and that there are more, when the count reached its limit', () => {
    expect(pageOf([], query, LIST_TOTAL_CAP + 1)).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(pageOf([], { page: 60, limit: 20 }, 1201)).toMatchObject({ total: 1200, totalCapped: true });
    expect(pageOf([], { page: 60, limit: 20 }, 1200)).toMatchObject({ total: 1200, totalCapped: false });
  });
});

describe('pageTextOf', () => {
  it('writes the page pageOf answers, around items the database wrote', () => {
    const query = { page: 1, limit: 20 };
    const items = [{ id: 'a', startsAt: '2026-11-26T11:00:00.000Z' }];
    expect(JSON.parse(pageTextOf(JSON.stringify(items), query, LIST_TOTAL_CAP + 1).text)).toEqual(
      pageOf(items, query, LIST_TOTAL_CAP + 1),
    );
    expect(JSON.parse(pageTextOf('[]', query, 0).text)).toEqual(pageOf([], query, 0));
  });
});

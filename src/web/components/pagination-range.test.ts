import { describe, expect, it } from 'vitest';
import { pageBounds, pageCount, paginationRange, totalText } from './pagination-range.ts';

describe('pageCount', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [8, 3, 3],
    [5, 0, 0],
  ])('%i items by %i is %i pages', (total, limit, expected) => {
    expect(pageCount(total, limit)).toBe(expected);
  });
});

describe('paginationRange', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [50, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it('always shows the same number of items once pages are gapped', () => {
    for (let page = 1; page <= 30; page++) expect(paginationRange(page, 30)).toHaveLength(7);
  });
});

describe('pageBounds', () => {
  it('gives the first and last position on a page', () => {
    expect(pageBounds(1, 20, 8)).toEqual({ from: 1, to: 8 });
    expect(pageBounds(2, 3, 8)).toEqual({ from: 4, to: 6 });
    expect(pageBounds(3, 3, 8)).toEqual({ from: 7, to: 8 });
  });

  it('is empty past the end or with no items', () => {
    expect(pageBounds(4, 3, 8)).toEqual({ from: 0, to: 0 });
    expect(pageBounds(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('totalText', () => {
  it('groups thousands and marks a total where counting stopped', () => {
    expect(totalText(8)).toBe('8');
    expect(totalText(1250)).toBe('1,250');
    expect(totalText(1000, true)).toBe('1,000+');
  });

  it('writes every total as Intl.NumberFormat("en") does', () => {
    const intl = new Intl.NumberFormat('en');
    for (const total of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, 2 ** 53 - 1]) {
      expect(totalText(total)).toBe(intl.format(total));
    }
  });
});

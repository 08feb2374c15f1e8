import { describe, expect, it } from 'vitest';
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import { ERROR_REPORT_BREADCRUMBS } from '#shared/constants.ts';
import { breadcrumbs, createBreadcrumbTrail } from './breadcrumbs.ts';

const nav = (i: number): Breadcrumb => ({ type: 'navigation', at: i, path: `/p${i}` });

describe('createBreadcrumbTrail', () => {
  it('lists what it holds, oldest first', () => {
    const trail = createBreadcrumbTrail(3);
    expect(trail.list()).toEqual([]);
    trail.add(nav(1));
    trail.add(nav(2));
    expect(trail.list()).toEqual([nav(1), nav(2)]);
  });

  it('keeps only the newest `capacity`, oldest first, however often it wraps', () => {
    const trail = createBreadcrumbTrail(3);
    for (let i = 1; i <= 10; i++) {
      trail.add(nav(i));
      const expected = Array.from({ length: Math.min(i, 3) }, (_, k) => nav(i - Math.min(i, 3) + 1 + k));
      expect(trail.list()).toEqual(expected);
    }
  });

  it('hands out a copy', () => {
    const trail = createBreadcrumbTrail(2);
    trail.add(nav(1));
    trail.list().push(nav(9));
    expect(trail.list()).toEqual([nav(1)]);
  });

  it('keeps the spec’s 100 in the app’s trail', () => {
    expect(ERROR_REPORT_BREADCRUMBS).toBe(100);
    for (let i = 0; i < 250; i++) breadcrumbs.add(nav(i));
    const list = breadcrumbs.list();
    expect(list).toHaveLength(100);
    expect(list[0]).toEqual(nav(150));
    expect(list[99]).toEqual(nav(249));
  });
});

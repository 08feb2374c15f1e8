import { describe, expect, it } from 'vitest';
import { countCategories, inCategory } from './topic-categories.ts';

describe('countCategories', () => {
  it('counts each category once, ignoring case and spaces, A to Z', () => {
    expect(
      countCategories([
        { category: 'Economy' },
        { category: 'Democracy' },
        { category: 'economy ' },
        { category: '' },
        { category: 'Health' },
      ]),
    ).toEqual([
      { category: 'Democracy', count: 1 },
      { category: 'Economy', count: 2 },
      { category: 'Health', count: 1 },
    ]);
  });
});

describe('inCategory', () => {
  it('matches without regard to case or surrounding spaces', () => {
    expect(inCategory({ category: 'Democracy' }, ' democracy')).toBe(true);
    expect(inCategory({ category: 'Democracy' }, 'Economy')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countCategories, inCategory } from './topic-categories.ts';

describe('countCategories', () => {
  it('counts each category once, ignoring case and spaces, A to Z', () => {
    expect(
      countCategories([
        { category: 'Economy and work' },
        { category: 'Democracy and elections' },
        { category: 'economy and work ' },
        { category: '' },
        { category: 'Health' },
      ]),
    ).toEqual([
      { category: 'Democracy and elections', count: 1 },
      { category: 'Economy and work', count: 2 },
      { category: 'Health', count: 1 },
    ]);
  });

  it('puts an area’s id, label and older short name under one chip, named by the label', () => {
    expect(
      countCategories([{ category: 'Democracy' }, { category: 'Democracy and elections' }, { category: 'democracy' }]),
    ).toEqual([{ category: 'Democracy and elections', count: 3 }]);
  });

  it('keeps a category that names no civic area as it is', () => {
    expect(countCategories([{ category: 'Space' }])).toEqual([{ category: 'Space', count: 1 }]);
  });
});

describe('inCategory', () => {
  it('matches without regard to case or surrounding spaces', () => {
    expect(inCategory({ category: 'Democracy and elections' }, ' democracy and elections')).toBe(true);
    expect(inCategory({ category: 'Democracy and elections' }, 'Economy and work')).toBe(false);
  });

  it('matches an older link that names the area by its short name', () => {
    expect(inCategory({ category: 'Housing and cities' }, 'Housing')).toBe(true);
  });
});

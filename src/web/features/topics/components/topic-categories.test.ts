import { describe, expect, it } from 'vitest';
import { categoryInLink, countCategories, inCategory, isShownCategory } from './topic-categories.ts';

const interests = [
  { id: 'democracy', label: 'Democracy and elections', retired: false },
  { id: 'housing', label: 'Housing and cities', retired: true },
];

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

  it('keeps a category that names no interest as it is', () => {
    expect(countCategories([{ category: 'Space' }])).toEqual([{ category: 'Space', count: 1 }]);
  });
});

describe('inCategory', () => {
  it('matches without regard to case or surrounding spaces', () => {
    expect(inCategory({ category: 'Democracy and elections' }, ' democracy and elections')).toBe(true);
    expect(inCategory({ category: 'Democracy and elections' }, 'Economy and work')).toBe(false);
  });
});

describe('categoryInLink', () => {
  it('turns an older link’s interest id, in any case, into the interest’s label (a retired one’s too)', () => {
    expect(categoryInLink('democracy', interests)).toBe('Democracy and elections');
    expect(categoryInLink('Housing', interests)).toBe('Housing and cities');
  });

  it('keeps a label, an unknown text, or anything while the vocabulary is not there', () => {
    expect(categoryInLink('Health', interests)).toBe('Health');
    expect(categoryInLink('democracy', undefined)).toBe('democracy');
  });
});

describe('isShownCategory', () => {
  it('says whether a link’s category is one of the chips', () => {
    const chips = countCategories([{ category: 'Democracy and elections' }]);
    expect(isShownCategory(chips, 'democracy and elections')).toBe(true);
    expect(isShownCategory(chips, 'democracy')).toBe(false);
  });
});

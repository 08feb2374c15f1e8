import { describe, expect, it } from 'vitest';
import { interestChoices, interestLabelOf } from './interests.ts';

const vocabulary = [
  { id: 'democracy', label: 'Democracy and elections', retired: false },
  { id: 'housing', label: 'Housing and cities', retired: true },
  { id: 'space-and-science', label: 'Space and science', retired: false },
];

describe('interestLabelOf', () => {
  it('names an id by its interest’s label, a retired one’s too, else by the id itself', () => {
    expect(interestLabelOf(vocabulary, 'democracy')).toBe('Democracy and elections');
    expect(interestLabelOf(vocabulary, 'housing')).toBe('Housing and cities');
    expect(interestLabelOf(vocabulary, 'astrology')).toBe('astrology');
    expect(interestLabelOf(undefined, 'democracy')).toBe('democracy');
  });
});

describe('interestChoices', () => {
  it('offers the live interests only, for a new choice', () => {
    expect(interestChoices(vocabulary, []).map((interest) => interest.id)).toEqual(['democracy', 'space-and-science']);
  });

  it('adds what the record holds that is no longer offered, once, so it can be kept', () => {
    expect(interestChoices(vocabulary, ['housing', 'democracy', 'astrology', 'housing'])).toEqual([
      vocabulary[0],
      vocabulary[2],
      { id: 'housing', label: 'Housing and cities', retired: true },
      { id: 'astrology', label: 'astrology', retired: true },
    ]);
  });
});

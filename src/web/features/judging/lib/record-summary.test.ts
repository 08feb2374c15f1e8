import { describe, expect, it } from 'vitest';
import { ballotsText, hasNoRatedDebates, winLossText } from './record-summary.ts';

const rating = { mu: 27, sigma: 6, ordinal: 9, ratedDebates: 2, provisional: true };

describe('hasNoRatedDebates', () => {
  it('is true only without a rating, debates or recent results', () => {
    expect(hasNoRatedDebates({ rating: null, debates: 0, recent: [] })).toBe(true);
    expect(hasNoRatedDebates({ rating, debates: 2, recent: [] })).toBe(false);
    expect(hasNoRatedDebates({ rating: null, debates: 1, recent: [] })).toBe(false);
  });
});

describe('winLossText and ballotsText', () => {
  it('count in words', () => {
    expect(winLossText({ wins: 3, losses: 1, debates: 4 })).toBe('3 wins, 1 loss in 4 rated debates');
    expect(winLossText({ wins: 1, losses: 0, debates: 1 })).toBe('1 win, 0 losses in 1 rated debate');
    expect(ballotsText(1)).toBe('1 ballot');
    expect(ballotsText(0)).toBe('0 ballots');
  });
});

import { describe, expect, it } from 'vitest';
import * as shared from '#shared/judging/contract.ts';
import {
  calibrationText,
  feedbackHiddenText,
  feedbackText,
  formatOrdinal,
  formatRating,
  JUDGE_FEEDBACK_MIN_RESPONSES,
  ordinalSuffix,
  outcomeText,
  provisionalText,
  RATING_PROVISIONAL_DEBATES,
  RATING_START,
  ratedDebatesText,
} from './rating-text.ts';

describe('the rules written out for the page', () => {
  it('agree with the shared contract', () => {
    expect(RATING_PROVISIONAL_DEBATES).toBe(shared.RATING_PROVISIONAL_DEBATES);
    expect(JUDGE_FEEDBACK_MIN_RESPONSES).toBe(shared.JUDGE_FEEDBACK_MIN_RESPONSES);
  });
});

describe('formatRating', () => {
  it.each([
    [{ mu: 31.234, sigma: 4.06 }, '31.2 ± 4.1'],
    [RATING_START, '25.0 ± 8.3'],
    [{ mu: 0.04, sigma: 0 }, '0.0 ± 0.0'],
    [{ mu: -0.04, sigma: 1.25 }, '0.0 ± 1.3'],
    [{ mu: 19.95, sigma: 2 }, '20.0 ± 2.0'],
  ])('%j reads %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });
});

describe('formatOrdinal', () => {
  it('writes a negative estimate with a minus sign', () => {
    expect(formatOrdinal(18.94)).toBe('18.9');
    expect(formatOrdinal(-0.01)).toBe('0.0');
    expect(formatOrdinal(RATING_START.mu - 3 * RATING_START.sigma)).toBe('0.0');
    expect(formatOrdinal(-3.26)).toBe('−3.3');
  });
});

describe('ratedDebatesText and provisionalText', () => {
  it('count rated debates and the ones still needed', () => {
    expect(ratedDebatesText(1)).toBe('1 rated debate');
    expect(ratedDebatesText(0)).toBe('0 rated debates');
    expect(provisionalText(3)).toBe('Provisional: 3 rated debates of the 10 needed; 7 to go');
    expect(provisionalText(12)).toContain('0 to go');
  });
});

describe('feedbackText', () => {
  it('shows an average only from the minimum of responses', () => {
    expect(feedbackText(4.25, 3)).toBe('4.3 / 5');
    expect(feedbackText(4.25, 2)).toBeNull();
    expect(feedbackText(null, 7)).toBeNull();
    expect(feedbackHiddenText(0)).toBe('No feedback yet');
    expect(feedbackHiddenText(2)).toBe('Hidden until 3 responses (2 so far)');
  });

  it('shows calibration to one decimal, or nothing', () => {
    expect(calibrationText(82.46)).toBe('82.5');
    expect(calibrationText(null)).toBeNull();
  });
});

describe('outcomeText', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ])('place %i is %s', (place, text) => {
    expect(ordinalSuffix(place)).toBe(text);
  });

  it('names a place for BP and won or lost for two sides', () => {
    expect(outcomeText({ won: null, place: 1 })).toEqual({ text: '1st place', tone: 'success' });
    expect(outcomeText({ won: null, place: 3 })).toEqual({ text: '3rd place', tone: 'brand' });
    expect(outcomeText({ won: true, place: null })).toEqual({ text: 'Won', tone: 'success' });
    expect(outcomeText({ won: false, place: null })).toEqual({ text: 'Lost', tone: 'neutral' });
    expect(outcomeText({ won: null, place: null })).toEqual({ text: 'No decision', tone: 'neutral' });
  });
});

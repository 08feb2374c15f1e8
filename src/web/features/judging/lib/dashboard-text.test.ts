import { describe, expect, it } from 'vitest';
import { calibrationText, calibrationValue, feedbackText } from './dashboard-text.ts';

describe('feedbackText', () => {
  it('hides the average below the minimum of responses', () => {
    expect(feedbackText({ responses: 2, average: null })).toEqual({
      value: '—',
      detail: 'Appears after 3 responses (2 so far)',
    });
  });

  it('shows the average with one decimal and the count', () => {
    expect(feedbackText({ responses: 1, average: 4 })).toEqual({ value: '4.0 / 5', detail: 'From 1 response' });
    expect(feedbackText({ responses: 7, average: 4.266 })).toEqual({ value: '4.3 / 5', detail: 'From 7 responses' });
  });
});

describe('calibration', () => {
  it('reads a score out of 100', () => {
    expect(calibrationValue(82.45)).toBe('82.5 / 100');
    expect(calibrationValue(null)).toBe('Not yet');
  });

  it('summarises the average over the ballots', () => {
    expect(calibrationText({ ballots: 3, average: 70 })).toEqual({ value: '70.0 / 100', detail: 'Over 3 ballots' });
    expect(calibrationText({ ballots: 0, average: null }).value).toBe('—');
  });
});

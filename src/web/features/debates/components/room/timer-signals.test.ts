import { describe, expect, it } from 'vitest';
import { formatClock } from './timer-signals.ts';

describe('formatClock', () => {
  it.each([
    [420_000, '7:00'],
    [419_001, '7:00'],
    [65_000, '1:05'],
    [500, '0:01'],
    [0, '0:00'],
    [-500, '+0:00'],
    [-12_400, '+0:12'],
    [-61_000, '+1:01'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { savedAgo } from './saved-on-device.tsx';

describe('savedAgo', () => {
  const now = 1_800_000_000_000;
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [12 * 60_000, '12 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 60 * 60_000, '5 hours ago'],
    [3 * 24 * 60 * 60_000, '3 days ago'],
    [-5000, 'just now'],
  ])('%i ms ago reads "%s"', (age, text) => {
    expect(savedAgo(now - age, now)).toBe(text);
  });
});

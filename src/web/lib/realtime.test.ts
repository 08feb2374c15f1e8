import { describe, expect, it } from 'vitest';
import { bestOffset, clockSample, reconnectDelay } from './realtime.ts';

describe('clock estimate', () => {
  it('takes the server time as half-way through the round trip', () => {
    expect(clockSample(1000, 5100, 1200)).toEqual({ offset: 4000, roundTrip: 200 });
  });

  it('trusts the sample with the shortest round trip', () => {
    expect(bestOffset([clockSample(0, 600, 1000), clockSample(2000, 2540, 2080), clockSample(3000, 3700, 3900)])).toBe(500);
    expect(bestOffset([])).toBe(0);
  });
});

describe('reconnect delay', () => {
  it('starts at 250 ms, doubles, and stops at 1 s (back within a second of the server)', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([250, 500, 1000, 1000, 1000]);
  });
});

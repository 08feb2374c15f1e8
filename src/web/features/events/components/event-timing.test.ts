import { describe, expect, it } from 'vitest';
import { eventTiming } from './event-timing.ts';

const event = { dateStart: '2026-12-04T10:00:00Z', dateEnd: '2026-12-04T18:00:00Z' };

describe('eventTiming', () => {
  it('is upcoming before the start', () => {
    expect(eventTiming(event, Date.parse('2026-12-04T09:59:00Z'))).toBe('upcoming');
  });

  it('is ongoing from the start until the end', () => {
    expect(eventTiming(event, Date.parse('2026-12-04T10:00:00Z'))).toBe('ongoing');
    expect(eventTiming(event, Date.parse('2026-12-04T18:00:00Z'))).toBe('ongoing');
  });

  it('has ended after the end', () => {
    expect(eventTiming(event, Date.parse('2026-12-04T18:00:01Z'))).toBe('ended');
  });
});

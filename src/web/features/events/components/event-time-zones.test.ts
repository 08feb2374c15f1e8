import { describe, expect, it } from 'vitest';
import { eventTimeLabels, zoneDiffers } from './event-time-zones.ts';

describe('eventTimeLabels', () => {
  const start = '2026-12-05T10:00:00.000Z';
  const end = '2026-12-05T18:00:00.000Z';

  it('shows the event zone, and the viewer zone when the clocks differ', () => {
    expect(eventTimeLabels(start, end, 'Europe/London', 'Europe/Paris')).toEqual({
      event: 'Sat 5 Dec, 10:00–18:00 (Europe/London)',
      viewer: 'Sat 5 Dec, 11:00–19:00 your time (Europe/Paris)',
    });
  });

  it('shows one label when the viewer keeps the same clock', () => {
    expect(eventTimeLabels(start, end, 'Europe/London', 'UTC').viewer).toBeNull();
  });

  it('names both days of an event over midnight', () => {
    expect(eventTimeLabels(start, '2026-12-06T16:00:00.000Z', 'UTC', 'UTC').event).toBe(
      'Sat 5 Dec 10:00 – Sun 6 Dec 16:00 (UTC)',
    );
  });

  it('tells zones apart by their clocks at the instant', () => {
    expect(zoneDiffers('Europe/London', 'Africa/Abidjan', new Date(start))).toBe(false);
    expect(zoneDiffers('Europe/London', 'America/New_York', new Date(start))).toBe(true);
  });
});

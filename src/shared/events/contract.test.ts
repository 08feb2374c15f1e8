import { describe, expect, it } from 'vitest';
import {
  CreateEventInputSchema,
  EVENT_TEMPLATES,
  eventFromTemplate,
  formatCheckInCode,
  getEventTemplate,
  normalizeCheckInCode,
  placesToFill,
  rsvpOutcome,
  waitlistOrder,
} from './contract.ts';

describe('waitlist rules', () => {
  it.each([
    [null, 500, 'going'],
    [2, 0, 'going'],
    [2, 1, 'going'],
    [2, 2, 'waitlisted'],
    [2, 3, 'waitlisted'],
  ] as const)('capacity %s with %s going → %s', (capacity, going, outcome) => {
    expect(rsvpOutcome(capacity, going)).toBe(outcome);
  });

  it('orders the waitlist first come first served, the user id breaking ties', () => {
    const rows = [
      { userId: 'c', createdAt: '2026-01-01T10:00:02Z' },
      { userId: 'b', createdAt: '2026-01-01T10:00:01Z' },
      { userId: 'a', createdAt: '2026-01-01T10:00:02Z' },
    ];
    expect(waitlistOrder(rows).map((r) => r.userId)).toEqual(['b', 'a', 'c']);
  });

  it.each([
    [2, 1, 3, 1],
    [5, 1, 2, 2],
    [2, 2, 4, 0],
    [null, 10, 3, 3],
  ] as const)('capacity %s, %s going, %s waiting → promote %s', (capacity, going, waiting, promote) => {
    expect(placesToFill(capacity, going, waiting)).toBe(promote);
  });

  it('reads a typed check-in code in any case, with or without the dash', () => {
    expect(normalizeCheckInCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(formatCheckInCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});

describe('templates', () => {
  it('prefill a valid event from the start, with the schedule inside it', () => {
    const start = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    for (const template of EVENT_TEMPLATES) {
      const values = eventFromTemplate(template, start, 'Europe/London');
      expect(values.templateId).toBe(template.id);
      expect(values.dateStart).toBe(start);
      const parsed = CreateEventInputSchema.safeParse(values);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('place the tournament day activities at their offsets', () => {
    const template = getEventTemplate('tournament-day');
    if (!template) throw new Error('missing template');
    const values = eventFromTemplate(template, '2030-06-01T09:00:00.000Z', 'UTC');
    expect(values.dateEnd).toBe('2030-06-01T18:00:00.000Z');
    expect(values.activities[1]).toMatchObject({ title: 'Round 1', kind: 'debate', startsAt: '2030-06-01T09:30:00.000Z' });
    expect(getEventTemplate('nope')).toBeUndefined();
  });
});

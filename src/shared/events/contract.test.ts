import { describe, expect, it } from 'vitest';
import {
  CreateEventInputSchema,
  EVENT_MESSAGES,
  EVENT_TEMPLATES,
  eventFromTemplate,
  UpdateEventInputSchema,
  updateEventInputSchemaFrom,
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
      // Everything but the place, which only the organizer knows.
      expect(CreateEventInputSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'))).toEqual(['location']);
      const parsed = CreateEventInputSchema.safeParse({ ...values, location: 'Central Library' });
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

describe('the rules an event shares with debates', () => {
  const HOUR = 3600_000;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const valid = {
    title: 'Spring practice day',
    description: 'Rounds in the morning, a workshop after lunch.',
    venueType: 'in-person',
    location: 'Town Hall',
    dateStart: at(48),
    dateEnd: at(56),
  };
  const fieldErrors = (
    schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
    input: unknown,
  ) => Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('accepts a complete event', () => {
    expect(fieldErrors(CreateEventInputSchema, valid)).toEqual({});
  });

  it('refuses an event given only a title, naming every missing field at once', () => {
    const errors = fieldErrors(CreateEventInputSchema, {
      title: 'Only a title',
      venueType: 'in-person',
      dateStart: at(48),
      dateEnd: at(56),
    });
    expect(errors).toEqual({
      description: 'Enter a description',
      location: EVENT_MESSAGES.locationRequired,
    });
  });

  it.each([
    [{ title: 'Tiny' }, 'title', 'Title must be at least 5 characters'],
    [{ description: 'Too short to say.' }, 'description', 'Description must be at least 20 characters'],
    [{ description: '   ' }, 'description', 'Description must be at least 20 characters'],
    [{ location: '' }, 'location', EVENT_MESSAGES.locationRequired],
    [{ location: null }, 'location', EVENT_MESSAGES.locationRequired],
    [{ location: 'Hq' }, 'location', 'Location must be at least 3 characters'],
    [{ venueType: 'hybrid', location: '' }, 'location', EVENT_MESSAGES.locationRequired],
    [{ dateStart: at(-1), dateEnd: at(3) }, 'dateStart', EVENT_MESSAGES.startInFuture],
    [{ dateEnd: at(47) }, 'dateEnd', EVENT_MESSAGES.endAfterStart],
    [{ dateEnd: valid.dateStart }, 'dateEnd', EVENT_MESSAGES.endAfterStart],
  ] as const)('refuses %j on %s', (overrides, field, message) => {
    expect(fieldErrors(CreateEventInputSchema, { ...valid, ...overrides })[field]).toBe(message);
  });

  it('lets a virtual event go without a location or a link, as debates do', () => {
    expect(fieldErrors(CreateEventInputSchema, { ...valid, venueType: 'virtual', location: '' })).toEqual({});
    expect(fieldErrors(CreateEventInputSchema, { ...valid, venueType: 'virtual', location: 'Hq' }).location).toBe(
      'Location must be at least 3 characters',
    );
  });

  it('applies the same field rules to edits', () => {
    expect(fieldErrors(UpdateEventInputSchema, { ...valid, location: null }).location).toBe(EVENT_MESSAGES.locationRequired);
    expect(fieldErrors(UpdateEventInputSchema, { ...valid, description: 'short' }).description).toBeDefined();
  });

  it('keeps the start of an event already under way through an edit, but refuses moving a start into the past', () => {
    const running = { ...valid, dateStart: at(-2), dateEnd: at(3) };
    // The start as stored, to the millisecond, or as the form sends it back (to the minute).
    expect(fieldErrors(updateEventInputSchemaFrom(running.dateStart), running)).toEqual({});
    const storedWithSeconds = new Date(Date.parse(running.dateStart) + 30_000).toISOString();
    expect(fieldErrors(updateEventInputSchemaFrom(storedWithSeconds), running)).toEqual({});
    expect(fieldErrors(updateEventInputSchemaFrom(at(-1)), running).dateStart).toBe(EVENT_MESSAGES.startInFuture);
    // A future start may always be moved to another future time.
    expect(fieldErrors(updateEventInputSchemaFrom(at(24)), valid)).toEqual({});
    // Without a stored start (the plain schema), the start is not checked: the server checks it on the stored row.
    expect(fieldErrors(UpdateEventInputSchema, running)).toEqual({});
  });
});

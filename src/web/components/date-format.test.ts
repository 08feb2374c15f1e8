import { describe, expect, it } from 'vitest';
import * as dates from './date-format.ts';

// ICU versions differ in the spaces they use (thin, narrow no-break); compare words, not space kinds.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
const formatDateTime = (...args: Parameters<typeof dates.formatDateTime>) => plain(dates.formatDateTime(...args));
const formatDate = (...args: Parameters<typeof dates.formatDate>) => plain(dates.formatDate(...args));
const formatDateTimeRange = (...args: Parameters<typeof dates.formatDateTimeRange>) => plain(dates.formatDateTimeRange(...args));
const { calendarTile } = dates;

const london = { locale: 'en-GB', timeZone: 'Europe/London' };
const newYork = { locale: 'en-US', timeZone: 'America/New_York' };

describe('formatDateTime', () => {
  it('writes the instant in the given locale and time zone', () => {
    expect(formatDateTime('2026-12-05T18:30:00Z', london)).toBe('Sat, 5 Dec 2026, 18:30');
    expect(formatDateTime('2026-12-05T18:30:00Z', newYork)).toBe('Sat, Dec 5, 2026, 1:30 PM');
  });

  it('can name the time zone', () => {
    expect(formatDateTime('2026-07-05T18:30:00Z', { ...london, withTimeZone: true })).toBe('Sun, 5 Jul 2026, 19:30 BST');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', london)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes the day only', () => {
    expect(formatDate('2026-11-22T23:30:00Z', london)).toBe('22 November 2026');
    // The same instant is already the next day further east.
    expect(formatDate('2026-11-22T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('23 November 2026');
  });
});

describe('formatDateTimeRange', () => {
  it('writes the date once for a span within one day', () => {
    expect(formatDateTimeRange('2026-12-04T10:00:00Z', '2026-12-04T18:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      'Fri, 4 Dec 2026, 10:00–18:00',
    );
  });

  it('writes both dates for a span over several days', () => {
    expect(formatDateTimeRange('2026-12-18T09:00:00Z', '2026-12-19T15:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      'Fri, 18 Dec 2026, 09:00 – Sat, 19 Dec 2026, 15:00',
    );
  });

  it('falls back to the start alone when the end is missing or not after it', () => {
    const utc = { locale: 'en-GB', timeZone: 'UTC' };
    expect(formatDateTimeRange('2026-12-04T10:00:00Z', 'bad', utc)).toBe('Fri, 4 Dec 2026, 10:00');
    expect(formatDateTimeRange('2026-12-04T10:00:00Z', '2026-12-04T10:00:00Z', utc)).toBe('Fri, 4 Dec 2026, 10:00');
  });
});

describe('calendarTile', () => {
  it('gives the month and day in the time zone', () => {
    expect(calendarTile('2026-12-31T23:30:00Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toEqual({
      month: 'Jan',
      day: '1',
    });
  });
});

const { zonedWallTimeToIso, isoToZonedWallTime } = dates;

describe('wall-clock times in a time zone', () => {
  it.each([
    ['2026-12-05T18:30', 'Europe/Berlin', '2026-12-05T17:30:00.000Z'],
    ['2026-07-05T18:30', 'Europe/Berlin', '2026-07-05T16:30:00.000Z'],
    ['2026-12-05T18:30', 'UTC', '2026-12-05T18:30:00.000Z'],
    ['2026-12-05T09:00', 'America/New_York', '2026-12-05T14:00:00.000Z'],
    ['2026-12-05T09:00', 'Asia/Kolkata', '2026-12-05T03:30:00.000Z'],
  ])('%s in %s is %s, and back', (local, zone, iso) => {
    expect(zonedWallTimeToIso(local, zone)).toBe(iso);
    expect(isoToZonedWallTime(iso, zone)).toBe(local);
  });

  it('refuses text that is not a time', () => {
    expect(zonedWallTimeToIso('tomorrow', 'UTC')).toBeNull();
    expect(isoToZonedWallTime('nope', 'UTC')).toBe('');
  });
});

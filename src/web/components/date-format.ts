// Dates and times shown in the viewer's locale and time zone. The API sends
// ISO instants; Intl turns them into local wall-clock text. Locale and time zone
// are parameters only so tests can pin them; pages leave them to the browser.

export interface DateFormatOptions {
  locale?: string | readonly string[];
  timeZone?: string;
  /** Adds the short time zone name (CET, GMT+1), for pages where the zone matters. */
  withTimeZone?: boolean;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(parts: Intl.DateTimeFormatOptions, { locale, timeZone, withTimeZone }: DateFormatOptions) {
  const options: Intl.DateTimeFormatOptions = { ...parts, timeZone };
  if (withTimeZone) options.timeZoneName = 'short';
  const key = JSON.stringify([locale, options]);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale as string | string[] | undefined, options);
    formatters.set(key, cached);
  }
  return cached;
}

export function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Sat, 5 Dec 2026, 18:30" (in en-GB). */
export function formatDateTime(value: string | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? formatter({ ...DATE_PARTS, ...TIME_PARTS }, options).format(date) : '';
}

/** "5 Dec 2026" (in en-GB). */
export function formatDate(value: string | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? formatter({ day: 'numeric', month: 'long', year: 'numeric' }, options).format(date) : '';
}

/**
 * A start–end span written once where the parts agree: "Fri, 4 Dec 2026, 10:00 – 18:00"
 * for one day, both full dates for several days.
 */
export function formatDateTimeRange(start: string | Date, end: string | Date, options: DateFormatOptions = {}): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return '';
  const format = formatter({ ...DATE_PARTS, ...TIME_PARTS }, options);
  if (!to || to.getTime() <= from.getTime()) return format.format(from);
  return format.formatRange(from, to);
}

/** A clock time to the second, "18:30:05", for logs. */
export function formatClockTime(value: string | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? formatter({ hour: '2-digit', minute: '2-digit', second: '2-digit' }, options).format(date) : '';
}

/** Month and day for a calendar tile: { month: 'Dec', day: '4' }. */
export function calendarTile(value: string | Date, options: DateFormatOptions = {}): { month: string; day: string } {
  const date = toDate(value);
  if (!date) return { month: '', day: '' };
  const parts = formatter({ month: 'short', day: 'numeric' }, { ...options, withTimeZone: false }).formatToParts(date);
  return {
    month: parts.find((p) => p.type === 'month')?.value ?? '',
    day: parts.find((p) => p.type === 'day')?.value ?? '',
  };
}

// Wall-clock times typed in forms, read in the debate's or event's zone.
export { isoToZonedWallTime, zonedWallTimeToIso } from '#shared/time-zone.ts';

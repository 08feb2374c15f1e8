// Wall-clock times in a named time zone (IANA, as debates and events store
// them) and the instants they stand for, with Intl only: the forms read what
// an organiser types in the debate's zone, the demo seed places its debates on
// sensible local hours. No zod here: pages import this file.

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let cached = zoneFormatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, cached);
  }
  return cached;
}

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the clocks of `timeZone` show at `instant` (ms since epoch). */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallTimeAt(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show the given wall time. Days,
 * hours and minutes out of range roll over (day 32 is the 1st of next month).
 */
export function instantOfWallTime(wall: Omit<WallTime, 'second'> & { second?: number }, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  // Twice: the offset at the first guess may differ across a daylight-saving change.
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(guess, timeZone);
}

/**
 * A wall-clock time typed in a form ("2026-12-05T18:30", as <input type="datetime-local">
 * gives it) read in `timeZone`, as an ISO instant; null when the text is not a time.
 */
export function zonedWallTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return new Date(
    instantOfWallTime(
      { year: year as number, month: month as number, day: day as number, hour: hour as number, minute: minute as number },
      timeZone,
    ),
  ).toISOString();
}

/** The reverse: an ISO instant as "YYYY-MM-DDTHH:mm" on the wall clocks of `timeZone`. */
export function isoToZonedWallTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

// What the logs' tables (the shared DataTable) show beyond the plain cells:
// right-aligned numbers, the sources' names and short, zone-aware times.
import { formatDateTime } from '#web/components/date-format.ts';

export const NUM = 'text-right whitespace-nowrap tabular-nums';

export const SOURCE_LABELS = { client: 'Browser', server: 'Server' } as const;

const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
const thisYear = new Intl.DateTimeFormat(undefined, SHORT);
const otherYear = new Intl.DateTimeFormat(undefined, { ...SHORT, year: 'numeric' });

/** "26 Nov, 15:07" (the year only when it is not this one), in the viewer's zone; the full time on hover. */
export function LogTime({ value }: { value: string }) {
  const date = new Date(value);
  const format = date.getFullYear() === new Date().getFullYear() ? thisYear : otherYear;
  return (
    <time dateTime={value} title={formatDateTime(value, { withTimeZone: true })} className="whitespace-nowrap">
      {format.format(date)}
    </time>
  );
}

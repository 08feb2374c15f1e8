// <time> elements whose text is in the viewer's locale and time zone, and whose
// dateTime attribute keeps the exact instant (of the start, for a span) for machines.
import { formatDate, formatDateTime, formatDateTimeRange, toDate } from './date-format.ts';

export function DateTime({
  value,
  dateOnly = false,
  withTimeZone = false,
  className,
}: {
  value: string;
  dateOnly?: boolean;
  withTimeZone?: boolean;
  className?: string;
}) {
  if (!toDate(value)) return null;
  return (
    <time dateTime={value} className={className}>
      {dateOnly ? formatDate(value) : formatDateTime(value, { withTimeZone })}
    </time>
  );
}

export function DateTimeRange({
  start,
  end,
  withTimeZone = false,
  className,
}: {
  start: string;
  end: string;
  withTimeZone?: boolean;
  className?: string;
}) {
  if (!toDate(start)) return null;
  return (
    <time dateTime={start} className={className}>
      {formatDateTimeRange(start, end, { withTimeZone })}
    </time>
  );
}

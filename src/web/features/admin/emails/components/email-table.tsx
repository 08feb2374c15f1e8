// The e-mails' times in their tables (the shared DataTable): the viewer's
// date and time, the exact value on hover.
import { formatDateTime } from '#web/components/date-format.ts';

export function EmailTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={value} className="whitespace-nowrap">
      {formatDateTime(value)}
    </time>
  );
}

// The logs' tables, styled like the leaderboards': a caption naming what is
// shown, column headers with scope, sideways scrolling inside the card on
// narrow screens (the card is focusable then, so keyboards can scroll it).
import type { ReactNode } from 'react';
import { formatDateTime } from '#web/components/date-format.ts';

export const TH = 'px-3 py-3 font-semibold whitespace-nowrap sm:px-4';
export const TD = 'px-3 py-3 align-top sm:px-4';
export const NUM = 'text-right whitespace-nowrap tabular-nums';

export const SOURCE_LABELS = { client: 'Browser', server: 'Server' } as const;

export function LogTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    // Focusable so keyboard users can scroll a table wider than a phone.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="border-b border-slate-200 px-4 py-3 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">{children}</tbody>
      </table>
    </section>
  );
}

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

/** A value the row does not have: a dash for the eye, words for screen readers. */
export function Missing({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

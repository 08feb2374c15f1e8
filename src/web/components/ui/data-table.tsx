// The admin area's tables: a caption naming what is shown, column headers with
// scope, sideways scrolling inside the card on narrow screens (the card is
// focusable then, so keyboards can scroll it). TH/TD are the cells' classes.
import type { ReactNode } from 'react';

export const TH = 'px-3 py-3 font-semibold whitespace-nowrap sm:px-4';
export const TD = 'px-3 py-3 align-top sm:px-4';

export function DataTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
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

/** A value the row does not have: a dash for the eye, words for screen readers. */
export function Missing({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

// The analytics page's ranked tables (top pages, searches that found nothing,
// slow page loads, events by type) and the sign-up funnel: numbers in tables
// and lists, with bars drawn in CSS beside them, so they read the same to
// everyone and need no charting library.
import type { AnalyticsOverview } from '#shared/admin/analytics/contract.ts';
import { formatCount, shareOf } from '../lib/analytics-period.ts';

export function RankedTable({
  title,
  caption,
  keyLabel,
  countLabel,
  rows,
  emptyText,
}: {
  title: string;
  caption: string;
  keyLabel: string;
  countLabel: string;
  rows: readonly { key: string; count: number }[];
  emptyText: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={title}>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                {keyLabel}
              </th>
              <th scope="col" className="w-24 py-1 text-right font-medium">
                {countLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  <span className="block truncate font-mono text-slate-800" title={row.key}>
                    {row.key}
                  </span>
                  <span aria-hidden="true" className="mt-1 block h-1 rounded bg-brand-100">
                    <span className="block h-1 rounded bg-brand-600" style={{ width: `${(row.count / max) * 100}%` }} />
                  </span>
                </th>
                <td className="py-1.5 text-right align-top tabular-nums">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const FUNNEL_STEPS: readonly { key: keyof AnalyticsOverview['funnel']; label: string }[] = [
  { key: 'signedUp', label: 'Signed up' },
  { key: 'onboarded', label: 'Completed onboarding' },
  { key: 'joinedDebate', label: 'Joined a first debate' },
  { key: 'ballotOrResult', label: 'First ballot or result' },
];

export function Funnel({ funnel }: { funnel: AnalyticsOverview['funnel'] }) {
  const first = funnel.signedUp;
  return (
    <ol className="space-y-3" aria-label="Sign-up funnel">
      {FUNNEL_STEPS.map((step, index) => {
        const value = funnel[step.key];
        const previous = index > 0 ? funnel[FUNNEL_STEPS[index - 1]?.key ?? 'signedUp'] : null;
        return (
          <li key={step.key} className="grid gap-1 sm:grid-cols-[14rem_1fr_auto] sm:items-center sm:gap-4">
            <span className="text-sm font-medium text-slate-800">{step.label}</span>
            <span aria-hidden="true" className="block h-3 rounded bg-slate-100">
              <span className="block h-3 rounded bg-brand-600" style={{ width: first ? `${(value / first) * 100}%` : '0%' }} />
            </span>
            <span className="text-sm text-slate-700 tabular-nums">
              <strong className="text-slate-900">{formatCount(value)}</strong> ({shareOf(value, first)} of sign-ups
              {previous !== null ? `, ${shareOf(value, previous)} of the step before` : ''})
            </span>
          </li>
        );
      })}
    </ol>
  );
}

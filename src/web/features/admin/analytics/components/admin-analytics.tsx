// The admin analytics page (/admin/analytics): a period picker kept in the URL
// (last 7, 30 or 90 days, or any from–to range), the CSV of the period, page
// views per day (a chart loaded on demand, with its numbers as a table), the
// sign-up funnel, the most viewed pages, searches that found nothing, slow page
// loads and every event type's count. Days are UTC days.
import { Download } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ANALYTICS_PERIODS, type AnalyticsOverview } from '#shared/admin/analytics/contract.ts';
import * as analyticsApi from '#shared/admin/analytics/operations.ts';
import { operationPath } from '#shared/operation.ts';
import { hrefFor } from '#shared/routes.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { ChartPlaceholder, ChartUnavailable } from '#web/components/chart-fallbacks.tsx';
import { useAnalyticsOverview } from '../api/get-analytics-overview.ts';
import {
  exportSearchOf,
  formatCount,
  PERIOD_LABELS,
  type PeriodChoice,
  periodOf,
  rangeName,
  searchOf,
  shortDayName,
  viewsSummary,
} from '../lib/analytics-period.ts';
import { Funnel, RankedTable } from './analytics-tables.tsx';

// A chunk of its own (Recharts); if it cannot be fetched, the table still has the numbers.
const ViewsChartCanvas = lazy(() => import('./views-chart-canvas.tsx').catch(() => ({ default: ChartUnavailable })));

function PeriodPicker({ choice }: { choice: PeriodChoice }) {
  const [, setSearch] = useSearchParams();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(choice.kind === 'range' ? choice.from : '');
  const [to, setTo] = useState(choice.kind === 'range' ? choice.to : '');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Choose the first and the last day.');
    if (to < from) return setError('The last day comes before the first.');
    setError(null);
    setSearch(new URLSearchParams(searchOf({ kind: 'range', from, to })));
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_PERIODS.map((period) => {
            const isCurrent = choice.kind === 'period' && choice.period === period;
            return (
              <li key={period}>
                <Link
                  to={{ search: searchOf({ kind: 'period', period }) }}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium',
                    isCurrent ? 'bg-brand-700 text-white' : 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100',
                  )}
                >
                  {PERIOD_LABELS[period]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form onSubmit={handleSubmit} noValidate aria-label="Choose days" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
            From
          </label>
          <input
            id={fromId}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="h-10 rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className="text-sm font-medium text-slate-700">
            To
          </label>
          <input
            id={toId}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="h-10 rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
          />
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
        {error ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

function ViewsFigure({ days }: { days: AnalyticsOverview['viewsPerDay'] }) {
  const titleId = useId();
  const isEmpty = days.every((day) => day.views === 0);
  return (
    <figure aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="font-semibold text-slate-900">
        Page views per day
      </h2>
      <figcaption className="mt-1 text-sm text-slate-600">{viewsSummary(days)}</figcaption>
      <div aria-hidden="true" className="mt-4 h-56" data-chart="views">
        {isEmpty ? (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600">
            No page views in this period
          </p>
        ) : (
          <Suspense fallback={<ChartPlaceholder />}>
            <ViewsChartCanvas days={days} />
          </Suspense>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show the numbers</summary>
        <section
          aria-label="Page views, numbers per day"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 max-h-64 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full text-left">
            <caption className="sr-only">Page views per day (UTC)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                    <time dateTime={day.date}>{shortDayName(day.date)}</time>
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatCount(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

function Figures({ overview }: { overview: AnalyticsOverview }) {
  return (
    <div className="space-y-8">
      <ViewsFigure days={overview.viewsPerDay} />

      <section aria-labelledby="analytics-funnel" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="analytics-funnel" className="font-semibold text-slate-900">
          From sign-up to a first result
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Accounts created in this period, and how many of them went on to each step (each step counts those who also took the
          ones before).
        </p>
        <Funnel funnel={overview.funnel} />
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <RankedTable
          title="Most viewed pages"
          caption="Most viewed pages in this period, with their page views"
          keyLabel="Page"
          countLabel="Views"
          rows={overview.topPages.map((row) => ({ key: row.page, count: row.views }))}
          emptyText="No page views in this period."
        />
        <RankedTable
          title="Searches that found nothing"
          caption="Searches that found nothing in this period, with how often each was made"
          keyLabel="Search"
          countLabel="Times"
          rows={overview.emptySearches.map((row) => ({ key: row.query, count: row.count }))}
          emptyText="Every search in this period found something."
        />
        <RankedTable
          title="Slow page loads"
          caption="Pages that took longer than 3 seconds to load in this period, with how often"
          keyLabel="Page"
          countLabel="Times"
          rows={overview.slowPages.map((row) => ({ key: row.page, count: row.count }))}
          emptyText="No page took longer than 3 seconds to load."
        />
        <RankedTable
          title="Events by type"
          caption="Every event type recorded in this period, with its count"
          keyLabel="Event"
          countLabel="Count"
          rows={overview.eventCounts.map((row) => ({ key: row.type, count: row.count }))}
          emptyText="No events in this period."
        />
      </div>
    </div>
  );
}

export function AdminAnalytics() {
  const [search] = useSearchParams();
  const choice = periodOf(search);
  const query = useAnalyticsOverview(choice);
  const exportHref = `${operationPath(analyticsApi.exportAnalytics)}${exportSearchOf(choice)}`;

  let content: ReactNode;
  if (query.data === undefined) {
    content = query.isPending ? (
      <CardGridSkeleton label="Loading the figures…" count={4} />
    ) : (
      <QueryErrorState
        title="Couldn’t load the figures"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    const overview = query.data;
    content = (
      <div aria-busy={query.isPlaceholderData || undefined} className={cn(query.isPlaceholderData && 'opacity-60')}>
        <p className="mb-4 text-sm text-slate-600" role="status">
          {query.isPlaceholderData ? (
            'Loading the figures…'
          ) : (
            <>
              {rangeName(overview.from, overview.to)} (UTC days). Single events are kept {formatCount(overview.retentionDays)}{' '}
              days, then only their daily totals; what is recorded is on the{' '}
              <Link to={hrefFor('privacy')} className="font-medium text-brand-700 underline">
                privacy page
              </Link>
              .
            </>
          )}
        </p>
        <Figures overview={overview} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PeriodPicker key={search.toString()} choice={choice} />
      <div className="flex justify-end">
        <a href={exportHref} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Download aria-hidden="true" className="mr-1.5 h-4 w-4" />
          Download the daily counts (CSV)
        </a>
      </div>
      {content}
    </div>
  );
}

// One trend chart of the dashboard as a figure: its title, a caption that says
// in one sentence what the chart shows, a legend, the drawing (Recharts, loaded
// on demand: trend-chart-canvas.tsx) and the numbers behind it as a table for
// anyone who cannot see the drawing or wants the exact figures.
import { lazy, Suspense, useId } from 'react';
import type { DashboardDay } from '#shared/admin/dashboard/contract.ts';
import { ChartPlaceholder, ChartUnavailable } from '#web/components/chart-fallbacks.tsx';
import { chartSummary, dayLabel, formatCount, isChartEmpty, type TrendChart } from '../lib/trend-charts.ts';

// A chunk of its own; if it cannot be fetched (offline, a new deployment), the table still has the numbers.
const TrendChartCanvas = lazy(() => import('./trend-chart-canvas.tsx').catch(() => ({ default: ChartUnavailable })));

export function TrendFigure({ chart, trend }: { chart: TrendChart; trend: readonly DashboardDay[] }) {
  const titleId = useId();
  const isEmpty = isChartEmpty(chart, trend);
  return (
    <figure aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {chart.title}
      </h3>
      <figcaption className="mt-1 text-sm text-slate-600">{chartSummary(chart, trend)}</figcaption>
      {chart.series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {chart.series.map((series) => (
            <li key={series.key} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: series.color }} />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-hidden="true" className="mt-4 h-48" data-chart={chart.id}>
        {isEmpty ? (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600">
            Nothing in the last {trend.length} days
          </p>
        ) : (
          <Suspense fallback={<ChartPlaceholder />}>
            <TrendChartCanvas chart={chart} trend={trend} />
          </Suspense>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show the numbers</summary>
        {/* Scrolls on its own, so it takes the focus: keyboard users scroll it too. */}
        <section
          aria-label={`${chart.title}, numbers per day`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 max-h-64 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full text-left">
            <caption className="sr-only">{chart.title} per day (UTC)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                {chart.series.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-4 text-right font-medium">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...trend].reverse().map((day) => (
                <tr key={day.date} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                    <time dateTime={day.date}>{dayLabel(day.date)}</time>
                  </th>
                  {chart.series.map((series) => (
                    <td key={series.key} className="py-1 pr-4 text-right tabular-nums">
                      {formatCount(day[series.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

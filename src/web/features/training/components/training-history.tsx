// Training history: every attempt with its score, date and area, filtered by
// area, skill and status (kept in the address), and a chart of one skill's
// percentage over the member's completed attempts. The chart (Recharts) is a
// lazy chunk; the table below it has the same numbers for everyone.
import { History } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { SKILLS, TRAINING_AREAS, areaById, skillById } from '#shared/training/skills.ts';
import { ChartPlaceholder, ChartUnavailable } from '#web/components/chart-fallbacks.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { type AttemptsQuery, useTrainingAttempts } from '../api/list-training-attempts.ts';
import { formatClock, progressPoints } from '../attempt-logic.ts';
import { attemptHref } from './training-dashboard.tsx';

const ProgressChartCanvas = lazy(() => import('./progress-chart-canvas.tsx').catch(() => ({ default: ChartUnavailable })));

const AREA_OPTIONS = TRAINING_AREAS.filter((a) => a.isScored).map((a) => ({ value: a.id, label: a.label }));
const SKILL_OPTIONS = SKILLS.map((s) => ({ value: s.id, label: s.label }));
const PAGE_SIZE = 20;

export function TrainingHistory() {
  const [params, setParams] = useSearchParams();
  const area = AREA_OPTIONS.find((a) => a.value === params.get('area'))?.value as AttemptsQuery['area'];
  const skill = SKILL_OPTIONS.find((s) => s.value === params.get('skill'))?.value as AttemptsQuery['skill'];
  const status = (['completed', 'in-progress'] as const).find((s) => s === params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: AttemptsQuery = {
    page,
    limit: PAGE_SIZE,
    ...(area ? { area } : {}),
    ...(skill ? { skill } : {}),
    ...(status ? { status } : {}),
  };
  const attempts = useTrainingAttempts(query);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const searchForPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return (
    <div className="space-y-8">
      <form className="grid gap-4 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()} aria-label="Filter your attempts">
        <SelectField
          label="Area"
          value={area ?? ''}
          onChange={(e) => setFilter('area', e.target.value)}
          placeholder="Every area"
          options={AREA_OPTIONS}
        />
        <SelectField
          label="Skill"
          value={skill ?? ''}
          onChange={(e) => setFilter('skill', e.target.value)}
          placeholder="Every skill"
          options={SKILL_OPTIONS}
        />
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
          placeholder="Completed and unfinished"
          options={[
            { value: 'completed', label: 'Completed' },
            { value: 'in-progress', label: 'Unfinished' },
          ]}
        />
      </form>

      <SkillProgress area={area} skill={skill ?? null} />

      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading" className="text-xl font-semibold text-slate-900">
          Attempts
        </h2>
        {attempts.data ? (
          attempts.data.items.length ? (
            <>
              <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="text-slate-600">
                      <th scope="col" className="px-4 py-3 font-medium">
                        Module
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Area
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Date
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Score
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Time taken
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {attempts.data.items.map((a) => (
                      <tr key={a.id} className="border-t border-slate-100" data-testid="history-row">
                        <th scope="row" className="px-4 py-3 font-medium">
                          <Link to={attemptHref(a)} className="text-brand-700 underline-offset-2 hover:underline">
                            {a.moduleLabel}
                          </Link>
                        </th>
                        <td className="px-4 py-3">{areaById(a.area)?.label ?? a.area}</td>
                        <td className="px-4 py-3">
                          <DateTime value={a.completedAt ?? a.startedAt} />
                        </td>
                        <td className="px-4 py-3">
                          {a.status === 'completed' ? (
                            `${a.score} / ${a.max} (${a.percent}%)`
                          ) : (
                            <Badge tone="warning">Unfinished</Badge>
                          )}
                        </td>
                        <td className="px-4 py-3">{a.durationMs === null ? '—' : formatClock(a.durationMs)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="mt-4">
                <Pagination
                  page={attempts.data.page}
                  limit={attempts.data.limit}
                  total={attempts.data.total}
                  totalCapped={attempts.data.totalCapped}
                  searchForPage={searchForPage}
                  label="Pages of attempts"
                />
              </div>
            </>
          ) : (
            <div className="mt-4">
              <EmptyState
                icon={History}
                title={area || skill || status ? 'No attempts match these filters' : 'No attempts yet'}
                actions={
                  <Button asChild>
                    <Link to={hrefFor('training-quick-start')}>Start the quick start</Link>
                  </Button>
                }
              >
                Every attempt you start is listed here with its score, date and area.
              </EmptyState>
            </div>
          )
        ) : attempts.isError ? (
          <QueryErrorState
            title="Your attempts could not be loaded"
            error={attempts.error}
            onRetry={() => void attempts.refetch()}
            isRetrying={attempts.isFetching}
          />
        ) : (
          <p role="status" className="mt-4 text-slate-700">
            Loading your attempts…
          </p>
        )}
      </section>
    </div>
  );
}

function SkillProgress({ area, skill }: { area: AttemptsQuery['area']; skill: string | null }) {
  // The newest hundred completed attempts (the API's largest page) are what the chart draws.
  const recent = useTrainingAttempts({
    status: 'completed',
    limit: 100,
    ...(area ? { area } : {}),
    ...(skill ? { skill: skill as AttemptsQuery['skill'] } : {}),
  });
  const points = progressPoints(recent.data?.items ?? [], skill);
  const label = skill ? (skillById(skill)?.label ?? skill) : 'All skills';
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="text-xl font-semibold text-slate-900">
        Progress: {label}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {skill ? 'Your percentage on this skill' : 'Your percentage'} in each completed attempt
        {area ? ` in ${areaById(area)?.label}` : ''}, oldest first. Choose a skill above to follow one.
      </p>
      {points.length ? (
        <figure className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="h-56" aria-hidden="true">
            <Suspense fallback={<ChartPlaceholder />}>
              <ProgressChartCanvas points={points} label={label} />
            </Suspense>
          </div>
          <figcaption className="sr-only">Progress: {label}, in the table below.</figcaption>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">The numbers</summary>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    Completed
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Score
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Percentage
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.attemptId} className="border-t border-slate-100">
                    <td className="py-1">
                      <DateTime value={p.at} />
                    </td>
                    <td className="py-1">
                      {p.score} / {p.max}
                    </td>
                    <td className="py-1">{p.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      ) : (
        <p className="mt-3 text-slate-700">
          {recent.isPending ? 'Loading…' : 'No completed attempts to chart yet with these filters.'}
        </p>
      )}
    </section>
  );
}

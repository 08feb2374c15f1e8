// The training dashboard (/training): for a member, the streak, what to
// practise next (from their training scores and the speaker scores judges gave
// them), progress per area and skill, and the last attempts; for everyone, the
// areas and what each practises.
import { Flame, Target } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { AttemptListItem, TrainingSummary } from '#shared/training/contract.ts';
import { areaById, TRAINING_AREAS } from '#shared/training/skills.ts';
import { FeatureGrid } from '#web/components/content/feature-grid.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useSession } from '#web/lib/session.ts';
import { useTrainingSummary } from '../api/get-training-summary.ts';
import { AREA_ICONS } from './area-icons.ts';
import { SignInToTrain } from './training-area-page.tsx';

export function attemptHref(attempt: Pick<AttemptListItem, 'id' | 'area'>): string {
  const area = areaById(attempt.area);
  return area ? hrefFor(area.routeId as 'training', {}, { query: { attempt: attempt.id } }) : hrefFor('training-history');
}

function areaHref(areaId: string): string {
  return hrefFor((areaById(areaId)?.routeId ?? 'training') as 'training');
}

export function TrainingDashboard() {
  const session = useSession();
  const isMember = session.status === 'authenticated';
  const summary = useTrainingSummary({ enabled: isMember });
  const areas = TRAINING_AREAS.filter((a) => a.id !== 'dashboard').map((a) => ({
    icon: AREA_ICONS[a.id],
    title: a.label,
    body: a.description,
    href: hrefFor(a.routeId as 'training'),
  }));

  return (
    <Container className="pb-16">
      <PageHeader
        title="Training"
        lead="Practise the skills of debate between rounds: arguments, rebuttal, research, speaking and the rules of each format. Every attempt ends with a score, and your progress shows what to practise next."
        actions={
          isMember ? (
            <>
              <Button asChild variant="secondary">
                <Link to={hrefFor('training-reviews')}>Reviews</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={hrefFor('training-history')}>Your history</Link>
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="space-y-10">
        {session.status === 'anonymous' ? <SignInToTrain /> : null}
        {isMember ? (
          summary.data ? (
            <SummaryView summary={summary.data} />
          ) : summary.isError ? (
            <QueryErrorState
              title="Your progress could not be loaded"
              error={summary.error}
              onRetry={() => void summary.refetch()}
              isRetrying={summary.isFetching}
            />
          ) : (
            <p role="status" className="text-slate-700">
              Loading your progress…
            </p>
          )
        ) : null}
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading" className="text-xl font-semibold text-slate-900">
            The training areas
          </h2>
          <div className="mt-4">
            <FeatureGrid items={areas} />
          </div>
        </section>
      </div>
    </Container>
  );
}

function SummaryView({ summary }: { summary: TrainingSummary }) {
  const practisedSkills = summary.skills.filter((s) => s.attempts > 0);
  return (
    <div className="space-y-10">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Flame aria-hidden="true" className="h-4 w-4 text-accent-600" /> Streak
          </p>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="training-streak">
            {summary.streak.days} {summary.streak.days === 1 ? 'day' : 'days'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {summary.streak.isActiveToday
              ? 'You practised today.'
              : summary.streak.days > 0
                ? 'Practise today to keep it going.'
                : 'Complete an attempt to start one.'}
          </p>
        </div>
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">Completed attempts</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{summary.completed}</p>
        </div>
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">Unfinished</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{summary.inProgress}</p>
          {summary.inProgress > 0 ? (
            <Link
              className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
              to={hrefFor('training-history', {}, { query: { status: 'in-progress' } })}
            >
              Resume or discard them
            </Link>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Target aria-hidden="true" className="h-5 w-5 text-brand-700" /> What to practise next
        </h2>
        {summary.recommendations.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {summary.recommendations.map((r) => (
              <li key={r.skill} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{r.skillLabel}</p>
                  <Badge tone={r.source === 'ballots' ? 'warning' : 'brand'}>
                    {r.source === 'ballots'
                      ? 'From your judged debates'
                      : r.source === 'training'
                        ? 'From your training'
                        : 'Start here'}
                  </Badge>
                </div>
                <p className="mt-2 text-slate-700">{r.reason}</p>
                <Button asChild size="sm" className="mt-3">
                  <Link to={areaHref(r.area)}>Practise in {areaById(r.area)?.label ?? 'training'}</Link>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            Nothing stands out: your skills with enough questions behind them average 70% or more. Try the skill assessment to
            check the others.
          </p>
        )}
        {summary.ballots.scoredSpeeches > 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            Your speaker scores in {summary.ballots.scoredSpeeches} judged{' '}
            {summary.ballots.scoredSpeeches === 1 ? 'speech' : 'speeches'} sit on average {summary.ballots.averageRangePercent}%
            of the way up their formats’ ranges.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
          Your last attempts
        </h2>
        {summary.recent.length ? (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {summary.recent.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link to={attemptHref(a)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {a.moduleLabel}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {areaById(a.area)?.label} · <DateTime value={a.completedAt ?? a.startedAt} />
                  </p>
                </div>
                <p className="font-semibold text-slate-900">
                  {a.status === 'completed' ? `${a.score} / ${a.max} (${a.percent}%)` : 'Unfinished'}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            No attempts yet.{' '}
            <Link to={hrefFor('training-quick-start')} className="font-medium text-brand-700 underline">
              Start with the ten-minute quick start
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-xl font-semibold text-slate-900">
          Progress
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <ProgressTable
            caption="By area"
            rows={summary.areas.map((a) => ({
              id: a.area,
              label: a.label,
              attempts: a.attempts,
              best: a.bestPercent,
              average: a.averagePercent,
            }))}
          />
          <ProgressTable
            caption="By skill"
            rows={summary.skills.map((s) => ({
              id: s.skill,
              label: s.label,
              attempts: s.attempts,
              best: s.bestPercent,
              average: s.averagePercent,
            }))}
          />
        </div>
        {practisedSkills.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Your percentages appear here after your first completed attempt.</p>
        ) : null}
      </section>
    </div>
  );
}

function ProgressTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { id: string; label: string; attempts: number; best: number | null; average: number | null }[];
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="px-4 py-2 font-medium">
              {caption === 'By area' ? 'Area' : 'Skill'}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Attempts
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Average
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Best
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                {row.label}
              </th>
              <td className="px-4 py-2">{row.attempts}</td>
              <td className="px-4 py-2">
                {row.average === null ? (
                  '—'
                ) : (
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-slate-200">
                      <span className="block h-full bg-brand-600" style={{ width: `${row.average}%` }} />
                    </span>
                    {row.average}%
                  </span>
                )}
              </td>
              <td className="px-4 py-2">{row.best === null ? '—' : `${row.best}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

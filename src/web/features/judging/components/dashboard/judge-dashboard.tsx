// A judge's work in one place: commitments to come, ballots still owed (with
// the way to score them), past ballots with how closely each matched the
// panel's decision, and the aggregates — feedback only once enough speakers
// answered (JUDGE_FEEDBACK_MIN_RESPONSES), never one speaker's words.
import { NotebookPen, Scale } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { CommitmentView, JudgeDashboardView } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { placeLabel } from '#web/components/labels.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { debateTypeName, formatName, positionLabel } from '../../lib/judging-labels.ts';
import { useJudgeDashboard } from '../../api/get-judge-dashboard.ts';
import { calibrationText, calibrationValue, feedbackText } from '../../lib/dashboard-text.ts';

function DashboardSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10" data-testid={testId}>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{detail}</dd>
    </Card>
  );
}

function CommitmentItem({ commitment, action }: { commitment: CommitmentView; action: ReactNode }) {
  const { debate } = commitment;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-slate-900">
          <Link to={hrefFor('judge-commitment', { id: debate.id })} className="hover:text-brand-700 hover:underline">
            {debate.title}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <DateTime value={debate.startsAt} /> · {placeLabel(debate.location, debate.venueType)} · {formatName(debate.format)},{' '}
          {debateTypeName(debate.debateType)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={commitment.position === 'chair' ? 'brand' : 'neutral'}>{positionLabel(commitment.position)}</Badge>
        {action}
      </div>
    </li>
  );
}

function DashboardBody({ data }: { data: JudgeDashboardView }) {
  const feedback = feedbackText(data.feedback);
  const calibration = calibrationText(data.calibration);
  return (
    <>
      <DashboardSection title="Your record" testId="judge-record">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Stat label="Feedback from speakers" value={feedback.value} detail={feedback.detail} />
          <Stat label="Calibration" value={calibration.value} detail={calibration.detail} />
          <Stat
            label="Ballots submitted"
            value={String(data.pastBallots.length)}
            detail={`${data.ballotsDue.length} still due`}
          />
        </dl>
      </DashboardSection>

      <DashboardSection title="Ballots due" testId="ballots-due">
        {data.ballotsDue.length ? (
          <ul className="space-y-3">
            {data.ballotsDue.map((c) => (
              <CommitmentItem
                key={c.debate.id}
                commitment={c}
                action={
                  <Button asChild size="sm">
                    <Link to={hrefFor('judge-score', { id: c.debate.id })} aria-label={`Score ${c.debate.title}`}>
                      <Scale aria-hidden="true" className="h-4 w-4" />
                      Score
                    </Link>
                  </Button>
                }
              />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No ballots due. Ballots open once a debate you judge has started.</p>
        )}
      </DashboardSection>

      <DashboardSection title="Upcoming commitments" testId="upcoming-commitments">
        {data.upcoming.length ? (
          <ul className="space-y-3">
            {data.upcoming.map((c) => (
              <CommitmentItem
                key={c.debate.id}
                commitment={c}
                action={
                  <Button asChild size="sm" variant="secondary">
                    <Link
                      to={hrefFor('judge-note-taking', {}, { query: { debate: c.debate.id } })}
                      aria-label={`Notes for ${c.debate.title}`}
                    >
                      <NotebookPen aria-hidden="true" className="h-4 w-4" />
                      Notes
                    </Link>
                  </Button>
                }
              />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">
            No debates to judge yet.{' '}
            <Link to={hrefFor('judge-available-debates')} className="font-medium text-brand-700 underline hover:text-brand-800">
              Find a debate that needs a judge
            </Link>
            .
          </p>
        )}
      </DashboardSection>

      <DashboardSection title="Past ballots" testId="past-ballots">
        {data.pastBallots.length ? (
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your past ballots and their calibration</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Debate
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Position
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Submitted
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Calibration
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.pastBallots.map((b) => (
                  <tr key={b.debate.id}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      <Link to={hrefFor('debate', { id: b.debate.id })} className="hover:text-brand-700 hover:underline">
                        {b.debate.title}
                      </Link>
                    </th>
                    <td className="px-4 py-3 text-slate-700">{positionLabel(b.position)}</td>
                    <td className="px-4 py-3 text-slate-700">
                      <DateTime value={b.submittedAt} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{calibrationValue(b.calibration)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-slate-600">Your submitted ballots will be listed here.</p>
        )}
      </DashboardSection>
    </>
  );
}

export function JudgeDashboard() {
  const query = useJudgeDashboard();
  if (query.data) return <DashboardBody data={query.data} />;
  if (query.isPending) return <CardGridSkeleton label="Loading your dashboard…" count={3} />;
  return (
    <QueryErrorState
      title="Couldn’t load your dashboard"
      error={query.error}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}

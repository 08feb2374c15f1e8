// The debates a judge has committed to (GET /api/judging/dashboard), each with a
// link to its flow sheet and, once it has started, its ballot: the notes page's
// view when no debate is chosen.
import { ClipboardList, NotebookPen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { type CommitmentView, JUDGE_POSITION_LABELS } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { labelFor } from '#web/components/labels.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useJudgeDashboard } from '../../api/get-judge-dashboard.ts';

/** Upcoming debates and those whose ballot is due, once each, soonest first. */
export function commitmentsToNote(upcoming: readonly CommitmentView[], ballotsDue: readonly CommitmentView[]): CommitmentView[] {
  const byDebate = new Map<string, CommitmentView>();
  for (const commitment of [...ballotsDue, ...upcoming]) {
    if (!byDebate.has(commitment.debate.id)) byDebate.set(commitment.debate.id, commitment);
  }
  return [...byDebate.values()].sort((a, b) => Date.parse(a.debate.startsAt) - Date.parse(b.debate.startsAt));
}

export function CommitmentList() {
  const headingId = useId();
  const dashboard = useJudgeDashboard();

  if (dashboard.isPending) return <CardGridSkeleton label="Loading your debates…" count={3} />;
  if (dashboard.isError) {
    if (dashboard.error instanceof ApiRequestError && dashboard.error.status === 403) {
      return (
        <EmptyState
          icon={NotebookPen}
          title="Note-taking is for judges"
          actions={
            <Button asChild>
              <Link to={hrefFor('become-judge')}>Become a judge</Link>
            </Button>
          }
        >
          Once your application to judge is approved and you accept a debate, its flow sheet appears here.
        </EmptyState>
      );
    }
    return (
      <QueryErrorState
        title="Couldn’t load your debates"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    );
  }

  const commitments = commitmentsToNote(dashboard.data.upcoming, dashboard.data.ballotsDue);
  if (commitments.length === 0) {
    return (
      <EmptyState
        icon={NotebookPen}
        title="No debates to take notes on"
        actions={
          <Button asChild>
            <Link to={hrefFor('judge-available-debates')}>Find debates needing judges</Link>
          </Button>
        }
      >
        Accept a debate to judge and its flow sheet will be waiting here.
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your debates
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {commitments.map(({ debate, position, ballotSubmitted }) => (
          <li key={debate.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{debate.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{debate.topic}</p>
            <p className="mt-2 text-sm text-slate-600">
              <DateTime value={debate.startsAt} /> · {labelFor(FORMAT_LABELS, debate.format)} · {JUDGE_POSITION_LABELS[position]}
              {ballotSubmitted ? ' · ballot submitted' : ''}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to={hrefFor('judge-note-taking', {}, { query: { debate: debate.id } })}>
                  <NotebookPen aria-hidden="true" className="h-4 w-4" />
                  Flow sheet<span className="sr-only"> for {debate.title}</span>
                </Link>
              </Button>
              {debate.status !== 'scheduled' ? (
                <Button asChild size="sm" variant="secondary">
                  <Link to={hrefFor('judge-score', { id: debate.id })}>
                    <ClipboardList aria-hidden="true" className="h-4 w-4" />
                    Ballot<span className="sr-only"> for {debate.title}</span>
                  </Link>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

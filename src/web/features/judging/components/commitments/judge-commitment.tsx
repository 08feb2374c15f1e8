// One debate from a judge's side (/judge-commitment/:id): what and when it is,
// its panel, and taking a position (chair, panellist or trainee) or withdrawing
// before the start. The server decides who may judge — conflicts, speakers,
// full panels — and its message is shown as it is, in an alert.
import { CalendarDays, Layers, MapPin, NotebookPen, Scale, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { DebateSummaryView } from '#shared/debates/contract.ts';
import { JUDGE_MESSAGES, JUDGE_POSITIONS, type JudgePosition, openJudgePositions } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { placeLabel } from '#web/components/labels.ts';
import { DetailList } from '#web/components/meta-list.tsx';
import { LoadingStatus, QueryErrorState, errorMessageFor } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { useSession } from '#web/lib/session.ts';
import { JudgeGate } from '../applications/judge-gate.tsx';
import { useAcceptJudging } from '../../api/accept-judging.ts';
import { useDebateJudges } from '../../api/list-debate-judges.ts';
import { useWithdrawJudging } from '../../api/withdraw-judging.ts';
import { debateTypeName, formatName, positionLabel } from '../../lib/judging-labels.ts';
import { canWithdraw, takesJudges } from '../../lib/panel-rules.ts';

export type CommitmentDebate = Pick<
  DebateSummaryView,
  | 'id'
  | 'title'
  | 'topic'
  | 'format'
  | 'debateType'
  | 'startsAt'
  | 'venueType'
  | 'location'
  | 'status'
  | 'speakerCount'
  | 'maxParticipants'
>;

const POSITION_HINTS: Record<JudgePosition, string> = {
  chair: 'Runs the room and confirms the result.',
  panellist: 'Judges beside the chair; the ballot counts.',
  trainee: 'Judges to learn; the ballot is not counted.',
};

/** The server's words for a refusal it explains (4xx), else the generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : errorMessageFor(error);
}

function PanelList({ debate }: { debate: CommitmentDebate }) {
  const headingId = useId();
  const judges = useDebateJudges(debate.id);
  let content: React.ReactNode;
  if (judges.isPending) content = <LoadingStatus label="Loading the panel…" />;
  else if (judges.isError)
    content = (
      <QueryErrorState
        title="Couldn’t load the panel"
        error={judges.error}
        onRetry={() => void judges.refetch()}
        isRetrying={judges.isFetching}
      />
    );
  else
    content = judges.data.length ? (
      <ul className="divide-y divide-slate-100">
        {judges.data.map((judge) => (
          <li key={judge.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <Link to={hrefFor('user', { userId: judge.id })} className="font-medium text-brand-700 hover:underline">
              {judge.name}
            </Link>
            <Badge tone={judge.position === 'chair' ? 'brand' : 'neutral'}>{positionLabel(judge.position)}</Badge>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-600">No judges yet.</p>
    );
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
          Panel
        </h2>
        <div data-testid="panel">{content}</div>
      </section>
    </Card>
  );
}

function CommitmentActions({ debate }: { debate: CommitmentDebate }) {
  const session = useSession();
  const judges = useDebateJudges(debate.id);
  const accept = useAcceptJudging(debate.id);
  const withdraw = useWithdrawJudging(debate.id);
  // The position chosen (null: the first open one); the server decides whether it may be taken.
  const { form, submit } = useApiForm({
    schema: z.object({ position: z.enum(JUDGE_POSITIONS).nullable() }),
    defaultValues: { position: null },
    onSubmit: () => handleAccept(),
  });
  const chosen = form.watch('position');
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const selfId = session.user?.id ?? null;
  const mine = judges.data?.find((j) => j.id === selfId) ?? null;

  if (judges.isPending) return <LoadingStatus label="Loading the panel…" />;
  const open = openJudgePositions(debate.debateType, judges.data ?? []);
  const position = chosen && open.includes(chosen) ? chosen : (open[0] ?? null);

  const handleAccept = async () => {
    if (!position) return;
    setMessage(null);
    try {
      await accept.mutateAsync(position);
      setMessage({ tone: 'status', text: `You judge this debate as ${positionLabel(position).toLowerCase()}.` });
    } catch (error) {
      setMessage({ tone: 'alert', text: failureText(error) });
    }
  };

  const handleWithdraw = async () => {
    if (!window.confirm('Withdraw from judging this debate? Your place becomes free for another judge.')) return;
    setMessage(null);
    try {
      await withdraw.mutateAsync(undefined);
      setMessage({ tone: 'status', text: 'You have withdrawn from this debate.' });
    } catch (error) {
      setMessage({ tone: 'alert', text: failureText(error) });
    }
  };

  let body: React.ReactNode;
  if (mine) {
    body = (
      <>
        <p className="text-slate-800" data-testid="my-judge-position">
          You judge this debate as <strong>{positionLabel(mine.position)}</strong>.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link to={hrefFor('judge-note-taking', {}, { query: { debate: debate.id } })}>
              <NotebookPen aria-hidden="true" className="h-4 w-4" />
              Take notes
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={hrefFor('judge-score', { id: debate.id })}>
              <Scale aria-hidden="true" className="h-4 w-4" />
              Score the debate
            </Link>
          </Button>
        </div>
        {canWithdraw(debate) ? (
          <Button variant="ghost" className="mt-4" onClick={() => void handleWithdraw()} disabled={withdraw.isPending}>
            Withdraw
          </Button>
        ) : (
          <p className="mt-4 text-sm text-slate-600">{JUDGE_MESSAGES.withdrawTooLate}</p>
        )}
      </>
    );
  } else if (!takesJudges(debate)) {
    body = <p className="text-slate-700">{JUDGE_MESSAGES.notOpen}</p>;
  } else {
    body = (
      <form noValidate onSubmit={submit}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Judge as</legend>
          <div className="mt-2 space-y-2">
            {JUDGE_POSITIONS.map((p) => {
              const isOpen = open.includes(p);
              return (
                <label
                  key={p}
                  className="flex items-start gap-3 rounded-lg p-2 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="position"
                    value={p}
                    checked={position === p}
                    disabled={!isOpen}
                    onChange={() => form.setValue('position', p)}
                    className="mt-0.5 h-4 w-4"
                  />
                  <span>
                    <span className="font-medium text-slate-900">{positionLabel(p)}</span>
                    {isOpen ? null : <span className="text-slate-600"> — taken</span>}
                    <span className="block text-slate-600">{POSITION_HINTS[p]}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {position ? (
          <Button type="submit" className="mt-4" disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : `Accept as ${positionLabel(position).toLowerCase()}`}
          </Button>
        ) : (
          <p className="mt-4 text-sm text-slate-700">{JUDGE_MESSAGES.panelFull}</p>
        )}
      </form>
    );
  }

  return (
    <>
      {body}
      {/* Both regions stay mounted so screen readers hear each new message. */}
      <p role="status" className="mt-4 text-sm text-green-800 empty:hidden" data-testid="commitment-message">
        {message?.tone === 'status' ? message.text : ''}
      </p>
      <p role="alert" className="mt-4 text-sm font-medium text-red-700 empty:hidden" data-testid="commitment-error">
        {message?.tone === 'alert' ? message.text : ''}
      </p>
    </>
  );
}

export function JudgeCommitment({ debate, children }: { debate: CommitmentDebate; children?: React.ReactNode }) {
  const actionsId = useId();
  const detailsId = useId();
  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('judge-available-debates')}>Debates needing judges</BackLink>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{formatName(debate.format)}</Badge>
          <Badge tone="brand">{debateTypeName(debate.debateType)}</Badge>
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900">Judge: {debate.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          <span className="font-semibold text-slate-900">Motion:</span> {debate.topic}
        </p>
        <p className="mt-2 text-sm">
          <Link to={hrefFor('debate', { id: debate.id })} className="font-medium text-brand-700 hover:underline">
            Open the debate page
          </Link>
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <section aria-labelledby={actionsId}>
              <h2 id={actionsId} className="mb-3 text-lg font-semibold text-slate-900">
                Your commitment
              </h2>
              <JudgeGate feature="judging this debate">
                <CommitmentActions debate={debate} />
              </JudgeGate>
            </section>
          </Card>
          <PanelList debate={debate} />
        </div>
        <Card>
          <section aria-labelledby={detailsId}>
            <h2 id={detailsId} className="mb-3 text-lg font-semibold text-slate-900">
              Details
            </h2>
            <DetailList
              items={[
                { label: 'When', icon: CalendarDays, value: <DateTime value={debate.startsAt} withTimeZone /> },
                { label: 'Where', icon: MapPin, value: placeLabel(debate.location, debate.venueType) },
                { label: 'Format', icon: Layers, value: `${formatName(debate.format)} · ${debateTypeName(debate.debateType)}` },
                { label: 'Speakers', icon: Users, value: `${debate.speakerCount} / ${debate.maxParticipants}` },
              ]}
            />
          </section>
        </Card>
      </div>
      {children}
    </Container>
  );
}

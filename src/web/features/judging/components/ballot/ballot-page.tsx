// The score page of one debate for a judge on its panel: the debate, its seats
// by side, the panel and who has submitted; the ballot form (or the judge's
// submitted ballot, read-only); the panel's decision and, for the chair, the
// step that confirms and locks the result. BP panellists are told the chair
// submits the consensus ballot; trainees that theirs is for calibration only.
// A ballot submitted from this device shows where it is (saved on this device →
// sent → confirmed); one the server refused after it was sent in the background
// is shown with the server's reason, kept to correct or discard.
import { ClipboardList, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { type BallotFormView, JUDGE_MESSAGES, JUDGE_POSITION_LABELS, RATED_DEBATE_TYPES } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { humanizeId, labelFor } from '#web/components/labels.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useBallotForm } from '../../api/get-ballot-form.ts';
import { DecisionSummary } from '../results/decision-summary.tsx';
import { BallotDeliveryStatus, RefusedBallot } from './ballot-delivery.tsx';
import { BallotForm } from './ballot-form.tsx';
import { BallotSummary } from './ballot-summary.tsx';
import { ConfirmResult } from './confirm-result.tsx';
import { useBallotOutbox } from './use-ballot-outbox.ts';

const CARD = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function BallotPage({ debateId }: { debateId: string }) {
  const ballot = useBallotForm(debateId);
  if (ballot.error instanceof ApiRequestError && ballot.error.status === 403 && ballot.data === undefined) {
    return (
      <Container className="pb-16">
        <PageHeader title="Score debate" />
        <EmptyState
          icon={ClipboardList}
          title={ballot.error.message || JUDGE_MESSAGES.notJudgingIt}
          actions={
            <>
              <Button asChild>
                <Link to={hrefFor('debate', { id: debateId })}>View this debate</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={hrefFor('judge-dashboard')}>Judge dashboard</Link>
              </Button>
            </>
          }
        >
          Only the judges of a debate score it.
        </EmptyState>
        <RefusedElsewhere debateId={debateId} />
      </Container>
    );
  }
  return (
    <DetailQuery
      query={ballot}
      loadingLabel="Loading the ballot…"
      errorTitle="Couldn’t load the ballot"
      notFound={{
        title: 'Debate not found',
        text: 'This debate does not exist or has been removed. Check the link, or open your judge dashboard.',
        backTo: hrefFor('judge-dashboard'),
        backLabel: 'Judge dashboard',
      }}
    >
      {(view) => {
        const format = getFormat(view.debate.format);
        return format ? <BallotView view={view} format={format} /> : <UnknownFormat />;
      }}
    </DetailQuery>
  );
}

/** A ballot this device sent that the server refused because the judge is no longer on the panel. */
function RefusedElsewhere({ debateId }: { debateId: string }) {
  const session = useSession();
  const outbox = useBallotOutbox({ debateId, userId: session.user?.id ?? null, hasServerBallot: false });
  if (outbox.entry?.state !== 'refused') return null;
  return (
    <div className="mt-6">
      <RefusedBallot
        entry={outbox.entry}
        format={null}
        seats={[]}
        canEdit={false}
        onEdit={() => {}}
        onDiscard={() => void outbox.discard()}
      />
    </div>
  );
}

function UnknownFormat() {
  return (
    <Container className="py-16">
      <h1 className="text-2xl font-bold text-slate-900">Score debate</h1>
      <p className="mt-2 text-slate-700">This debate’s format is not known to this version of the app. Reload the page.</p>
    </Container>
  );
}

function BallotView({ view, format }: { view: BallotFormView; format: DebateFormat }) {
  const ballotId = useId();
  const resultId = useId();
  const { debate } = view;
  const isConsensusPanellist = format.ballot.kind === 'ranks' && view.myPosition === 'panellist';
  const isTrainee = view.myPosition === 'trainee';
  const isRated = (RATED_DEBATE_TYPES as readonly string[]).includes(debate.debateType);
  const session = useSession();
  const outbox = useBallotOutbox({
    debateId: debate.id,
    userId: session.user?.id ?? null,
    hasServerBallot: view.myBallot !== null,
  });
  // Discarding a refused ballot starts the form again, blank.
  const [formRound, setFormRound] = useState(0);
  const { entry } = outbox;
  const isOnItsWay = entry !== null && (entry.state === 'saved' || entry.state === 'sending' || entry.state === 'sent');

  let ballotBody: React.ReactNode;
  let isFormShown = false;
  if (view.myBallot) {
    ballotBody = <BallotSummary format={format} seats={view.seats} ballot={view.myBallot} />;
  } else if (isOnItsWay) {
    ballotBody = <BallotSummary format={format} seats={view.seats} ballot={entry.ballot} testId="outbox-ballot" />;
  } else if (isConsensusPanellist) {
    ballotBody = <Notice>{JUDGE_MESSAGES.consensusByChair}. Share your view with the chair before they submit it.</Notice>;
  } else if (debate.status === 'scheduled') {
    ballotBody = <Notice>{JUDGE_MESSAGES.notStarted}. Meanwhile you can prepare your flow sheet.</Notice>;
  } else if (debate.status === 'cancelled') {
    ballotBody = <Notice>This debate was cancelled: there is nothing to score.</Notice>;
  } else if (view.confirmed) {
    ballotBody = <Notice>{JUDGE_MESSAGES.locked}.</Notice>;
  } else {
    isFormShown = true;
    ballotBody = (
      <BallotForm
        key={formRound}
        debateId={debate.id}
        format={format}
        seats={view.seats}
        outbox={outbox}
        userId={session.user?.id ?? null}
      />
    );
  }

  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('judge-dashboard')}>Judge dashboard</BackLink>
      <PageHeader
        title={`Ballot: ${debate.title}`}
        lead={
          <>
            <span className="font-semibold text-slate-900">Motion:</span> {debate.topic}
          </>
        }
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={hrefFor('judge-note-taking', {}, { query: { debate: debate.id } })}>
                <NotebookPen aria-hidden="true" className="h-4 w-4" />
                Flow sheet
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={hrefFor('debate', { id: debate.id })}>Debate page</Link>
            </Button>
          </>
        }
      />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          {isTrainee ? (
            <Notice>
              You are a trainee on this panel: your ballot is for calibration only. It is compared with the panel’s decision and
              never counted in the result.
            </Notice>
          ) : null}
          <section aria-labelledby={ballotId}>
            <h2 id={ballotId} className="mb-4 text-xl font-semibold text-slate-900">
              Your ballot
            </h2>
            <BallotDeliveryStatus entry={entry} onSendNow={outbox.sendNow} />
            {entry?.state === 'refused' ? (
              <RefusedBallot
                entry={entry}
                format={format}
                seats={view.seats}
                canEdit={isFormShown}
                onEdit={() => void outbox.editAgain()}
                onDiscard={() => void outbox.discard().then(() => setFormRound((round) => round + 1))}
              />
            ) : null}
            {ballotBody}
          </section>

          <section aria-labelledby={resultId} className={CARD}>
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <h2 id={resultId} className="text-xl font-semibold text-slate-900">
                {view.confirmed ? 'Result' : 'Decision so far'}
              </h2>
              {view.confirmed ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed</Badge>}
            </div>
            {view.decision ? (
              <DecisionSummary format={format} seats={view.seats} decision={view.decision} />
            ) : (
              <p className="text-slate-700">No decision yet: it is made from the counted judges’ ballots as they come in.</p>
            )}
            {!view.confirmed && view.canConfirm ? (
              <div className="mt-6">
                <ConfirmResult debateId={debate.id} isRated={isRated} />
              </div>
            ) : null}
            {!view.confirmed && !view.canConfirm && view.myPosition === 'chair' && view.decision === null ? (
              <p className="mt-4 text-sm text-slate-600">Once the ballots decide the debate, you can confirm the result here.</p>
            ) : null}
          </section>
        </div>

        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <DebateFacts view={view} format={format} />
          <PanelList view={view} />
        </div>
      </div>
    </Container>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">{children}</p>;
}

function DebateFacts({ view, format }: { view: BallotFormView; format: DebateFormat }) {
  const headingId = useId();
  const { debate } = view;
  const sides = format.sides.filter((side) => view.seats.some((seat) => seat.side === side.id));
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        The debate
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {labelFor(FORMAT_LABELS, debate.format)} · {humanizeId(debate.debateType)} · <DateTime value={debate.startsAt} />
      </p>
      <p className="mt-1 text-sm text-slate-700">
        You judge as <strong>{JUDGE_POSITION_LABELS[view.myPosition]}</strong>.
      </p>
      {sides.length === 0 ? <p className="mt-3 text-sm text-slate-600">No speakers have taken a position.</p> : null}
      {sides.map((side) => (
        <div key={side.id} className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{side.label}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {format.positions
              .filter((position) => position.side === side.id)
              .map((position) => {
                const seat = view.seats.find((s) => s.position === position.id);
                return seat ? (
                  <li key={position.id} className="text-slate-700">
                    <span className="font-medium text-slate-900">{seat.user.name}</span> · {seat.positionLabel}
                  </li>
                ) : null;
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PanelList({ view }: { view: BallotFormView }) {
  const headingId = useId();
  const session = useSession();
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Panel
      </h2>
      <ul className="mt-3 space-y-2 text-sm" data-testid="panel">
        {view.panel.map((member) => (
          <li key={member.judge.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-slate-900">
              <span className="font-medium">{member.judge.name}</span>
              {member.judge.id === session.user?.id ? ' (you)' : ''}
              <span className="text-slate-600"> · {JUDGE_POSITION_LABELS[member.position]}</span>
            </span>
            {member.submitted ? <Badge tone="success">Ballot submitted</Badge> : <Badge>No ballot yet</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}

// A tournament round's page (docs/tournaments-rounds.md): its motion and info
// slide once released, the released draw with the viewer's own room marked and
// a link to each live debate, and a way for a speaker or an adjudicator to
// check in. The staff also get the round's controls (motion, check-in, draw,
// edits, allocation, releases, venues). `?view=projector` shows the motion and
// the draw in large type for a screen in the hall. The page follows the
// tournament's realtime channel, so every change shows without a reload, and
// refetches by itself when a motion's release time passes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import type { RoundView as Round } from '#shared/tournaments/rounds-contract.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { notify } from '#web/lib/toast.ts';
import { useTournamentTeams } from '../api/list-tournament-teams.ts';
import { roundKeys, useCheckIn, useLiveRounds, useTournamentRound } from '../api/tournament-rounds.ts';
import { refusalMessage } from './refusal.ts';
import { RoundCheckInCode } from './round-check-in-code.tsx';
import { RoundCheckInDesk } from './round-check-in-desk.tsx';
import { DrawRooms } from './round-draw.tsx';
import { RoundResults } from './round-results.tsx';
import { CheckinList, DrawControls, DrawEditor, MotionForm } from './round-staff.tsx';
import { RoundVenues } from './round-venues.tsx';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Refetches the round when its motion's release time passes (the server counts it released from then). */
function useRefetchAt(tournamentId: string, round: Round | undefined) {
  const queryClient = useQueryClient();
  const releaseAt = round && !round.motionReleased ? round.motionReleaseAt : null;
  useEffect(() => {
    if (!releaseAt) return;
    const wait = new Date(releaseAt).getTime() - Date.now() + 500;
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: roundKeys.all(tournamentId) }),
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [queryClient, tournamentId, releaseAt]);
}

function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function Motion({ round, large = false }: { round: Round; large?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={large ? 'space-y-6' : 'space-y-3'}>
      <h2 id={headingId} className={large ? 'text-4xl font-semibold text-slate-900' : 'text-xl font-semibold text-slate-900'}>
        Motion
      </h2>
      {round.infoSlide ? (
        <div className={large ? 'rounded-2xl bg-slate-100 p-6 text-3xl' : 'rounded-xl bg-slate-100 p-4 text-slate-800'}>
          <p className="font-medium">Info slide</p>
          <p className="mt-1 whitespace-pre-line">{round.infoSlide}</p>
        </div>
      ) : null}
      {round.motion && round.motionReleased ? (
        <p
          className={large ? 'text-5xl font-bold leading-tight text-slate-900' : 'text-2xl font-semibold text-slate-900'}
          data-testid="round-motion"
        >
          {round.motion}
        </p>
      ) : round.motion ? (
        <p className="text-lg text-slate-800">
          <span className="font-medium">Not released yet:</span> {round.motion}
        </p>
      ) : (
        <p className={large ? 'text-3xl text-slate-700' : 'text-slate-700'}>
          The motion is not released yet
          {round.motionReleaseAt ? `; it will be at ${formatTime(round.motionReleaseAt)}` : ''}.
        </p>
      )}
    </section>
  );
}

function OwnCheckin({ tournament, round }: { tournament: TournamentView; round: Round }) {
  const checkIn = useCheckIn(tournament.id, round.seq);
  const { teamId, adjudicatorId } = tournament.viewer;
  const { teamCheckedIn, adjudicatorCheckedIn } = round.viewer;
  if (round.drawStatus === 'released' || (teamCheckedIn === null && adjudicatorCheckedIn === null)) return null;
  const handle = async (input: { teamId: string } | { adjudicatorId: string }) => {
    try {
      await checkIn.mutateAsync(input);
      notify.success({ title: 'Checked in' });
    } catch (failure) {
      notify.error({ title: 'Could not check in', description: refusalMessage(failure) });
    }
  };
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="own-checkin">
      {teamId && teamCheckedIn !== null ? (
        teamCheckedIn ? (
          <p className="text-green-800">Your team is checked in for {round.name}.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p>Your team is not checked in for {round.name}: teams not checked in may be left out of the draw.</p>
            <Button disabled={checkIn.isPending} onClick={() => void handle({ teamId })}>
              Check my team in
            </Button>
          </div>
        )
      ) : null}
      {adjudicatorId && adjudicatorCheckedIn !== null ? (
        adjudicatorCheckedIn ? (
          <p className="text-green-800">You are checked in to adjudicate {round.name}.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p>You are not checked in to adjudicate {round.name}.</p>
            <Button disabled={checkIn.isPending} onClick={() => void handle({ adjudicatorId })}>
              Check myself in
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

function Draw({ tournament, round }: { tournament: TournamentView; round: Round }) {
  const headingId = useId();
  const isDraft = round.drawStatus === 'draft';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Draw{isDraft ? ' (draft, seen by the staff only)' : ''}
      </h2>
      {round.debates.length === 0 ? (
        <p className="text-slate-700">The draw is not released yet.</p>
      ) : (
        <>
          {round.drawStatus === 'released' && !round.allocationReleased ? (
            <p className="text-sm text-slate-700">The panels are not released yet.</p>
          ) : null}
          <DrawRooms round={round} tournament={tournament} />
        </>
      )}
    </section>
  );
}

function StaffControls({ tournament, round }: { tournament: TournamentView; round: Round }) {
  const headingId = useId();
  const teams = useTournamentTeams(tournament.id);
  const { canManage } = round.viewer;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Running the round
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {canManage ? <MotionForm key={round.id} tournament={tournament} round={round} /> : null}
        {canManage || round.drawStatus !== 'none' ? <DrawControls tournament={tournament} round={round} /> : null}
      </div>
      <RoundCheckInDesk tournament={tournament} round={round} />
      <CheckinList tournament={tournament} round={round} />
      {round.debates.length > 0 ? (
        // The adjudication core edits the panels; teams and venues are the managers'.
        <DrawEditor
          tournament={tournament}
          round={round}
          teams={(teams.data ?? []).map((team) => ({ id: team.id, name: team.name }))}
          panelsOnly={!canManage}
        />
      ) : null}
      {canManage ? <RoundVenues tournament={tournament} /> : null}
    </section>
  );
}

function ProjectorView({ tournament, round }: { tournament: TournamentView; round: Round }) {
  return (
    <Container className="space-y-10 pt-6 pb-16">
      <header>
        <p className="text-2xl text-slate-700">{tournament.eventTitle}</p>
        <h1 className="text-6xl font-bold text-slate-900">{round.name}</h1>
      </header>
      {round.motionReleased ? <Motion round={round} large /> : null}
      {round.drawStatus === 'released' ? (
        <section aria-label="Draw">
          <DrawRooms round={round} tournament={tournament} large />
        </section>
      ) : (
        <p className="text-3xl text-slate-700">The draw is not released yet.</p>
      )}
    </Container>
  );
}

export default function RoundView({ tournament, seq }: { tournament: TournamentView; seq: number }) {
  const query = useTournamentRound(tournament.id, seq);
  const [params] = useSearchParams();
  useLiveRounds(tournament.id);
  useRefetchAt(tournament.id, query.data);
  if (query.isPending) return <LoadingStatus label="Loading the round…" />;
  if (query.isError) {
    return (
      <Container className="pt-6 pb-16">
        <QueryErrorState
          title="Couldn’t load this round"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Container>
    );
  }
  const round = query.data;
  if (params.get('view') === 'projector') return <ProjectorView tournament={tournament} round={round} />;
  const projectorHref = `${hrefFor('tournament-round', { id: tournament.id, seq: String(seq) })}?view=projector`;
  return (
    <Container className="space-y-8 pt-6 pb-16">
      <header className="mt-6 space-y-2">
        <BackLink to={hrefFor('tournament', { id: tournament.id })}>{tournament.eventTitle}</BackLink>
        <h1 className="text-3xl font-bold text-slate-900">{round.name}</h1>
        <p className="text-slate-700">
          {round.startsAt ? `Starts ${formatTime(round.startsAt)}. ` : ''}
          <Link className="text-brand-700 underline" to={projectorHref}>
            Projector view
          </Link>
        </p>
      </header>
      <OwnCheckin tournament={tournament} round={round} />
      <RoundCheckInCode tournament={tournament} round={round} />
      <Motion round={round} />
      <Draw tournament={tournament} round={round} />
      {round.viewer.isStaff ? <StaffControls tournament={tournament} round={round} /> : null}
      {round.drawStatus === 'released' ? <RoundResults tournament={tournament} seq={seq} /> : null}
    </Container>
  );
}

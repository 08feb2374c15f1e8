// The teams of a tournament: each with its institution and speakers. The
// viewer's own team shows its join code to share and a way to leave; managers
// withdraw teams while the tournament is being set up, and at any time make a
// team of spare speakers a swing team (drawn to fill a room, never ranked) or
// rank it again. Below, the ways in: registering a team or joining one, or
// signing in first.
import { useId } from 'react';
import type { TeamView, TournamentView } from '#shared/tournaments/contract.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { useLeaveTournamentTeam } from '../api/leave-tournament-team.ts';
import { useTournamentTeams } from '../api/list-tournament-teams.ts';
import { useUpdateTournamentTeam } from '../api/update-tournament-team.ts';
import { useWithdrawTournamentTeam } from '../api/withdraw-tournament-team.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { CopyText } from './copy-text.tsx';
import { JoinTeamForm } from './join-team-form.tsx';
import { refusalMessage } from './refusal.ts';
import { RegisterTeamForm } from './register-team-form.tsx';

export const SWING_TEAM_TEXT = {
  badge: 'Swing team',
  explanation: 'Drawn to fill a room when the teams do not divide evenly; never ranked and never breaks.',
  make: 'Make swing team',
  unmake: 'Rank this team again',
} as const;

function SwingToggle({ tournament, team }: { tournament: TournamentView; team: TeamView }) {
  const update = useUpdateTournamentTeam(tournament.id);
  const toggle = async () => {
    try {
      await update.mutateAsync({ teamId: team.id, isSwing: !team.isSwing });
      notify.success({
        title: team.isSwing ? `${team.name} is ranked again` : `${team.name} is a swing team`,
        description: team.isSwing ? 'It is back in the standings and can break.' : SWING_TEAM_TEXT.explanation,
      });
    } catch (error) {
      notify.error({ title: `Could not change ${team.name}`, description: refusalMessage(error) });
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void toggle()}
      disabled={update.isPending}
      aria-label={`${team.isSwing ? SWING_TEAM_TEXT.unmake : SWING_TEAM_TEXT.make}: ${team.name}`}
    >
      {team.isSwing ? SWING_TEAM_TEXT.unmake : SWING_TEAM_TEXT.make}
    </Button>
  );
}

function TeamItem({ tournament, team }: { tournament: TournamentView; team: TeamView }) {
  const leave = useLeaveTournamentTeam(tournament.id);
  const withdraw = useWithdrawTournamentTeam(tournament.id);
  const isOwn = tournament.viewer.teamId === team.id;
  const isSetup = tournament.status === 'setup';
  const categories = tournament.categories.filter((category, index) => index > 0 && team.categoryIds.includes(category.id));
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="tournament-team">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            {team.name}
            {isOwn ? <span className="ml-2 text-sm font-normal text-brand-700">(your team)</span> : null}
          </h3>
          <p className="text-sm text-slate-600">{team.institution}</p>
        </div>
        {categories.length > 0 || team.isSwing ? (
          <div className="flex flex-wrap gap-1">
            {team.isSwing ? <Badge tone="warning">{SWING_TEAM_TEXT.badge}</Badge> : null}
            {categories.map((category) => (
              <Badge key={category.id}>{category.name}</Badge>
            ))}
          </div>
        ) : null}
      </div>
      {team.isSwing ? <p className="mt-1 text-sm text-slate-700">{SWING_TEAM_TEXT.explanation}</p> : null}
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-medium">Speakers:</span> {team.speakers.map((speaker) => speaker.name).join(', ') || 'none yet'}{' '}
        <span className="text-slate-600">
          ({team.speakers.length} of {tournament.speakersPerTeam} needed)
        </span>
      </p>
      {team.joinCode ? (
        <div className="mt-3">
          <p className="mb-1 text-sm text-slate-700">
            {isOwn ? 'Your teammates join with this code:' : 'Join code (shown to the staff):'}
          </p>
          <CopyText value={team.joinCode} label="Join code" testId={isOwn ? 'own-join-code' : undefined} />
        </div>
      ) : null}
      {(isOwn && isSetup) || tournament.viewer.canManage ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {isOwn && isSetup ? (
            <ConfirmAction
              triggerLabel="Leave team"
              title={`Leave ${team.name}?`}
              description={
                team.speakers.length === 1
                  ? 'You are its only speaker: leaving withdraws the team from the tournament.'
                  : 'Your teammates stay registered; you can join again with the code.'
              }
              confirmLabel="Leave team"
              onConfirm={async () => {
                const { withdrawn } = await leave.mutateAsync(team.id);
                notify.success({ title: withdrawn ? `${team.name} is withdrawn` : `You left ${team.name}` });
              }}
            />
          ) : null}
          {tournament.viewer.canManage ? <SwingToggle tournament={tournament} team={team} /> : null}
          {tournament.viewer.canManage && isSetup ? (
            <ConfirmAction
              triggerLabel="Withdraw"
              triggerAriaLabel={`Withdraw ${team.name}`}
              title={`Withdraw ${team.name}?`}
              description="The team and its speakers leave the tournament. They can register again while registration is open."
              confirmLabel="Withdraw team"
              onConfirm={async () => {
                await withdraw.mutateAsync(team.id);
                notify.success({ title: `${team.name} is withdrawn` });
              }}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function TournamentTeams({ tournament, isSignedIn }: { tournament: TournamentView; isSignedIn: boolean }) {
  const headingId = useId();
  const teams = useTournamentTeams(tournament.id);
  const { viewer } = tournament;
  const isFree = isSignedIn && viewer.teamId === null && viewer.adjudicatorId === null;
  // Staff may register a team after registration closes (the server allows it).
  const mayRegister = isFree && ((tournament.registrationOpen && tournament.status === 'setup') || viewer.canManage);
  const list = teams.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Teams
      </h2>
      {teams.isPending ? (
        <p className="text-slate-600" role="status">
          Loading teams…
        </p>
      ) : teams.isError ? (
        <QueryErrorState
          title="Couldn’t load the teams"
          error={teams.error}
          onRetry={() => void teams.refetch()}
          isRetrying={teams.isFetching}
        />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          No teams yet. {tournament.registrationOpen ? 'Be the first to register one.' : 'Registration is closed.'}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((team) => (
            <TeamItem key={team.id} tournament={tournament} team={team} />
          ))}
        </ul>
      )}
      {isFree && !mayRegister && !tournament.registrationOpen ? (
        <p className="text-sm text-slate-700">Registration is closed: the staff are not taking new teams.</p>
      ) : null}
      {mayRegister || (isFree && list.length > 0) ? (
        <div className="grid gap-4 md:grid-cols-2">
          {mayRegister ? <RegisterTeamForm tournament={tournament} /> : null}
          {isFree && list.length > 0 ? <JoinTeamForm tournamentId={tournament.id} teams={list} /> : null}
        </div>
      ) : null}
    </section>
  );
}

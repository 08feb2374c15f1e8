// The adjudicators of a tournament (a guest shows as invited until they accept;
// scores only to the staff), registering as one, and, for the managers and the
// adjudication core, inviting a guest by link.
import { useId } from 'react';
import type { AdjudicatorView, TournamentView } from '#shared/tournaments/contract.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useTournamentAdjudicators } from '../api/list-tournament-adjudicators.ts';
import { InviteAdjudicator } from './invite-adjudicator.tsx';
import { RegisterAdjudicator } from './register-adjudicator.tsx';

function AdjudicatorItem({ adjudicator, isOwn }: { adjudicator: AdjudicatorView; isOwn: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div>
        <span className="font-medium text-slate-900">{adjudicator.name}</span>
        {isOwn ? <span className="ml-2 text-sm text-brand-700">(you)</span> : null}
        {adjudicator.institution ? <span className="text-sm text-slate-600"> · {adjudicator.institution}</span> : null}
      </div>
      <div className="flex flex-wrap gap-1">
        {adjudicator.userId === null ? <Badge tone="warning">Invited</Badge> : null}
        {adjudicator.score !== null ? <Badge>Score {adjudicator.score}</Badge> : null}
        {adjudicator.independent ? <Badge tone="brand">Independent</Badge> : null}
      </div>
    </li>
  );
}

export function TournamentAdjudicators({
  tournament,
  isSignedIn,
  isAdjudicationCore,
}: {
  tournament: TournamentView;
  isSignedIn: boolean;
  /** On the staff as adjudication core: invites guests without managing the tournament. */
  isAdjudicationCore: boolean;
}) {
  const headingId = useId();
  const adjudicators = useTournamentAdjudicators(tournament.id);
  const { viewer } = tournament;
  const mayRegister =
    isSignedIn &&
    viewer.teamId === null &&
    viewer.adjudicatorId === null &&
    tournament.registrationOpen &&
    tournament.status !== 'finished';
  const mayInvite = viewer.canManage || isAdjudicationCore;
  const list = adjudicators.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Adjudicators
      </h2>
      {adjudicators.isPending ? (
        <p className="text-slate-600" role="status">
          Loading adjudicators…
        </p>
      ) : adjudicators.isError ? (
        <QueryErrorState
          title="Couldn’t load the adjudicators"
          error={adjudicators.error}
          onRetry={() => void adjudicators.refetch()}
          isRetrying={adjudicators.isFetching}
        />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          No adjudicators yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200">
          {list.map((adjudicator) => (
            <AdjudicatorItem key={adjudicator.id} adjudicator={adjudicator} isOwn={adjudicator.id === viewer.adjudicatorId} />
          ))}
        </ul>
      )}
      {mayRegister || mayInvite ? (
        <div className="grid gap-4 md:grid-cols-2">
          {mayRegister ? <RegisterAdjudicator tournamentId={tournament.id} /> : null}
          {mayInvite ? <InviteAdjudicator tournamentId={tournament.id} /> : null}
        </div>
      ) : null}
    </section>
  );
}

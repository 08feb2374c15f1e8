// A round's draw as a list of rooms: each room's venue, its teams under the
// format's side names, its panel when released (or to the staff), and the live
// debate once the draw is released. The viewer's own room is marked. The staff
// also read each room's reasons (pull-ups, clashes avoided or left, hand edits).
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import type { DrawDebateView, RoundView } from '#shared/tournaments/rounds-contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

export const ROLE_LABELS = { chair: 'Chair', panellist: 'Panellist', trainee: 'Trainee' } as const;

export function isOwnRoom(debate: DrawDebateView, tournament: TournamentView): boolean {
  const { teamId, adjudicatorId } = tournament.viewer;
  return (
    (teamId !== null && debate.teams.some((team) => team.teamId === teamId)) ||
    (adjudicatorId !== null && (debate.panel ?? []).some((seat) => seat.adjudicatorId === adjudicatorId))
  );
}

export function roomLabel(debate: DrawDebateView): string {
  return debate.isBye ? 'Bye' : `Room ${debate.roomIndex + 1}`;
}

function Venue({ debate }: { debate: DrawDebateView }) {
  if (!debate.venue) return <span className="text-slate-600">No venue</span>;
  if (debate.venue.onlineUrl) {
    return (
      <a
        className="inline-flex items-center gap-1 text-brand-700 underline"
        href={debate.venue.onlineUrl}
        rel="noreferrer"
        target="_blank"
      >
        {debate.venue.name}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return <span>{debate.venue.name}</span>;
}

export function DrawRooms({
  round,
  tournament,
  large = false,
}: {
  round: RoundView;
  tournament: TournamentView;
  /** The projector's large type. */
  large?: boolean;
}) {
  return (
    <ol className={cn('grid gap-3', large ? 'gap-5 lg:grid-cols-2' : 'md:grid-cols-2')}>
      {round.debates.map((debate) => {
        const isOwn = isOwnRoom(debate, tournament);
        return (
          <li
            key={debate.id}
            data-testid="draw-room"
            aria-current={isOwn ? 'true' : undefined}
            className={cn(
              'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
              isOwn && 'ring-2 ring-brand-600',
              large && 'p-6',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className={cn('font-semibold text-slate-900', large ? 'text-3xl' : 'text-lg')}>
                {roomLabel(debate)}
                {isOwn ? (
                  <span className="ml-2">
                    <Badge tone="brand">Your room</Badge>
                  </span>
                ) : null}
              </h3>
              <p className={cn('text-slate-700', large ? 'text-2xl' : 'text-sm')}>
                <span className="sr-only">Venue: </span>
                <Venue debate={debate} />
              </p>
            </div>
            <dl className={cn('mt-3 grid gap-1', large ? 'text-2xl' : 'text-sm')}>
              {debate.teams.map((team) => (
                <div key={team.teamId} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-slate-700">{team.sideLabel}:</dt>
                  <dd className="text-slate-900">
                    {team.name} <span className="text-slate-600">({team.institution})</span>
                  </dd>
                </div>
              ))}
            </dl>
            {debate.panel && debate.panel.length > 0 ? (
              <p className={cn('mt-2 text-slate-800', large ? 'text-xl' : 'text-sm')}>
                <span className="font-medium">Panel:</span>{' '}
                {debate.panel.map((seat) => `${seat.name} (${ROLE_LABELS[seat.role]})`).join(', ')}
              </p>
            ) : null}
            {debate.debateId && !large ? (
              <p className="mt-3">
                <Link className="font-medium text-brand-700 underline" to={hrefFor('debate', { id: debate.debateId })}>
                  Open the live debate<span className="sr-only"> of {roomLabel(debate)}</span>
                </Link>
              </p>
            ) : null}
            {debate.reasons.length > 0 ? (
              <div className="mt-3 rounded-lg bg-slate-50 p-3">
                <p className="text-sm font-medium text-slate-800">Why this room</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700" data-testid="draw-reasons">
                  {debate.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

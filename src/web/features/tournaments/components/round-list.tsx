// The tournament page's list of rounds: each links to its page (motion, draw),
// saying whether its draw and motion are out.
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useLiveRounds, useTournamentRounds } from '../api/tournament-rounds.ts';

const DRAW_LABELS = { none: 'No draw yet', draft: 'Draw in progress', released: 'Draw released' } as const;

export function RoundList({ tournament }: { tournament: TournamentView }) {
  const headingId = useId();
  const rounds = useTournamentRounds(tournament.id);
  useLiveRounds(tournament.id);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Rounds
      </h2>
      {rounds.isPending ? (
        <p className="text-slate-600" role="status">
          Loading rounds…
        </p>
      ) : rounds.isError ? (
        <p className="text-slate-700">The rounds could not be loaded.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2" data-testid="round-list">
          {rounds.data.map((round) => (
            <li key={round.id}>
              <Link
                className="flex items-center justify-between gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400"
                to={hrefFor('tournament-round', { id: tournament.id, seq: String(round.seq) })}
              >
                <span className="font-medium text-brand-800">{round.name}</span>
                <Badge tone={round.drawStatus === 'released' ? 'success' : 'neutral'}>{DRAW_LABELS[round.drawStatus]}</Badge>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

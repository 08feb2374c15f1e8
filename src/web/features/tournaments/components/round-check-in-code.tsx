// A speaker's or an adjudicator's own check-in code on the round page: a QR
// ticket the staff's desk scans (or types) to check their team, or them, in.
// The code is the same in every round; it matters until the draw is out.
import { useId } from 'react';
import { formatCheckInCode } from '#shared/events/contract.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import type { RoundView } from '#shared/tournaments/rounds-contract.ts';
import { QrTicket } from '#web/components/qr-ticket.tsx';
import { useTournamentCheckInCode } from '../api/get-tournament-check-in-code.ts';
import { refusalMessage } from './refusal.ts';

export function RoundCheckInCode({ tournament, round }: { tournament: TournamentView; round: RoundView }) {
  const headingId = useId();
  const { teamId, adjudicatorId } = tournament.viewer;
  const isShown = round.drawStatus !== 'released' && (teamId !== null || adjudicatorId !== null);
  const code = useTournamentCheckInCode(tournament.id, isShown);
  if (!isShown) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="own-check-in-code"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Your check-in code
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {teamId !== null
          ? 'Show it at the check-in desk: the staff scan it, or type it, to check your team in for each round.'
          : 'Show it at the check-in desk: the staff scan it, or type it, to check you in to adjudicate each round.'}
      </p>
      {code.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading your check-in code…
        </p>
      ) : code.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {refusalMessage(code.error)}
        </p>
      ) : (
        <QrTicket code={code.data} displayCode={formatCheckInCode(code.data)} />
      )}
    </section>
  );
}

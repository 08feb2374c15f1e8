// A decision as a reader sees it: who won (or the teams in rank order), the
// speaker scores by seat and each side's total. No headings of its own, so it
// fits under whichever heading the page gives it.
import type { Decision } from '#shared/judging/ballots.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { SpeakerSeat } from '#shared/judging/contract.ts';
import { decisionHeadline, rankedTeams, scoreText, seatScores, votesText } from '../../lib/result-text.ts';
import { SeatScoresTable } from './seat-scores-table.tsx';

export function DecisionSummary({
  format,
  seats,
  decision,
  caption = 'Speaker scores',
}: {
  format: DebateFormat;
  seats: readonly SpeakerSeat[];
  decision: Decision;
  caption?: string;
}) {
  const replies = decision.kind === 'sides' ? decision.replyScores : {};
  const rows = seatScores(format, seats, decision.speakerScores, replies);
  const sides = format.sides.filter((side) => rows.some((row) => row.side === side.id));

  return (
    <div className="space-y-4">
      {decision.kind === 'sides' ? (
        <p className="text-lg text-slate-900" data-testid="decision-headline">
          <strong>{decisionHeadline(format, decision)}</strong>
          <span className="text-base text-slate-600"> · {votesText(decision)}</span>
        </p>
      ) : (
        <ol className="space-y-1" data-testid="decision-headline" aria-label="Team ranking">
          {rankedTeams(format, decision).map((team) => (
            <li key={team.side} className="text-slate-900">
              <strong>{team.place}</strong> {team.label}
              <span className="text-sm text-slate-600"> · total {scoreText(team.total)}</span>
            </li>
          ))}
        </ol>
      )}
      <SeatScoresTable format={format} rows={rows} caption={caption} withSide />
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="side-totals">
        {sides.map((side) => (
          <div key={side.id} className="flex gap-1.5">
            <dt className="text-slate-700">{side.label} total</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{scoreText(decision.totals[side.id] ?? null)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

// A ballot, read-only: the winner or the ranks, the scores by seat, the reason
// for decision and the feedback given to each speaker. Shows the judge's
// submitted ballot, and the ballot about to be submitted in the form's last step.
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { BallotInput, SpeakerSeat } from '#shared/judging/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { ordinal } from '../../lib/ballot-values.ts';
import { seatScores, sideLabel } from '../../lib/result-text.ts';
import { SeatScoresTable } from '../results/seat-scores-table.tsx';

export function BallotSummary({
  format,
  seats,
  ballot,
  testId = 'my-ballot',
}: {
  format: DebateFormat;
  seats: readonly SpeakerSeat[];
  /** Without submittedAt: a ballot not sent yet. */
  ballot: BallotInput & { submittedAt?: string };
  testId?: string;
}) {
  const rows = seatScores(format, seats, ballot.speakerScores, ballot.kind === 'sides' ? (ballot.replyScores ?? {}) : {});
  const feedback = rows.filter((row) => (ballot.feedback?.[row.position] ?? '').trim() !== '');

  return (
    <div className="space-y-5" data-testid={testId}>
      {ballot.submittedAt ? (
        <p className="text-sm text-slate-600">
          Submitted <DateTime value={ballot.submittedAt} />
        </p>
      ) : null}
      {ballot.kind === 'sides' ? (
        <p className="text-slate-900">
          Winner: <strong>{sideLabel(format, ballot.winner)}</strong>
        </p>
      ) : (
        <ol className="space-y-1" aria-label="Your ranking">
          {Object.entries(ballot.ranks)
            .sort((a, b) => a[1] - b[1])
            .map(([team, rank]) => (
              <li key={team}>
                <strong>{ordinal(rank)}</strong> {sideLabel(format, team)}
              </li>
            ))}
        </ol>
      )}
      <SeatScoresTable format={format} rows={rows} caption="Your scores" />
      <div>
        <p className="font-medium text-slate-900">Reason for decision</p>
        <p className="mt-1 whitespace-pre-line text-slate-700">{ballot.reason}</p>
      </div>
      {feedback.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900">Feedback for the speakers</p>
          <dl className="mt-1 space-y-2">
            {feedback.map((row) => (
              <div key={row.position}>
                <dt className="text-sm font-medium text-slate-800">{row.speaker}</dt>
                <dd className="whitespace-pre-line text-slate-700">{ballot.feedback?.[row.position]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

// Speaker scores by seat, as a table: one row a speaker, with reply scores when
// the format has them. Used by a judge's own ballot and by the confirmed result.
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { type SeatScore, scoreText, sideLabel } from '../../lib/result-text.ts';

export function SeatScoresTable({
  format,
  rows,
  caption,
  withSide = false,
}: {
  format: DebateFormat;
  rows: readonly SeatScore[];
  caption: string;
  /** Add the side to the position where the position's name does not say it. */
  withSide?: boolean;
}) {
  const hasReplies = rows.some((row) => row.reply !== null);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">
              Speaker
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Position
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Score
            </th>
            {hasReplies ? (
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Reply
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.position} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {row.speaker}
              </th>
              <td className="py-2 pr-3 text-slate-700">
                {row.positionLabel}
                {withSide && row.positionLabel !== sideLabel(format, row.side) ? ` (${sideLabel(format, row.side)})` : ''}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums text-slate-900">{scoreText(row.score)}</td>
              {hasReplies ? <td className="py-2 pr-3 text-right tabular-nums text-slate-900">{scoreText(row.reply)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

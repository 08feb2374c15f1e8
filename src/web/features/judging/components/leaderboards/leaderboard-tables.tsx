// The three boards as real tables: a caption naming the board and its filters,
// column headers with scope, the member or club as each row's header. Narrow
// screens scroll the table sideways inside its card rather than squeezing it;
// the least important columns drop out below the sm breakpoint.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClubRow, DebaterRow, JudgeRow } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  calibrationText,
  feedbackHiddenText,
  feedbackText,
  formatOrdinal,
  formatRating,
  JUDGE_FEEDBACK_MIN_RESPONSES,
  provisionalText,
} from '../../lib/rating-text.ts';

const TH = 'px-3 py-3 font-semibold whitespace-nowrap sm:px-4';
const TD = 'px-3 py-3 sm:px-4';
const NUM = 'text-right whitespace-nowrap tabular-nums';
/** Columns that only wide screens show. */
const WIDE = 'hidden sm:table-cell';

function TableCard({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-slate-200 px-4 py-3 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

function RankCell({ rank }: { rank: number }) {
  return <td className={cn(TD, NUM, 'w-12 font-semibold text-slate-900')}>{rank}</td>;
}

function PersonHeader({ person }: { person: { id: string; name: string; username: string | null } }) {
  return (
    <th scope="row" className={cn(TD, 'min-w-32 font-medium')}>
      <Link
        to={hrefFor('user', { userId: person.id })}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {person.name}
      </Link>
      {person.username ? <span className="ml-2 hidden font-normal text-slate-600 sm:inline">@{person.username}</span> : null}
    </th>
  );
}

/** A value the board does not show yet: a dash for the eye, the reason for screen readers. */
function Missing({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

export function ProvisionalBadge({ ratedDebates }: { ratedDebates: number }) {
  return (
    <span title={provisionalText(ratedDebates)}>
      <Badge tone="warning">Provisional</Badge>
    </span>
  );
}

export function DebatersTable({ rows, caption }: { rows: DebaterRow[]; caption: string }) {
  return (
    <TableCard
      caption={caption}
      head={
        <>
          <th scope="col" className={cn(TH, NUM)}>
            Rank
          </th>
          <th scope="col" className={TH}>
            Debater
          </th>
          <th scope="col" className={TH}>
            Rating (μ ± σ)
          </th>
          <th scope="col" className={cn(TH, NUM, WIDE)}>
            Ranked on (μ − 3σ)
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Wins
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Debates
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="debater-row">
          <RankCell rank={row.rank} />
          <PersonHeader person={row} />
          <td className={cn(TD, 'whitespace-nowrap')}>
            <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{formatRating(row.rating)}</span>
              {row.rating.provisional ? <ProvisionalBadge ratedDebates={row.rating.ratedDebates} /> : null}
            </span>
          </td>
          <td className={cn(TD, NUM, WIDE)}>{formatOrdinal(row.rating.ordinal)}</td>
          <td className={cn(TD, NUM)}>{row.wins}</td>
          <td className={cn(TD, NUM)}>{row.debates}</td>
        </tr>
      ))}
    </TableCard>
  );
}

export function JudgesTable({ rows, caption }: { rows: JudgeRow[]; caption: string }) {
  const hasHiddenFeedback = rows.some((row) => feedbackText(row.feedbackAverage, row.feedbackResponses) === null);
  return (
    <>
      <TableCard
        caption={caption}
        head={
          <>
            <th scope="col" className={cn(TH, NUM)}>
              Rank
            </th>
            <th scope="col" className={TH}>
              Judge
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              Ballots
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              Feedback
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              Calibration (0–100)
            </th>
          </>
        }
      >
        {rows.map((row) => {
          const feedback = feedbackText(row.feedbackAverage, row.feedbackResponses);
          const calibration = calibrationText(row.calibration);
          return (
            <tr key={row.id} data-testid="judge-row">
              <RankCell rank={row.rank} />
              <PersonHeader person={row} />
              <td className={cn(TD, NUM)}>{row.ballots}</td>
              <td className={cn(TD, NUM)}>
                {feedback ? (
                  <>
                    {feedback}
                    <span className="ml-1 text-slate-600">
                      ({row.feedbackResponses}
                      <span className="sr-only"> responses</span>)
                    </span>
                  </>
                ) : (
                  <Missing reason={feedbackHiddenText(row.feedbackResponses)} />
                )}
              </td>
              <td className={cn(TD, NUM)}>{calibration ?? <Missing reason="No ballot compared with a decision yet" />}</td>
            </tr>
          );
        })}
      </TableCard>
      {hasHiddenFeedback ? (
        <p className="mt-3 text-sm text-slate-600">
          <span aria-hidden="true">— </span>A judge’s feedback average appears once {JUDGE_FEEDBACK_MIN_RESPONSES} speakers have
          rated them, so no single speaker’s rating can be singled out.
        </p>
      ) : null}
    </>
  );
}

export function ClubsTable({ rows, caption }: { rows: ClubRow[]; caption: string }) {
  return (
    <TableCard
      caption={caption}
      head={
        <>
          <th scope="col" className={cn(TH, NUM)}>
            Rank
          </th>
          <th scope="col" className={TH}>
            Club
          </th>
          <th scope="col" className={cn(TH, NUM, WIDE)}>
            Members
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Rated members
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Average rating (μ − 3σ)
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Wins
          </th>
          <th scope="col" className={cn(TH, NUM)}>
            Debates
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="club-row">
          <RankCell rank={row.rank} />
          <th scope="row" className={cn(TD, 'min-w-32 font-medium')}>
            <Link
              to={hrefFor('club', { id: row.id })}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {row.name}
            </Link>
          </th>
          <td className={cn(TD, NUM, WIDE)}>{row.members}</td>
          <td className={cn(TD, NUM)}>{row.ratedMembers}</td>
          <td className={cn(TD, NUM)}>
            {row.averageOrdinal === null ? <Missing reason="No rated members yet" /> : formatOrdinal(row.averageOrdinal)}
          </td>
          <td className={cn(TD, NUM)}>{row.wins}</td>
          <td className={cn(TD, NUM)}>{row.debates}</td>
        </tr>
      ))}
    </TableCard>
  );
}

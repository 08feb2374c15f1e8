// The "Record" section of /user/{userId}: the member's rating overall and by
// format, wins and losses, recent rated debates and, for judges, their
// paradigm, formats and ballots (GET /api/judging/users/:id/record). Only
// competitive debates with a confirmed result count; with none, it says so.
import { Gavel, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { RatingView, UserRecordView } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDate } from '#web/components/date-format.ts';
import { labelFor } from '#web/components/labels.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useUserRecord } from '../../api/get-user-record.ts';
import { ProvisionalBadge } from '../leaderboards/leaderboard-tables.tsx';
import { formatOrdinal, formatRating, outcomeText, RATING_PROVISIONAL_DEBATES, ratedDebatesText } from '../../lib/rating-text.ts';
import { ballotsText, hasNoRatedDebates, winLossText } from '../../lib/record-summary.ts';

const formatLabel = (id: string) => labelFor(FORMAT_LABELS, id);

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid={testId}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function RatingLine({ rating }: { rating: RatingView }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold text-slate-900 tabular-nums">{formatRating(rating)}</span>
      {rating.provisional ? <ProvisionalBadge ratedDebates={rating.ratedDebates} /> : null}
    </span>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function DebaterRecord({ record }: { record: UserRecordView }) {
  return (
    <div className="space-y-6">
      <Panel title="Rating" testId="record-rating">
        {record.rating ? (
          <>
            <p className="text-2xl">
              <RatingLine rating={record.rating} />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Ranked on {formatOrdinal(record.rating.ordinal)} (μ − 3σ) · {ratedDebatesText(record.rating.ratedDebates)}
              {record.rating.provisional ? ` · provisional until ${RATING_PROVISIONAL_DEBATES}` : ''}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600 italic">No overall rating yet.</p>
        )}
        <dl className="mt-5 grid grid-cols-3 gap-3">
          <Stat label="Wins">{record.wins}</Stat>
          <Stat label="Losses">{record.losses}</Stat>
          <Stat label="Debates">{record.debates}</Stat>
        </dl>
        <p className="sr-only">{winLossText(record)}</p>
        {record.byFormat.length > 0 ? (
          <div className="mt-5 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="pb-2 text-left font-medium text-slate-700">Rating by format</caption>
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Format
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Rating (μ ± σ)
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Rated debates
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {record.byFormat.map(({ format, rating }) => (
                  <tr key={format}>
                    <th scope="row" className="px-3 py-2 font-medium">
                      {formatLabel(format)}
                    </th>
                    <td className="px-3 py-2">
                      <RatingLine rating={rating} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{rating.ratedDebates}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Panel>

      <Panel title="Recent rated debates" testId="record-recent">
        {record.recent.length > 0 ? (
          <ul className="divide-y divide-slate-200">
            {record.recent.map((debate) => {
              const outcome = outcomeText(debate);
              return (
                <li key={debate.debateId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <Link
                      to={hrefFor('debate', { id: debate.debateId })}
                      className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {debate.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {formatLabel(debate.format)} · {formatDate(debate.startsAt)}
                    </p>
                  </div>
                  <Badge tone={outcome.tone}>{outcome.text}</Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 italic">No rated debates yet.</p>
        )}
      </Panel>
    </div>
  );
}

function JudgeRecord({ judge }: { judge: NonNullable<UserRecordView['judge']> }) {
  return (
    <Panel title="Judging" testId="record-judge">
      <p className="inline-flex items-center gap-2 font-medium text-slate-900">
        <Gavel aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Judge · {ballotsText(judge.ballots)} submitted
      </p>
      {judge.formats.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-medium text-slate-700">Formats</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {judge.formats.map((format) => (
              <li key={format}>
                <Badge>{formatLabel(format)}</Badge>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="mt-4 text-sm font-medium text-slate-700">Paradigm</h4>
      <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-800">{judge.paradigm}</p>
    </Panel>
  );
}

function NoRatedDebates() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Trophy aria-hidden="true" className="mb-4 h-10 w-10 text-brand-600" />
      <h3 className="text-lg font-semibold text-slate-900">No rated debates yet</h3>
      <p className="mt-2 max-w-md text-slate-600">
        A rating starts with the first competitive debate that has a confirmed result. Quick and practice rounds do not count.
      </p>
    </div>
  );
}

function RecordSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
      <div className="h-48 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
      <div className="h-48 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}

export function UserRecord({ userId }: { userId: string }) {
  const query = useUserRecord(userId);
  let content: ReactNode;
  if (query.data) {
    const record = query.data;
    const isEmpty = hasNoRatedDebates(record);
    content = (
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={record.judge ? '' : 'lg:col-span-2'}>
          {isEmpty ? <NoRatedDebates /> : <DebaterRecord record={record} />}
        </div>
        {record.judge ? <JudgeRecord judge={record.judge} /> : null}
      </div>
    );
  } else if (query.isError) {
    content = (
      <QueryErrorState
        title="The record could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = (
      <>
        <LoadingStatus label="Loading record" />
        <RecordSkeleton />
      </>
    );
  }
  return (
    <section
      aria-labelledby="user-record-title"
      className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6 lg:px-8"
      data-testid="user-record"
    >
      <h2 id="user-record-title" className="mb-4 text-lg font-semibold text-slate-900">
        Record
      </h2>
      {content}
    </section>
  );
}

// The result on a debate's page (GET /api/judging/debates/:id/result): the
// decision with the format's side or team names, the speaker scores by seat and
// the side totals, the counted judges' reasons; for a speaker of the debate,
// the advice judges gave them and a feedback form for each judge still to rate.
// Nothing shows before a result, except "Result pending" once the debate is over.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { DebateStatus } from '#shared/debates/contract.ts';
import { getFormat } from '#shared/formats/formats.ts';
import type { PersonRef, ResultView } from '#shared/judging/contract.ts';
import { JUDGE_POSITION_LABELS } from '#shared/judging/positions.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { useDebateResult } from '../../api/get-debate-result.ts';
import { judgingKeys } from '../../api/judging-keys.ts';
import { DecisionSummary } from './decision-summary.tsx';
import { sideLabel } from '../../lib/result-text.ts';

// Only a debater of a confirmed result rates their judges: the form (and the form and
// validation libraries with it) loads for them alone, not for every reader of the page.
const JudgeFeedbackForm = lazy(() => import('./judge-feedback-form.tsx').then((m) => ({ default: m.JudgeFeedbackForm })));

const CARD = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
/** As wide as the debate page's main column (two of three grid columns with 2rem gaps). */
const MAIN_COLUMN = 'lg:w-[calc((100%_-_4rem)*2/3_+_2rem)]';

export function DebateResults({ debateId, debateStatus }: { debateId: string; debateStatus?: DebateStatus }) {
  const headingId = useId();
  const result = useDebateResult(debateId);
  const data = result.data?.result ?? null;

  if (!data) {
    if (debateStatus !== 'finished' || result.isPending || result.isError) return null;
    return (
      <Container className="pb-16">
        <section aria-labelledby={headingId} className={`${CARD} ${MAIN_COLUMN}`} data-testid="debate-result">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Result pending
          </h2>
          <p className="mt-2 text-slate-700">The judges are deciding: the result appears here once the chair confirms it.</p>
        </section>
      </Container>
    );
  }
  return (
    <Container className="pb-16">
      <ResultSection headingId={headingId} result={data} />
    </Container>
  );
}

function ResultSection({ headingId, result }: { headingId: string; result: ResultView }) {
  const reasonsId = useId();
  const myFeedbackId = useId();
  const rateId = useId();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<PersonRef[]>([]);
  const format = getFormat(result.format);
  if (!format) return null;
  const due = result.feedbackDue.filter((judge) => !sentTo.some((sent) => sent.id === judge.id));

  const handleSent = (judge: PersonRef) => {
    setSentTo((current) => [...current, judge]);
    void queryClient.invalidateQueries({ queryKey: judgingKeys.result(result.debateId) });
  };

  return (
    <section aria-labelledby={headingId} className={`space-y-8 ${MAIN_COLUMN}`} data-testid="debate-result">
      <div className={CARD}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Result
          </h2>
          <Badge tone="success">Confirmed</Badge>
          {result.changedByAdmin ? <Badge tone="warning">Corrected by an admin</Badge> : null}
        </div>
        <p className="mb-4 text-sm text-slate-600">
          Confirmed <DateTime value={result.confirmedAt} />
        </p>
        <DecisionSummary format={format} seats={result.seats} decision={result.decision} />
      </div>

      {result.reasons.length > 0 ? (
        <section aria-labelledby={reasonsId}>
          <h3 id={reasonsId} className="text-lg font-semibold text-slate-900">
            Reasons for decision
          </h3>
          <ul className="mt-3 space-y-4">
            {result.reasons.map((reason) => (
              <li key={reason.judge.id} className={CARD}>
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{reason.judge.name}</span> ·{' '}
                  {JUDGE_POSITION_LABELS[reason.position]}
                  {reason.winner ? ` · voted for ${sideLabel(format, reason.winner)}` : ''}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{reason.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {result.myFeedback.length > 0 ? (
        <section aria-labelledby={myFeedbackId}>
          <h3 id={myFeedbackId} className="text-lg font-semibold text-slate-900">
            Feedback for you
          </h3>
          <ul className="mt-3 space-y-4" data-testid="my-feedback">
            {result.myFeedback.map((item) => (
              <li key={item.judge.id} className={CARD}>
                <p className="text-sm font-semibold text-slate-900">From {item.judge.name}</p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {due.length > 0 || sentTo.length > 0 ? (
        <section aria-labelledby={rateId}>
          <h3 id={rateId} className="text-lg font-semibold text-slate-900">
            Rate your judges
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Your rating helps judges improve and helps us place them. You can rate each judge once.
          </p>
          <div role="status" className="mt-3 space-y-1 text-sm font-medium text-green-800" data-testid="feedback-sent">
            {sentTo.map((judge) => (
              <p key={judge.id}>Thank you: your feedback on {judge.name} was sent.</p>
            ))}
          </div>
          <div className="mt-3 space-y-4">
            <Suspense fallback={null}>
              {due.map((judge) => (
                <JudgeFeedbackForm key={judge.id} debateId={result.debateId} judge={judge} onSent={() => handleSent(judge)} />
              ))}
            </Suspense>
          </div>
        </section>
      ) : null}
    </section>
  );
}

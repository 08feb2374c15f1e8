// A completed attempt: the score the server gave, the subscores per skill with
// what each skill is, and for each question the member's answer, the key,
// whether it counted (late, unanswered) and the explanation with its source.
// Work a question cannot score shows what was scored: the time of each
// speech, the research checklist, the argument's rubric. `reviewSlot` is where
// a route renders more under the result (asking a coach for a review).
import { CheckCircle2, CircleAlert, CircleMinus, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { getFormat } from '#shared/formats/formats.ts';
import { hrefFor } from '#shared/routes.ts';
import type { ArgumentBuild, AttemptDetail, ResearchNotes, SpeechRecord } from '#shared/training/contract.ts';
import { TRAINING_MESSAGES } from '#shared/training/contract.ts';
import { percentOf } from '#shared/training/progress.ts';
import { plannedSpeechMs, scoreTimeDiscipline, speakerScoreFromRubric, type TimeVerdict } from '#shared/training/rubrics.ts';
import { skillById } from '#shared/training/skills.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { describeAnswer, formatClock } from '../attempt-logic.ts';
import { QUICK_START_SPEECH_SECONDS_SHOWN } from './speech-tasks.tsx';
import { StoredRecording } from './speech-recorder.tsx';
import { NotesDownloads, ResearchChecklist } from './research-notes-editor.tsx';

export type ResultSlot = (attempt: AttemptDetail) => ReactNode;

const VERDICT_TEXT: Record<TimeVerdict, string> = {
  'on-time': 'on time',
  grace: 'within the grace after time',
  under: 'short of time',
  over: 'over time',
};

export function AttemptResult({
  attempt,
  onLeave,
  onRetry,
  reviewSlot,
}: {
  attempt: AttemptDetail;
  onLeave: () => void;
  onRetry: (attempt: AttemptDetail) => void;
  reviewSlot?: ResultSlot;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const percent = percentOf(attempt.score ?? 0, attempt.max);
  const skills = Object.entries(attempt.bySkill);
  const speeches = attempt.work.filter((w): w is SpeechRecord => w.kind === 'speech');
  const notes = attempt.work.find((w): w is ResearchNotes => w.kind === 'research-notes');
  const build = attempt.work.find((w): w is ArgumentBuild => w.kind === 'argument-build');
  const format = attempt.formatId ? getFormat(attempt.formatId) : undefined;

  return (
    <div className="space-y-8">
      <section aria-labelledby="result-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="result-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          {attempt.moduleLabel}: your score
        </h2>
        <p className="mt-3 text-4xl font-bold text-slate-900">
          <span data-testid="attempt-score">
            {attempt.score} / {attempt.max}
          </span>
          {percent !== null ? <span className="ml-3 text-2xl font-semibold text-slate-600">{percent}%</span> : null}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Scored by the server from your answers
          {attempt.durationMs !== null ? ` · took ${formatClock(attempt.durationMs).replace('+', '')}` : ''}.
        </p>
        {attempt.selfAssessmentScore ? (
          <p className="mt-3 text-slate-700">
            Your self-assessment: {attempt.selfAssessmentScore.score} / {attempt.selfAssessmentScore.max}
            {format && attempt.kind === 'speech'
              ? ` — a speaker score of about ${speakerScoreFromRubric(format, attempt.selfAssessmentScore)} on ${format.label}’s scale (${format.ballot.speakerScore.min}–${format.ballot.speakerScore.max})`
              : ''}
            . It is shown beside your score, not added to it.
          </p>
        ) : null}
        {attempt.missingItemIds.length ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{TRAINING_MESSAGES.itemGone}</p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-2">
          {attempt.isModuleAvailable ? <Button onClick={() => onRetry(attempt)}>Try again</Button> : null}
          <Button variant="secondary" onClick={onLeave}>
            Back to the modules
          </Button>
          <Button asChild variant="ghost">
            <Link to={hrefFor('training-history')}>Your training history</Link>
          </Button>
        </div>
      </section>

      {skills.length ? (
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="text-lg font-semibold text-slate-900">
            By skill
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {skills.map(([id, s]) => {
              const skill = skillById(id);
              return (
                <li key={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <p className="flex justify-between gap-2 font-medium text-slate-900">
                    <span>{skill?.label ?? id}</span>
                    <span>
                      {s.score} / {s.max} ({percentOf(s.score, s.max) ?? 0}%)
                    </span>
                  </p>
                  {skill ? <p className="mt-1 text-sm text-slate-600">{skill.description}</p> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {speeches.length ? (
        <section aria-labelledby="time-heading">
          <h2 id="time-heading" className="text-lg font-semibold text-slate-900">
            Time discipline
          </h2>
          <ul className="mt-3 space-y-2">
            {speeches.map((speech) => {
              const planned =
                attempt.kind === 'quick-start'
                  ? QUICK_START_SPEECH_SECONDS_SHOWN * 1000
                  : (plannedSpeechMs(speech.formatId, speech.speechId) ?? 0);
              const time = scoreTimeDiscipline(planned, speech.spokenMs);
              const label =
                attempt.kind === 'quick-start'
                  ? 'One-minute speech'
                  : (getFormat(speech.formatId)?.speeches.find((s) => s.id === speech.speechId)?.label ?? speech.speechId);
              return (
                <li
                  key={speech.speechId}
                  className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200"
                >
                  <Clock aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="text-slate-700">
                    {formatClock(speech.spokenMs).replace('+', '')} of {formatClock(planned)}: {VERDICT_TEXT[time.verdict]},{' '}
                    {time.score} / {time.max}
                  </span>
                  {attempt.kind === 'speech' || attempt.kind === 'mock-debate' ? (
                    <StoredRecording
                      attemptId={attempt.id}
                      speechId={speech.speechId}
                      speechLabel={label}
                      className="basis-full"
                      withNote
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {notes ? (
        <section aria-labelledby="notes-heading" className="space-y-3">
          <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
            Research checklist
          </h2>
          <ResearchChecklist notes={notes} />
          <NotesDownloads notes={notes} />
        </section>
      ) : null}

      {build ? (
        <section aria-labelledby="build-heading" className="space-y-2">
          <h2 id="build-heading" className="text-lg font-semibold text-slate-900">
            Your argument ({build.side})
          </h2>
          <dl className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            {(['claim', 'warrant', 'evidence', 'impact'] as const).map((part) => (
              <div key={part}>
                <dt className="text-sm font-medium capitalize text-slate-600">{part}</dt>
                <dd className="whitespace-pre-line text-slate-900">{build[part] || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {attempt.items.length ? (
        <section aria-labelledby="answers-heading">
          <h2 id="answers-heading" className="text-lg font-semibold text-slate-900">
            Answers and explanations
          </h2>
          <ol className="mt-3 space-y-4">
            {attempt.items.map((item, index) => {
              const result = attempt.results?.find((r) => r.itemId === item.id);
              const review = attempt.review?.find((r) => r.itemId === item.id);
              const given = attempt.answers.find((a) => a.itemId === item.id);
              const response = attempt.work.find((w) => w.kind === 'rebuttal-response' && w.itemId === item.id);
              return (
                <li key={item.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">Question {index + 1}</span>
                    <ResultBadge result={result} />
                    <Badge tone="brand">{skillById(item.skill)?.label ?? item.skill}</Badge>
                  </div>
                  <p className="mt-2 whitespace-pre-line text-slate-900">{item.prompt}</p>
                  <dl className="mt-3 space-y-2 text-sm">
                    <div>
                      <dt className="font-medium text-slate-600">Your answer</dt>
                      <dd className="text-slate-900">{describeAnswer(item, given) ?? 'Not answered'}</dd>
                    </div>
                    {review ? (
                      <div>
                        <dt className="font-medium text-slate-600">The answer</dt>
                        <dd className="text-slate-900">{describeAnswer(item, review.key)}</dd>
                      </div>
                    ) : null}
                    {response && response.kind === 'rebuttal-response' ? (
                      <div>
                        <dt className="font-medium text-slate-600">Your written response</dt>
                        <dd className="whitespace-pre-line text-slate-900">{response.text}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {review ? <p className="mt-3 text-slate-700">{review.explanation}</p> : null}
                  {review?.source ? <p className="mt-2 text-xs text-slate-600">Source: {review.source}</p> : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      {reviewSlot ? reviewSlot(attempt) : null}
    </div>
  );
}

function ResultBadge({ result }: { result: NonNullable<AttemptDetail['results']>[number] | undefined }) {
  if (!result) return null;
  if (result.isLate)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-amber-800">
        <Clock aria-hidden="true" className="h-4 w-4" /> Late: 0 / {result.max}
      </span>
    );
  if (!result.isAnswered)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-700">
        <CircleMinus aria-hidden="true" className="h-4 w-4" /> Not answered: 0 / {result.max}
      </span>
    );
  if (result.isCorrect)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-green-800">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Right: {result.score} / {result.max}
      </span>
    );
  return result.score > 0 ? (
    <span className="inline-flex items-center gap-1 text-sm text-amber-800">
      <CircleAlert aria-hidden="true" className="h-4 w-4" /> Partly right: {result.score} / {result.max}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm text-red-800">
      <XCircle aria-hidden="true" className="h-4 w-4" /> Wrong: 0 / {result.max}
    </span>
  );
}

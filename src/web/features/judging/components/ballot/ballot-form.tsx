// The ballot, shaped by the debate's format: two sides → the winner and a
// speaker score per seated position (and reply scores where the format has
// replies); BP → a rank per team and speaker scores. Side totals follow the
// scores as they are typed. Checked with validateBallot before sending, so the
// judge sees the server's messages; the server's own field errors land on the
// same fields. A judge submits once, so sending asks first: a last step shows
// the ballot as it will be sent (like confirming the result, confirm-result.tsx);
// cancelling it, or changing a value, goes back to the form with every value kept.
// Every value is kept on the device as it is typed (lib/ballot-outbox.ts) and comes
// back on reload; the ballot goes through the device's outbox (use-ballot-outbox.ts),
// so one submitted offline is sent when the connection returns.
import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { BALLOT_FEEDBACK_MAX, BALLOT_REASON_MAX, BALLOT_REASON_MIN } from '#shared/judging/ballots.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { BallotInput, SpeakerSeat } from '#shared/judging/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { readDraft, saveDraft } from '../../lib/ballot-outbox.ts';
import { DELIVERY_TEXT } from './ballot-delivery.tsx';
import { BallotSummary } from './ballot-summary.tsx';
import type { BallotOutbox } from './use-ballot-outbox.ts';
import { positionName, scoreText, sideLabel } from '../../lib/result-text.ts';
import {
  type BallotFormValues,
  type BallotShape,
  ballotErrors,
  ballotFromValues,
  ballotShape,
  fieldId,
  isBlank,
  liveTotals,
  ordinal,
  rangeHint,
  restoreValues,
} from '../../lib/ballot-values.ts';

/** The form's rules: validateBallot's messages (the server's own), each on the path it names. */
function ballotSchema(format: DebateFormat, shape: BallotShape) {
  return z
    .custom<BallotFormValues>(() => true)
    .superRefine((values, ctx) => {
      for (const [key, messages] of Object.entries(ballotErrors(format, shape, values))) {
        ctx.addIssue({ code: 'custom', path: key.split('.'), message: messages.join(' ') });
      }
    })
    .transform((values) => ballotFromValues(shape, values) as BallotInput);
}

/** Every field the form shows, blank, so the server's messages find their field. */
function ballotDefaults(shape: BallotShape): BallotFormValues {
  const blank = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, '']));
  return {
    winner: '',
    ranks: blank(shape.sides),
    speakerScores: blank(shape.scored),
    replyScores: blank(shape.replies),
    reason: '',
    feedback: blank(shape.scored),
  };
}

/** react-hook-form's nested errors as error key → message ("speakerScores.pm" → "…"). */
function flattenErrors(errors: unknown, prefix = '', found: [string, string][] = []): [string, string][] {
  if (!errors || typeof errors !== 'object') return found;
  for (const [key, node] of Object.entries(errors)) {
    if (['ref', 'type', 'types', 'message', 'root'].includes(key) || !node || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push([path, message]);
    flattenErrors(node, path, found);
  }
  return found;
}

/** Where the summary's link for an error key leads: its input, or the group of inputs it is about. */
function anchorKey(key: string): string {
  if (key === 'ranks') return 'ranks-group';
  if (key === '_' || key === 'kind' || key === 'replyScores') return 'scores-group';
  return key;
}

export function BallotForm({
  debateId,
  format,
  seats,
  outbox,
  userId,
}: {
  debateId: string;
  format: DebateFormat;
  seats: readonly SpeakerSeat[];
  outbox: BallotOutbox;
  userId: string | null;
}) {
  const formId = useId().replace(/:/g, '');
  const summaryRef = useRef<HTMLDivElement>(null);
  const shape = ballotShape(format, seats);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The draft on the device: read once the database is open, then written on every change.
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const isRestored = useRef(false);
  // The valid ballot waiting for the judge's last yes; the form's submit only asks, the step's button sends.
  const [pendingBallot, setPendingBallot] = useState<BallotInput | null>(null);
  const isSending = useRef(false);
  const stepId = useId();
  const stepRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const hasAsked = useRef(false);
  // After React renders the summary.
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ballotSchema(format, shape),
    defaultValues: ballotDefaults(shape),
    formOptions: { shouldFocusError: false },
    onInvalid: focusSummary,
    onSubmit: async (ballot) => {
      if (!isSending.current) {
        setPendingBallot(ballot);
        return;
      }
      setIsSubmitting(true);
      try {
        if ((await outbox.submit(ballot)) === 'saved') {
          const description = navigator.onLine ? DELIVERY_TEXT.savedOnline : DELIVERY_TEXT.savedOffline;
          notify.info({ title: 'Ballot saved on this device', description });
        } else {
          notify.success({ title: 'Ballot submitted', description: 'Thank you: your ballot is in.' });
        }
      } finally {
        setIsSubmitting(false);
      }
    },
    onError: (error, applied) => {
      setPendingBallot(null);
      setFailure(
        applied.fields > 0 || applied.formError || (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
          ? (error as Error).message
          : genericErrorMessage(error),
      );
      focusSummary();
    },
  });
  const values = form.watch();

  // The draft this device kept, back in the form (once, when the database is open).
  const { db } = outbox;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per form; the shape is the form's own
  useEffect(() => {
    if (db === undefined || isRestored.current) return;
    let isLive = true;
    void (async () => {
      const draft = db && userId ? await readDraft(db, userId, debateId).catch(() => null) : null;
      if (!isLive) return;
      if (draft) {
        const restored = restoreValues(ballotDefaults(shape), draft.values);
        if (!isBlank(restored)) {
          form.reset(restored);
          setRestoredAt(draft.savedAt);
        }
      }
      isRestored.current = true;
    })();
    return () => {
      isLive = false;
    };
  }, [db, userId, debateId]);

  // Each change is kept on the device at once (a ballot is small), so a reload or a lost connection loses nothing.
  useEffect(() => {
    if (!db || !userId) return;
    const { unsubscribe } = form.watch((next) => {
      if (isRestored.current) void saveDraft(db, userId, debateId, next).catch(() => {});
    });
    return unsubscribe;
  }, [db, userId, debateId, form]);

  // Once the judge has tried to send, the messages follow their corrections.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return unsubscribe;
  }, [form]);

  // A change while the last step is open makes it out of date: back to the form.
  const shownBallot = JSON.stringify(pendingBallot);
  useEffect(() => {
    if (shownBallot === 'null') return;
    const { unsubscribe } = form.watch((next) => {
      if (JSON.stringify(ballotFromValues(shape, next as BallotFormValues)) !== shownBallot) setPendingBallot(null);
    });
    return unsubscribe;
  }, [form, shape, shownBallot]);

  // Focus follows the step: to its submit button (which reads out what submitting does), back when cancelled.
  const isAsking = pendingBallot !== null;
  useEffect(() => {
    if (isAsking) stepRef.current?.focus();
    else if (hasAsked.current) submitRef.current?.focus();
    hasAsked.current ||= isAsking;
  }, [isAsking]);

  const sendPendingBallot = () => {
    isSending.current = true;
    setFailure(null);
    // Whatever happens (sent, refused, held back by the per-browser limit), the next "Submit ballot" asks again.
    void handleSubmit().finally(() => {
      isSending.current = false;
    });
  };

  const seatByPosition = new Map(seats.map((seat) => [seat.position, seat]));
  const totals = liveTotals(format, shape, values);
  const reasonLength = (values.reason ?? '').trim().length;

  // Messages for no field of the form (the server's "_" or "kind") read as the ballot's.
  const errorList = [...flattenErrors(form.formState.errors), ...(formError ? ([['_', formError]] as [string, string][]) : [])];
  const errorMap = new Map(errorList);
  const errorOf = (key: string) => errorMap.get(key);
  const errorEntries = errorList
    .map(([key, message]) => [key, [message]] as const)
    .sort(([a], [b]) => fieldOrder(shape, a) - fieldOrder(shape, b));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit(event);
      }}
      className="space-y-8"
      aria-describedby={`${formId}-rules`}
      data-testid="ballot-form"
    >
      <p id={`${formId}-rules`} className="text-sm text-slate-600">
        {shape.kind === 'ranks'
          ? `Rank the teams 1st to ${shape.sides.length} and score each speaker ${rangeHint(shape.speakerScore)}.`
          : `Choose the winner and score each speaker ${rangeHint(shape.speakerScore)}${
              shape.replyScore ? `, replies ${rangeHint(shape.replyScore)}` : ''
            }.`}{' '}
        You can submit your ballot once. What you type is kept on this device until the ballot is in.
      </p>
      {restoredAt !== null ? (
        <p className="text-sm text-slate-700" data-testid="draft-restored">
          Your draft from this device is back, as you left it on <DateTime value={new Date(restoredAt).toISOString()} />.
        </p>
      ) : null}

      <div
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={cn(
          (errorEntries.length > 0 || failure) && 'rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200',
        )}
      >
        {errorEntries.length > 0 || failure ? (
          <>
            <p className="font-semibold">{failure ?? 'Please correct the ballot:'}</p>
            {errorEntries.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errorEntries.map(([key, messages]) => (
                  <li key={key}>
                    <a className="underline" href={`#${fieldId(formId, anchorKey(key))}`}>
                      {fieldName(format, seats, key)}: {messages.join(' ')}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>

      {shape.kind === 'sides' ? (
        <fieldset
          id={fieldId(formId, 'winner')}
          tabIndex={-1}
          aria-describedby={errorOf('winner') ? fieldId(formId, 'winner-error') : undefined}
        >
          <legend className="text-lg font-semibold text-slate-900">Winner</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {shape.sides.map((side) => (
              <label
                key={side}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2 ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input
                  type="radio"
                  value={side}
                  aria-invalid={errorOf('winner') ? true : undefined}
                  className="h-4 w-4 accent-brand-700"
                  {...form.register('winner')}
                />
                <span className="font-medium text-slate-900">{sideLabel(format, side)}</span>
              </label>
            ))}
          </div>
          <FieldError id={fieldId(formId, 'winner-error')} message={errorOf('winner')} />
        </fieldset>
      ) : (
        <fieldset id={fieldId(formId, 'ranks-group')} tabIndex={-1}>
          <legend className="text-lg font-semibold text-slate-900">Team ranks</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {shape.sides.map((team) => {
              const key = `ranks.${team}`;
              const id = fieldId(formId, key);
              return (
                <div key={team}>
                  <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                    {sideLabel(format, team)}
                  </label>
                  <select
                    id={id}
                    aria-invalid={errorOf(key) ? true : undefined}
                    aria-describedby={errorOf(key) ? `${id}-error` : undefined}
                    {...form.register(`ranks.${team}`)}
                    className={cn(
                      'mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900',
                      errorOf(key) && 'border-2 border-red-600',
                    )}
                  >
                    <option value="">Choose a rank</option>
                    {shape.sides.map((_, i) => (
                      <option key={ordinal(i + 1)} value={String(i + 1)}>
                        {ordinal(i + 1)}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${id}-error`} message={errorOf(key)} />
                </div>
              );
            })}
          </div>
          <FieldError message={errorOf('ranks')} />
        </fieldset>
      )}

      <div id={fieldId(formId, 'scores-group')} tabIndex={-1} className="space-y-6">
        {shape.sides.map((side) => (
          <fieldset key={side} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <legend className="px-1 text-base font-semibold text-slate-900">{sideLabel(format, side)}: speaker scores</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {shape.scored
                .filter((position) => format.positions.find((p) => p.id === position)?.side === side)
                .map((position) => {
                  const seat = seatByPosition.get(position);
                  const who = `${seat?.user.name ?? 'Open position'} (${seat?.positionLabel ?? positionName(format, position)})`;
                  return (
                    <div key={position} className="space-y-3">
                      <TextField
                        id={fieldId(formId, `speakerScores.${position}`)}
                        label={`Speaker score: ${who}`}
                        type="number"
                        inputMode="decimal"
                        min={shape.speakerScore.min}
                        max={shape.speakerScore.max}
                        step={shape.speakerScore.step}
                        {...form.register(`speakerScores.${position}`)}
                        error={errorOf(`speakerScores.${position}`)}
                        hint={rangeHint(shape.speakerScore)}
                      />
                      {shape.replyScore && shape.replies.includes(position) ? (
                        <TextField
                          id={fieldId(formId, `replyScores.${position}`)}
                          label={`Reply score: ${who}`}
                          type="number"
                          inputMode="decimal"
                          min={shape.replyScore.min}
                          max={shape.replyScore.max}
                          step={shape.replyScore.step}
                          {...form.register(`replyScores.${position}`)}
                          error={errorOf(`replyScores.${position}`)}
                          hint={rangeHint(shape.replyScore)}
                        />
                      ) : null}
                    </div>
                  );
                })}
            </div>
            <p className="mt-4 text-sm text-slate-700">
              Total: <span className="font-semibold tabular-nums text-slate-900">{scoreText(totals[side] ?? 0)}</span>
            </p>
          </fieldset>
        ))}
        <FieldError message={errorOf('replyScores')} />
        <FieldError message={[errorOf('_'), errorOf('kind')].filter(Boolean).join(' ') || undefined} />
      </div>

      <div
        aria-hidden="true"
        className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm"
        data-testid="ballot-totals"
      >
        {shape.sides.map((side) => (
          <span key={side}>
            {sideLabel(format, side)}: <strong className="tabular-nums">{scoreText(totals[side] ?? 0)}</strong>
          </span>
        ))}
      </div>

      <div>
        <label htmlFor={fieldId(formId, 'reason')} className="block text-lg font-semibold text-slate-900">
          Reason for decision
        </label>
        <p id={`${fieldId(formId, 'reason')}-hint`} className="mt-1 text-sm text-slate-600">
          Explain which arguments decided the debate and why. At least {BALLOT_REASON_MIN} characters; the speakers read it.
        </p>
        <textarea
          id={fieldId(formId, 'reason')}
          rows={6}
          maxLength={BALLOT_REASON_MAX}
          aria-invalid={errorOf('reason') ? true : undefined}
          aria-describedby={`${fieldId(formId, 'reason')}-hint ${fieldId(formId, 'reason')}-count${
            errorOf('reason') ? ` ${fieldId(formId, 'reason')}-error` : ''
          }`}
          {...form.register('reason')}
          className={cn(
            'mt-2 block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm',
            errorOf('reason') && 'ring-2 ring-red-600',
          )}
        />
        <p
          id={`${fieldId(formId, 'reason')}-count`}
          className={cn('mt-1 text-sm', reasonLength < BALLOT_REASON_MIN ? 'text-slate-700' : 'text-green-800')}
        >
          {reasonLength < BALLOT_REASON_MIN
            ? `${reasonLength} of at least ${BALLOT_REASON_MIN} characters`
            : `${reasonLength} characters`}
        </p>
        <FieldError id={`${fieldId(formId, 'reason')}-error`} message={errorOf('reason')} />
      </div>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">Feedback for the speakers (optional)</legend>
        <p className="mt-1 text-sm text-slate-600">Advice each speaker sees with the result: what worked and what to try next.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {shape.scored.map((position) => {
            const seat = seatByPosition.get(position);
            return (
              <TextAreaField
                key={position}
                id={fieldId(formId, `feedback.${position}`)}
                label={`${seat?.user.name ?? positionName(format, position)} (${seat?.positionLabel ?? positionName(format, position)})`}
                rows={3}
                maxLength={BALLOT_FEEDBACK_MAX}
                error={errorOf(`feedback.${position}`)}
                {...form.register(`feedback.${position}`)}
              />
            );
          })}
        </div>
      </fieldset>

      {pendingBallot ? (
        <div className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200" data-testid="submit-step">
          <p id={`${stepId}-title`} className="font-semibold text-amber-950">
            Submit this ballot?
          </p>
          <p id={`${stepId}-text`} className="mt-1 text-sm text-amber-950">
            You can submit your ballot once: after this you cannot change it. Check what will be sent.
          </p>
          <div className="mt-4 rounded-lg bg-white p-4 ring-1 ring-amber-200">
            <BallotSummary format={format} seats={seats} ballot={pendingBallot} testId="pending-ballot" />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              ref={stepRef}
              onClick={sendPendingBallot}
              disabled={isSubmitting}
              aria-describedby={`${stepId}-title ${stepId}-text`}
            >
              {isSubmitting ? 'Submitting…' : 'Yes, submit my ballot'}
            </Button>
            <Button variant="secondary" onClick={() => setPendingBallot(null)} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={submitRef} type="submit" size="lg" disabled={isSubmitting}>
          Submit ballot
        </Button>
      )}
    </form>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Where a field comes in the form, so the summary lists errors in the order the judge meets them. */
function fieldOrder(shape: BallotShape, key: string): number {
  const order = [
    '_',
    'kind',
    'winner',
    'ranks',
    ...shape.sides.map((side) => `ranks.${side}`),
    ...shape.scored.flatMap((position) => [`speakerScores.${position}`, `replyScores.${position}`]),
    'replyScores',
    'reason',
    ...shape.scored.map((position) => `feedback.${position}`),
  ];
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
}

/** How an error key reads in the summary: "Speaker score, Ada (Affirmative)", "Winner", "Reason for decision". */
function fieldName(format: DebateFormat, seats: readonly SpeakerSeat[], key: string): string {
  const [field, id = ''] = key.split('.');
  const seat = seats.find((s) => s.position === id);
  const who = seat ? `${seat.user.name} (${seat.positionLabel})` : positionName(format, id);
  switch (field) {
    case 'winner':
      return 'Winner';
    case 'reason':
      return 'Reason for decision';
    case 'speakerScores':
      return id ? `Speaker score, ${who}` : 'Speaker scores';
    case 'replyScores':
      return id ? `Reply score, ${who}` : 'Reply scores';
    case 'feedback':
      return id ? `Feedback, ${who}` : 'Feedback';
    case 'ranks':
      return id ? `Rank, ${sideLabel(format, id)}` : 'Ranks';
    default:
      return 'Ballot';
  }
}

// The one attempt runner every area uses: an open attempt is answered here —
// its questions, or the work its module asks for (an argument build, research
// notes, a rebuttal drill, speeches) — saved as the member goes so a reload or
// another device resumes it, and completed once; the server scores it and the
// result with keys and explanations follows. An attempt at a module that no
// longer exists can still be discarded.
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CloudCheck, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ArgumentBuild,
  type AttemptDetail,
  type FreeWork,
  type ResearchNotes,
  type SpeechRecord,
  type SubmittedAnswer,
  TRAINING_MESSAGES,
} from '#shared/training/contract.ts';
import { ARGUMENT_BUILD_RUBRIC, REBUTTAL_REVIEW_RUBRIC, SPEECH_SELF_ASSESSMENT_RUBRIC } from '#shared/training/rubrics.ts';
import { isNotFoundError, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useCompleteTrainingAttempt } from '../api/complete-training-attempt.ts';
import { deleteAttemptRecordings } from '#web/lib/offline/training-audio-db.ts';
import { useDiscardTrainingAttempt } from '../api/discard-training-attempt.ts';
import { useTrainingAttempt } from '../api/get-training-attempt.ts';
import { trainingKeys } from '../api/training-keys.ts';
import {
  type AttemptDraft,
  answersInOrder,
  countAnswered,
  draftOf,
  emptyResearchNotes,
  tidyResearchNotes,
} from '../attempt-logic.ts';
import { ArgumentBuildEditor } from './argument-build-editor.tsx';
import { useAttemptSaver } from './attempt-saver.ts';
import { AttemptResult, type ResultSlot } from './attempt-result.tsx';
import { ItemQuestion } from './item-question.tsx';
import { RebuttalDrill } from './rebuttal-drill.tsx';
import { ResearchNotesEditor } from './research-notes-editor.tsx';
import { RubricRating } from './rubric-rating.tsx';
import { MockDebateRun, QuickStartSpeech, SpeechPractice } from './speech-tasks.tsx';

/** Discarding an attempt: its recordings leave the device too, and the page goes back to the area. */
function useDiscardAttempt(onLeave: () => void) {
  const discard = useDiscardTrainingAttempt();
  const run = async (attemptId: string) => {
    try {
      await discard.mutateAsync(attemptId);
      void deleteAttemptRecordings(attemptId).catch(() => undefined);
      notify.success({ title: 'Attempt discarded' });
      onLeave();
    } catch (error) {
      notifyError(error);
    }
  };
  return { run, isPending: discard.isPending };
}

export function AttemptRunner({
  attemptId,
  onLeave,
  onRetry,
  reviewSlot,
}: {
  attemptId: string;
  /** Back to the area's modules (the attempt stays saved if it is open). */
  onLeave: () => void;
  /** Start another attempt at the same module. */
  onRetry: (attempt: AttemptDetail) => void;
  /** Where a route renders more under a completed attempt's result (e.g. asking for a review). */
  reviewSlot?: ResultSlot;
}) {
  const query = useTrainingAttempt(attemptId);
  const discard = useDiscardAttempt(onLeave);
  const attempt = query.data;
  // Bumped when the member loads the newest answers: the open attempt starts again from them.
  const [generation, setGeneration] = useState(0);
  const handleReload = async () => {
    await query.refetch();
    setGeneration((g) => g + 1);
  };

  if (!attempt) {
    if (query.isPending) {
      return (
        <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-5 w-5 motion-safe:animate-spin" />
          Loading your attempt…
        </p>
      );
    }
    if (isNotFoundError(query.error)) {
      return (
        <EmptyState
          icon={CircleAlert}
          title="This attempt is not here"
          actions={<Button onClick={onLeave}>Back to the modules</Button>}
        >
          It was discarded, or it belongs to another account. Your own attempts are listed in your training history.
        </EmptyState>
      );
    }
    return (
      <QueryErrorState
        title="Your attempt could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  if (attempt.status === 'completed') {
    return <AttemptResult attempt={attempt} onLeave={onLeave} onRetry={onRetry} reviewSlot={reviewSlot} />;
  }

  if (!attempt.isModuleAvailable) {
    const handleDiscard = () => discard.run(attempt.id);
    return (
      <EmptyState
        icon={CircleAlert}
        title={TRAINING_MESSAGES.moduleGone}
        actions={
          <>
            <Button variant="danger" onClick={() => void handleDiscard()} disabled={discard.isPending}>
              Discard this attempt
            </Button>
            <Button variant="secondary" onClick={onLeave}>
              Back to the modules
            </Button>
          </>
        }
      >
        This attempt cannot be continued. Discard it, or keep it in your history as it is.
      </EmptyState>
    );
  }

  return <OpenAttempt key={`${attempt.id}:${generation}`} attempt={attempt} onLeave={onLeave} onReload={handleReload} />;
}

const STATUS_TEXT: Record<string, string> = {
  idle: 'Your answers are saved as you go.',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  saved: 'Saved. You can come back to it from any device.',
};

function OpenAttempt({
  attempt: given,
  onLeave,
  onReload,
}: {
  attempt: AttemptDetail;
  onLeave: () => void;
  onReload: () => Promise<void>;
}) {
  // The attempt as it was opened: its items and module do not change while it is open, and each
  // save refreshes the cached copy, which must not restart the autosave (onReload starts afresh).
  const [attempt] = useState(given);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AttemptDraft>(() => draftOf(attempt));
  // The cache follows each save, so coming back to the page resumes from what was saved.
  const handleSaved = useCallback(
    (saved: AttemptDetail) => queryClient.setQueryData(trainingKeys.attempt(saved.id), saved),
    [queryClient],
  );
  const saver = useAttemptSaver(attempt, handleSaved);
  const complete = useCompleteTrainingAttempt();
  const discard = useDiscardAttempt(onLeave);
  const [completeError, setCompleteError] = useState<string | null>(null);
  const items = attempt.items;
  const isDrill = attempt.kind === 'timed-drill';
  const isFirstRender = useRef(true);

  const bodyOf = useCallback(
    (d: AttemptDraft) => ({ answers: answersInOrder(items, d), work: workToSend(attempt, d.work) }),
    [items, attempt],
  );

  // Every change is saved after a pause; the drill saves its answers itself, at once.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (!isDrill) saver.schedule(bodyOf(draft));
  }, [draft, isDrill, saver.schedule, bodyOf]);

  const setAnswer = (answer: SubmittedAnswer) => setDraft((d) => ({ ...d, answers: { ...d.answers, [answer.itemId]: answer } }));
  const setWork = (work: FreeWork[]) => setDraft((d) => ({ ...d, work }));

  // The drill saves each answer the moment it is given: its arrival time is what the server checks.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const handleDrillItem = useCallback(
    (answer: SubmittedAnswer | null, text: string, itemId: string) => {
      const current = draftRef.current;
      const next: AttemptDraft = {
        ...current,
        answers: answer ? { ...current.answers, [itemId]: answer } : current.answers,
        work: [
          ...current.work.filter((w) => !(w.kind === 'rebuttal-response' && w.itemId === itemId)),
          ...(text.trim() ? [{ kind: 'rebuttal-response' as const, itemId, text: text.trim() }] : []),
        ],
      };
      draftRef.current = next;
      setDraft(next);
      void saver.flush(bodyOf(next));
    },
    [saver.flush, bodyOf],
  );

  const handleComplete = async () => {
    setCompleteError(null);
    await saver.flush(bodyOf(draft));
    if (saver.isBlocked()) return;
    try {
      await complete.mutateAsync({
        id: attempt.id,
        input: {
          ...bodyOf(draft),
          ...(hasSelfAssessment(attempt) && Object.keys(draft.selfAssessment).length
            ? { selfAssessment: draft.selfAssessment }
            : {}),
          version: saver.version(),
        },
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500 && error.status !== 429) {
        setCompleteError(error.message);
        if (error.status === 409) void onReload();
      } else notifyError(error);
    }
  };

  const handleDiscard = () => discard.run(attempt.id);

  const answered = countAnswered(items, draft);
  const speeches = draft.work.filter((w): w is SpeechRecord => w.kind === 'speech');
  const isBlocked = saver.status === 'stale' || saver.status === 'closed';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{attempt.moduleLabel}</h2>
          {attempt.motion ? <p className="text-slate-700">Motion: {attempt.motion}</p> : null}
        </div>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          {saver.status === 'saved' ? <CloudCheck aria-hidden="true" className="h-4 w-4 text-green-700" /> : null}
          {saver.status === 'error'
            ? `Not saved${saver.errorMessage ? `: ${saver.errorMessage}` : ''}. It is tried again with your next change.`
            : (STATUS_TEXT[saver.status] ?? '')}
        </p>
      </div>

      {isBlocked ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
          <p className="font-medium">{saver.errorMessage}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void onReload()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Load the newest answers
          </Button>
        </div>
      ) : null}

      {attempt.missingItemIds.length ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{TRAINING_MESSAGES.itemGone}</p>
      ) : null}

      {isDrill ? (
        <>
          <RebuttalDrill attempt={attempt} draft={draft} onSubmitItem={handleDrillItem} />
          <RubricRating
            title="Rate your written responses (optional, shown beside your score)"
            rubric={REBUTTAL_REVIEW_RUBRIC}
            ratings={draft.selfAssessment}
            onChange={(selfAssessment) => setDraft((d) => ({ ...d, selfAssessment }))}
          />
        </>
      ) : items.length ? (
        <ol className="space-y-4">
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemQuestion
                item={item}
                number={index + 1}
                total={items.length}
                answer={draft.answers[item.id]}
                onAnswer={setAnswer}
              />
            </li>
          ))}
        </ol>
      ) : null}

      {attempt.kind === 'free-build' ? (
        <>
          <ArgumentBuildEditor build={buildOf(attempt, draft.work)} onChange={(build) => setWork([build])} />
          <RubricRating
            title="Rate your argument on the rubric (this is its score)"
            rubric={ARGUMENT_BUILD_RUBRIC}
            ratings={draft.selfAssessment}
            onChange={(selfAssessment) => setDraft((d) => ({ ...d, selfAssessment }))}
          />
        </>
      ) : null}

      {attempt.kind === 'research-notes' ? (
        <ResearchNotesEditor notes={notesOf(attempt, draft.work)} onChange={(notes) => setWork([notes])} />
      ) : null}

      {attempt.kind === 'speech' && attempt.formatId ? (
        <>
          <SpeechPractice
            attemptId={attempt.id}
            formatId={attempt.formatId}
            positionId={attempt.positionId}
            records={speeches}
            onRecords={setWork}
          />
          <RubricRating
            title="Assess your speech on the judges’ criteria (shown beside your score)"
            rubric={SPEECH_SELF_ASSESSMENT_RUBRIC}
            ratings={draft.selfAssessment}
            onChange={(selfAssessment) => setDraft((d) => ({ ...d, selfAssessment }))}
          />
        </>
      ) : null}

      {attempt.kind === 'mock-debate' && attempt.formatId ? (
        <MockDebateRun attemptId={attempt.id} formatId={attempt.formatId} records={speeches} onRecords={setWork} />
      ) : null}

      {attempt.kind === 'quick-start' ? (
        <section aria-labelledby="quick-speech" className="space-y-3">
          <h3 id="quick-speech" className="text-lg font-semibold text-slate-900">
            Your first speech
          </h3>
          <QuickStartSpeech records={speeches} onRecords={setWork} />
        </section>
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
        {items.length && !isDrill ? (
          <p className="text-sm text-slate-700">
            {answered} of {items.length} answered
          </p>
        ) : null}
        <Button onClick={() => void handleComplete()} disabled={complete.isPending || isBlocked}>
          {complete.isPending ? 'Scoring…' : 'Finish and see my score'}
        </Button>
        <Button variant="secondary" onClick={onLeave}>
          Continue later
        </Button>
        <Button variant="ghost" onClick={() => void handleDiscard()} disabled={discard.isPending}>
          Discard attempt
        </Button>
        {completeError ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {completeError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function hasSelfAssessment(attempt: AttemptDetail): boolean {
  return attempt.kind === 'free-build' || attempt.kind === 'speech' || attempt.kind === 'timed-drill';
}

function buildOf(attempt: AttemptDetail, work: readonly FreeWork[]): ArgumentBuild {
  const saved = work.find((w): w is ArgumentBuild => w.kind === 'argument-build');
  return (
    saved ?? {
      kind: 'argument-build',
      motion: attempt.motion ?? 'This house would make voting compulsory',
      side: 'proposition',
      claim: '',
      warrant: '',
      evidence: '',
      impact: '',
    }
  );
}

function notesOf(attempt: AttemptDetail, work: readonly FreeWork[]): ResearchNotes {
  return (
    work.find((w): w is ResearchNotes => w.kind === 'research-notes') ??
    emptyResearchNotes(attempt.motion ?? 'This house would make voting compulsory')
  );
}

/** Work as the API takes it: research notes without empty rows (an empty title or citation would be refused). */
function workToSend(attempt: AttemptDetail, work: readonly FreeWork[]): FreeWork[] {
  if (attempt.kind !== 'research-notes') return [...work];
  return work.map((w) => (w.kind === 'research-notes' ? tidyResearchNotes(w) : w));
}

export type { ResultSlot };

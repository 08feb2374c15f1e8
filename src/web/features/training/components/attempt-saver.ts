// Saving an open attempt as the member goes: a change is saved after a short
// pause (or at once, for a timed drill's answer, whose arrival time the server
// checks), one save at a time so each carries the version the last one
// returned. A save refused because another device saved since (409) stops
// autosaving and asks the member to load the newest answers.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptDetail, SaveAttemptInput } from '#shared/training/contract.ts';
import { TRAINING_MESSAGES } from '#shared/training/contract.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { saveTrainingAttempt } from '../api/save-training-attempt.ts';

/** The pause after the last change before it is saved (the API allows 60 saves a minute). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'stale' | 'closed' | 'error';

export function useAttemptSaver(attempt: Pick<AttemptDetail, 'id' | 'version'>, onSaved: (saved: AttemptDetail) => void) {
  const versionRef = useRef(attempt.version);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Omit<SaveAttemptInput, 'version'> | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isBlocked = useRef(false);

  const run = useCallback(() => {
    const body = latest.current;
    latest.current = null;
    if (!body) return chain.current;
    chain.current = chain.current.then(async () => {
      if (isBlocked.current) return;
      setStatus('saving');
      try {
        const saved = await saveTrainingAttempt(attempt.id, { ...body, version: versionRef.current });
        versionRef.current = saved.version;
        onSaved(saved);
        setStatus(latest.current ? 'pending' : 'saved');
        setErrorMessage(null);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          isBlocked.current = true;
          setStatus(error.message === TRAINING_MESSAGES.staleVersion ? 'stale' : 'closed');
          setErrorMessage(error.message);
        } else {
          // Kept for the next try: the member's work is never dropped on a failed save.
          latest.current ??= body;
          setStatus('error');
          setErrorMessage(error instanceof ApiRequestError && error.status < 500 ? error.message : null);
        }
      }
    });
    return chain.current;
  }, [attempt.id, onSaved]);

  const schedule = useCallback(
    (body: Omit<SaveAttemptInput, 'version'>) => {
      latest.current = body;
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run();
      }, AUTOSAVE_DELAY_MS);
    },
    [run],
  );

  /** Saves what is waiting now; resolves when every save so far has ended. */
  const flush = useCallback(
    (body?: Omit<SaveAttemptInput, 'version'>) => {
      if (body) latest.current = body;
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      return run();
    },
    [run],
  );

  // Leaving the page with a change still waiting: save it on the way out.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void run();
      }
    },
    [run],
  );

  return {
    status,
    errorMessage,
    schedule,
    flush,
    version: () => versionRef.current,
    isBlocked: () => isBlocked.current,
  };
}

// The anti-bot check of the sign-up, reset, newsletter and (when the server asks
// for it) sign-in forms: the ALTCHA widget, which fetches a challenge from the
// server (getProofOfWorkChallenge) and solves it in a worker as soon as it is
// shown. The solution goes to the form through onChange; it is accepted once, so
// a form remounts the field (a new `key`) after each submission (ADR 0022).
// The <altcha-widget> element's JSX attributes (types only).
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PROOF_OF_WORK_CHALLENGE_ROUTE } from '#shared/accounts/proof-of-work-form.ts';
import { cn } from '#web/lib/cn.ts';

// The route, not the declaration: this field is in the first download (newsletter form), without zod.
export const PROOF_OF_WORK_CHALLENGE_URL = PROOF_OF_WORK_CHALLENGE_ROUTE.path;

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

export interface ProofOfWorkFieldProps {
  /** The solved challenge (base64) once the widget is done; null while it works or after it expires. */
  onChange: (payload: string | null) => void;
  /** A message for the field, e.g. the server's "the check expired". */
  error?: string;
  /** Light text on a dark background (the footer). */
  tone?: 'light' | 'dark';
  className?: string;
}

export function ProofOfWorkField({ onChange, error, tone = 'dark', className }: ProofOfWorkFieldProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const messageId = useId();

  useEffect(() => {
    let isCurrent = true;
    import('#web/lib/proof-of-work-widget.ts')
      .then(() => {
        if (isCurrent) setIsLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || !isLoaded) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => {
      widget.removeEventListener('statechange', handleStateChange);
      onChangeRef.current(null);
    };
  }, [isLoaded]);

  return (
    <div className={cn('min-h-[4.5rem]', className)} data-testid="proof-of-work">
      {isLoaded ? (
        <altcha-widget
          ref={widgetRef}
          challenge={PROOF_OF_WORK_CHALLENGE_URL}
          auto="onload"
          name="altcha"
          language="en"
          configuration={JSON.stringify({ hideFooter: true })}
          aria-describedby={error ? messageId : undefined}
        />
      ) : (
        <p className={cn('text-sm', tone === 'light' ? 'text-slate-300' : 'text-slate-600')} role="status">
          Checking you are not a robot…
        </p>
      )}
      {error ? (
        <p
          id={messageId}
          role="alert"
          className={cn('mt-1.5 text-sm font-medium', tone === 'light' ? 'text-red-200' : 'text-red-700')}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** How long a submit waits for the widget before it gives up and says so. */
const SOLUTION_WAIT_MS = 30_000;

/**
 * The state a form keeps for its ProofOfWorkField: the latest solution, a way
 * to wait for one when the visitor submits before the widget is done, and
 * `renew()` for a fresh challenge after each submission (a solution works once).
 */
export function useProofOfWork() {
  const [fieldKey, setFieldKey] = useState(0);
  const solution = useRef<string | null>(null);
  const waiters = useRef<((payload: string | null) => void)[]>([]);

  const onChange = useCallback((payload: string | null) => {
    solution.current = payload;
    if (!payload) return;
    for (const resolve of waiters.current.splice(0)) resolve(payload);
  }, []);

  const waitForSolution = useCallback((): Promise<string | null> => {
    if (solution.current) return Promise.resolve(solution.current);
    return new Promise((resolve) => {
      waiters.current.push(resolve);
      setTimeout(() => resolve(solution.current), SOLUTION_WAIT_MS);
    });
  }, []);

  const renew = useCallback(() => {
    solution.current = null;
    setFieldKey((key) => key + 1);
  }, []);

  return { fieldKey, onChange, waitForSolution, renew };
}

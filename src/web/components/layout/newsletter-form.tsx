// The footer's newsletter form (spec sections 4, 5 and 8): idle, submitting,
// success or failure. The address is stored as a pending subscription by the API
// and a confirmation link is mailed (double opt-in, ADR 0013), so success says to
// check the inbox; the browser's e-mail check runs first. The anti-bot
// check (ADR 0022) appears once the visitor starts on the form, so the footer of
// every page does not load it; a submit waits for it to finish. It is the one
// form not built with useApiForm: it loads with the footer of every page, where
// react-hook-form and zod would add about 25 kB gzipped to every visit (ADR 0016, ADR 0025).
import { Check, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_MESSAGES } from '#shared/accounts/proof-of-work-form.ts';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SUBSCRIBE_ROUTE, NEWSLETTER_TOASTS } from '#shared/content/newsletter-form.ts';
import type { subscribeNewsletter } from '#shared/content/operations.ts';
import { ProofOfWorkField, useProofOfWork } from '#web/components/proof-of-work-field.tsx';
import { ApiRequestError, callRoute } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { reportError } from '#web/lib/error-report.ts';
import { notify } from '#web/lib/toast.ts';

type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'failure';

export function NewsletterForm() {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const [isChallengeShown, setIsChallengeShown] = useState(false);
  const proofOfWork = useProofOfWork();
  const inputId = useId();
  const errorId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!email) {
      setFieldError(NEWSLETTER_MESSAGES.emailHint);
      notify.error({ title: NEWSLETTER_MESSAGES.emailRequired, description: NEWSLETTER_MESSAGES.emailHint });
      input.focus();
      return;
    }
    if (input.validity.typeMismatch) {
      setFieldError(VALIDATION_MESSAGES.invalidEmail);
      input.focus();
      return;
    }
    setFieldError(null);
    setChallengeError(null);
    setIsChallengeShown(true);
    setStatus('submitting');
    const altcha = await proofOfWork.waitForSolution();
    if (!altcha) {
      setChallengeError(PROOF_OF_WORK_MESSAGES.required);
      setStatus('failure');
      return;
    }
    try {
      await callRoute<typeof subscribeNewsletter>(NEWSLETTER_SUBSCRIBE_ROUTE, { body: { email, altcha } });
      form.reset();
      setStatus('success');
      notify.success(NEWSLETTER_TOASTS.success);
    } catch (error) {
      reportError(error, 'newsletter subscription failed');
      if (error instanceof ApiRequestError && error.fields?.email) setFieldError(VALIDATION_MESSAGES.invalidEmail);
      const challenge = error instanceof ApiRequestError ? error.fields?.[PROOF_OF_WORK_FIELD]?.[0] : undefined;
      if (challenge) setChallengeError(challenge);
      setStatus('failure');
      notify.error(NEWSLETTER_TOASTS.failure);
    }
    // A solution works once: the next subscription gets a fresh challenge.
    proofOfWork.renew();
  };

  const isSubmitting = status === 'submitting';
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="newsletter-form" data-state={status} aria-busy={isSubmitting}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row md:flex-col xl:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.org"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onFocus={() => setIsChallengeShown(true)}
          onChange={() => {
            setIsChallengeShown(true);
            if (fieldError) setFieldError(null);
          }}
          className={cn(
            'h-11 min-w-0 flex-auto rounded-lg border-0 bg-white px-3 text-sm text-slate-900 ring-2 ring-transparent placeholder:text-slate-500 focus:ring-accent-400 focus:outline-none',
            fieldError && 'ring-red-400',
          )}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-accent-400 px-4 text-sm font-semibold text-slate-900 transition-colors hover:bg-accent-500 disabled:opacity-70"
        >
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-200">
          {fieldError}
        </p>
      ) : null}
      {isChallengeShown ? (
        <ProofOfWorkField
          key={proofOfWork.fieldKey}
          onChange={proofOfWork.onChange}
          error={challengeError ?? undefined}
          tone="light"
          className="mt-3"
        />
      ) : null}
      <div aria-live="polite" className="mt-2 text-sm">
        {status === 'success' ? (
          <p className="flex items-center gap-1.5 font-medium text-green-200">
            <Check aria-hidden="true" className="h-4 w-4" />
            {NEWSLETTER_TOASTS.success.description}
          </p>
        ) : null}
        {status === 'failure' ? <p className="font-medium text-red-200">{NEWSLETTER_TOASTS.failure.description}</p> : null}
      </div>
    </form>
  );
}

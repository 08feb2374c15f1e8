// The footer's newsletter form (spec sections 4, 5 and 8): idle, submitting,
// success or failure. The address is stored as a pending subscription by the API
// (double opt-in, ADR 0013); the browser's e-mail check runs first. The anti-bot
// check (ADR 0022) appears once the visitor starts on the form, so the footer of
// every page does not load it; a submit waits for it to finish.
import { Check, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOASTS, VALIDATION_MESSAGES } from '#shared/messages.ts';
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_MESSAGES } from '#shared/accounts/proof-of-work.ts';
import { subscribeNewsletter } from '#shared/content/operations.ts';
import { EmailSchema } from '#shared/validation.ts';
import { ProofOfWorkField, useProofOfWork } from '#web/components/proof-of-work-field.tsx';
import { ApiRequestError, callOperation } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { reportError } from '#web/lib/error-report.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';

type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'failure';

const NewsletterFormSchema = z.object({
  email: z.string().trim().min(1, NEWSLETTER_MESSAGES.emailHint).pipe(EmailSchema),
});

export function NewsletterForm() {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const [isChallengeShown, setIsChallengeShown] = useState(false);
  const proofOfWork = useProofOfWork();
  const inputId = useId();
  const errorId = useId();

  const { form, submit: handleSubmit } = useApiForm({
    schema: NewsletterFormSchema,
    defaultValues: { email: '' },
    onInvalid: (errors) => {
      if (errors.email?.message === NEWSLETTER_MESSAGES.emailHint)
        notify.error({ title: NEWSLETTER_MESSAGES.emailRequired, description: NEWSLETTER_MESSAGES.emailHint });
    },
    onSubmit: async ({ email }, form) => {
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
        await callOperation(subscribeNewsletter, { body: { email, altcha } });
        form.reset();
        setStatus('success');
        notify.success(NEWSLETTER_TOASTS.success);
      } finally {
        // A solution works once: the next subscription gets a fresh challenge.
        proofOfWork.renew();
      }
    },
    onError: (error, _applied, form) => {
      reportError(error, 'newsletter subscription failed');
      // The address's own message is the form's; the anti-bot check's shows on the check.
      form.clearErrors();
      if (error instanceof ApiRequestError && error.fields?.email)
        form.setError('email', { message: VALIDATION_MESSAGES.invalidEmail });
      const challenge = error instanceof ApiRequestError ? error.fields?.[PROOF_OF_WORK_FIELD]?.[0] : undefined;
      if (challenge) setChallengeError(challenge);
      setStatus('failure');
      notify.error(NEWSLETTER_TOASTS.failure);
    },
  });
  const fieldError = form.formState.errors.email?.message;
  const emailField = form.register('email', { onChange: () => setIsChallengeShown(true) });

  const isSubmitting = status === 'submitting';
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="newsletter-form" data-state={status} aria-busy={isSubmitting}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row md:flex-col xl:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.org"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onFocus={() => setIsChallengeShown(true)}
          {...emailField}
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

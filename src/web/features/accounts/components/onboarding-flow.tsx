// The onboarding steps (spec sections 1 and 4): display name, roles,
// experience, topics, location, bio and picture, each completed with Continue
// or skipped, with Back and a "Step 2 of 7" indicator. Leaving a step with
// Continue or Skip saves it on the profile with the step to resume at, so a
// reload, a later visit or another device starts there with the answers kept.
// Finish completes onboarding once, with what the completed steps collected (an
// uploaded picture goes first, on its own), then goes on to where the user was
// headed, else their profile.
import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, type OwnProfile } from '#shared/accounts/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { resolveReturnPath, takeAuthReturn } from '#web/lib/auth-return.ts';
import { cn } from '#web/lib/cn.ts';
import { reportError } from '#web/lib/error-report.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { useSaveOnboardingProgress } from '../api/save-onboarding-progress.ts';
import { OnboardingStepFields } from './onboarding-step-fields.tsx';
import {
  advance,
  buildOnboardingInput,
  buildProgressInput,
  goBack,
  initialValues,
  LAST_STEP_INDEX,
  ONBOARDING_STEPS,
  type OnboardingProgress,
  type OnboardingStepId,
  type OnboardingValues,
  resumeProgress,
  type StepOutcome,
  stepAt,
  stepCountLabel,
  stepError,
} from './onboarding-steps.ts';
import { type AvatarChoice, KEEP_AVATAR } from './profile-avatar-field.tsx';
import { saveAvatarChoice } from './profile-save-avatar.ts';
import { profileDisplayName } from './profile-summary.tsx';

const DEFAULT_DESTINATION = hrefFor('profile');

/** The value each step asks for, where its message goes. */
const STEP_FIELD: Record<OnboardingStepId, keyof OnboardingValues> = {
  name: 'displayName',
  roles: 'primaryRole',
  experience: 'experience',
  topics: 'topics',
  location: 'location',
  bio: 'bio',
  avatar: 'avatarUrl',
};

/** The page remembered before signing in; or, after a verification link opened in a new tab, its ?next=. */
function destinationAfterOnboarding(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  const saved = takeAuthReturn()?.path ?? (next ? (resolveReturnPath(next) ?? undefined) : undefined);
  return saved && !/^\/onboarding(?:[/?#]|$)/.test(saved) ? saved : DEFAULT_DESTINATION;
}

function StepIndicator({ progress }: { progress: OnboardingProgress }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700" data-testid="onboarding-step-count">
        {stepCountLabel(progress.index)}
      </p>
      <ol aria-hidden="true" className="mt-3 grid grid-cols-7 gap-1.5">
        {ONBOARDING_STEPS.map((step, index) => {
          const outcome = progress.outcomes[step.id];
          return (
            <li
              key={step.id}
              className={cn(
                'h-1.5 rounded-full transition-colors',
                index === progress.index
                  ? 'bg-brand-700'
                  : outcome === 'completed'
                    ? 'bg-brand-500'
                    : outcome === 'skipped'
                      ? 'bg-slate-400'
                      : 'bg-slate-200',
              )}
            />
          );
        })}
      </ol>
    </div>
  );
}

/** A refused value's own message (e.g. the name rule), else what went wrong in general. */
function savingErrorMessage(failure: unknown): string {
  if (failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500) {
    const fieldMessage = Object.values(failure.fields ?? {}).flat()[0];
    return fieldMessage ?? failure.message;
  }
  return genericErrorMessage(failure);
}

export function OnboardingFlow({ profile }: { profile: OwnProfile }) {
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  const saveProgress = useSaveOnboardingProgress();
  // Unfinished onboarding resumes at the step the profile saved.
  const [progress, setProgress] = useState<OnboardingProgress>(() =>
    profile.onboardingCompleted ? resumeProgress(null) : resumeProgress(profile),
  );
  const [isSaving, setIsSaving] = useState(false);
  const [avatar, setAvatar] = useState<AvatarChoice>(KEEP_AVATAR);
  const [isFinishing, setIsFinishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  const step = stepAt(progress.index);
  const isLast = progress.index === LAST_STEP_INDEX;
  const hasPicture = avatar.kind === 'upload' || (avatar.kind === 'keep' && Boolean(profile.avatarUrl));
  const withAvatar = (values: OnboardingValues): OnboardingValues => ({
    ...values,
    avatarUrl: avatar.kind === 'link' ? avatar.url : '',
  });

  // Continue submits the form: the current step's rule (stepError) is its schema. Each
  // step is one small save as it is left, so no per-browser limit; Finish sends one request.
  const { form, submit, formError } = useApiForm({
    schema: z
      .custom<OnboardingValues>(() => true)
      .superRefine((values, ctx) => {
        const problem = stepError(step.id, withAvatar(values), hasPicture);
        if (problem) ctx.addIssue({ code: 'custom', path: [STEP_FIELD[step.id]], message: problem });
      }),
    defaultValues: initialValues(profile),
    rateLimit: false,
    formOptions: { shouldFocusError: false },
    onSubmit: () => move('completed'),
  });
  const values = form.watch() as OnboardingValues;
  const collected = withAvatar(values);
  const error = form.formState.errors[STEP_FIELD[step.id]]?.message ?? formError ?? null;
  const clearError = () => form.clearErrors();

  // A new step takes focus to its heading, so screen readers announce it; not on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
  }, [progress.index]);

  const finish = async (finalProgress: OnboardingProgress) => {
    setIsFinishing(true);
    clearError();
    let hasUploaded = false;
    if (finalProgress.outcomes.avatar === 'completed' && avatar.kind === 'upload') {
      try {
        await saveAvatarChoice(avatar);
        hasUploaded = true;
      } catch (failure) {
        reportError(failure, 'onboarding picture upload failed');
        setFormError(
          form,
          failure instanceof ApiRequestError && failure.status > 0 && failure.status < 500
            ? failure.message
            : 'Your picture could not be uploaded. Try again, or skip this step.',
        );
        setIsFinishing(false);
        return;
      }
    }
    try {
      await completeOnboarding.mutateAsync(
        buildOnboardingInput(collected, finalProgress.outcomes, { hasUploadedAvatar: hasUploaded }),
      );
    } catch (failure) {
      reportError(failure, 'onboarding could not be saved');
      setFormError(form, `Your answers could not be saved. ${genericErrorMessage(failure)}`);
      setIsFinishing(false);
      return;
    }
    notify.success({ title: ACCOUNT_MESSAGES.onboardingDone, description: 'Your profile is set up.' });
    navigate(destinationAfterOnboarding(), { replace: true });
  };

  /** Continue (after the step's check, as the form's submit) or Skip: the step is saved, then the next one shows. */
  async function move(outcome: StepOutcome) {
    clearError();
    const next = advance(progress, outcome);
    if (next.isFinished) {
      hasMoved.current = true;
      setProgress(next.progress);
      await finish(next.progress);
      return;
    }
    setIsSaving(true);
    try {
      await saveProgress.mutateAsync(buildProgressInput(step.id, outcome, collected, stepAt(next.progress.index).id));
    } catch (failure) {
      reportError(failure, 'onboarding step could not be saved');
      setFormError(form, `Your answer could not be saved. ${savingErrorMessage(failure)}`);
      return;
    } finally {
      setIsSaving(false);
    }
    hasMoved.current = true;
    setProgress(next.progress);
  }

  const isBusy = isFinishing || isSaving;

  const handleBack = () => {
    clearError();
    hasMoved.current = true;
    setProgress(goBack(progress));
  };

  const isLinkError = step.id === 'avatar' && avatar.kind === 'link' && error !== null;

  return (
    <form
      noValidate
      data-testid="onboarding-flow"
      onSubmit={submit}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-8 sm:pt-6">
        <StepIndicator progress={progress} />
      </div>
      <div className="px-5 py-6 sm:px-8 sm:py-8">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
          {step.title}
        </h2>
        <p className="mt-1.5 text-slate-600">{step.lead}</p>
        <div className="mt-6">
          <OnboardingStepFields
            stepId={step.id}
            values={values}
            onChange={(changes) => {
              clearError();
              for (const [key, value] of Object.entries(changes))
                form.setValue(key as keyof OnboardingValues, value as never, { shouldDirty: true });
            }}
            avatar={avatar}
            onAvatarChange={(choice) => {
              clearError();
              setAvatar(choice);
            }}
            currentAvatarUrl={profile.avatarUrl}
            displayName={values.displayName.trim() || profileDisplayName(profile)}
            linkError={isLinkError ? (error ?? undefined) : undefined}
            heldTopics={profile.preferredTopics}
          />
        </div>
        {error && !isLinkError ? (
          <p role="alert" className="mt-5 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div>
          {progress.index > 0 ? (
            <Button variant="ghost" onClick={handleBack} disabled={isBusy} className="w-full sm:w-auto">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => void move('skipped')} disabled={isBusy}>
            {isLast ? 'Skip and finish' : 'Skip'}
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isBusy ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            ) : isLast ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : null}
            {isBusy ? 'Saving…' : isLast ? 'Finish' : 'Continue'}
            {!isLast && !isBusy ? <ArrowRight aria-hidden="true" className="h-4 w-4" /> : null}
          </Button>
        </div>
      </div>
    </form>
  );
}

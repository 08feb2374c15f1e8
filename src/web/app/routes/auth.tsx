// /auth (spec sections 2, 4 and 8): Sign In and Sign Up tabs chosen by ?tab=,
// a forgot-password view, and the toasts for ?error= from the Google callback.
// Submitting checks the local attempt limit first, then calls Better Auth. Sign-up
// and the reset request carry a solved anti-bot challenge; sign-in asks for one
// only when the server does (many failures for the address; ADR 0022). After
// signing in, the guest guard (app/guards.tsx) takes the visitor on: to the page
// that sent them here, else home.
import { ArrowLeft, CheckCircle2, Clock, Gavel, LoaderCircle, LockKeyhole, MailCheck, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { REDIRECT_AFTER_REGISTRATION_MS } from '#shared/constants.ts';
import { signInPromptToast } from '#shared/messages.ts';
import {
  AUTH_QUERY_ERROR_TOASTS,
  GOOGLE_MESSAGES,
  REGISTRATION_MESSAGES,
  RESET_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '#shared/accounts/sign-in-messages.ts';
import { getSignInOptions } from '#shared/accounts/operations.ts';
import { PROOF_OF_WORK_ERROR_CODES, PROOF_OF_WORK_MESSAGES } from '#shared/accounts/proof-of-work.ts';
import { findRoute, hrefFor } from '#shared/routes.ts';
import { EmailSchema, SignInInputSchema, SignUpInputSchema } from '#shared/validation.ts';
import { Logo } from '#web/components/layout/logo.tsx';
import { ProofOfWorkField, useProofOfWork } from '#web/components/proof-of-work-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { type AuthFailure, CONNECTION_ERROR, signInFailure, signUpFailure } from '#web/lib/auth-errors.ts';
import { readAuthReturn } from '#web/lib/auth-return.ts';
import { applyServerErrors, setFormError, useApiForm } from '#web/lib/form.ts';
import { track } from '#web/lib/analytics.ts';
import { AUTH_RATE_LIMITS } from '#web/lib/local-rate-limit.ts';
import { emitSessionEvent } from '#web/lib/session.ts';
import { usePublicSettings } from '#web/lib/site-settings.ts';
import { dismissToasts, notify } from '#web/lib/toast.ts';
import { useHoldGuestRedirect } from '../guards.tsx';

type AuthTab = 'login' | 'register';

const TAB_TRIGGER_CLASS =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function isAuthQueryError(value: string | null): value is keyof typeof AUTH_QUERY_ERROR_TOASTS {
  return value !== null && Object.hasOwn(AUTH_QUERY_ERROR_TOASTS, value);
}

function onboardingLink(returnPath: string | undefined): string {
  return returnPath ? hrefFor('onboarding', {}, { query: { next: returnPath } }) : hrefFor('onboarding');
}

/** The server's word on the anti-bot check (CHALLENGE_REQUIRED / CHALLENGE_FAILED), when that is what failed. */
function challengeFailure(error: { code?: string; message?: string } | null): string | null {
  if (!error?.code || !(PROOF_OF_WORK_ERROR_CODES as readonly string[]).includes(error.code)) return null;
  return error.message || PROOF_OF_WORK_MESSAGES.failed;
}

function showFailure(failure: AuthFailure) {
  notify.error({ title: failure.toast, description: failure.formError });
}

function SubmitButton({ isBusy, busyLabel, children }: { isBusy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-disabled={isBusy}>
      {isBusy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> : null}
      {isBusy ? busyLabel : children}
    </Button>
  );
}

function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

function BackToLogin({ onBack, className = '' }: { onBack: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className={`${className} inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to login
    </button>
  );
}

function SignInForm({ onForgotPassword, onTwoFactor }: { onForgotPassword: () => void; onTwoFactor: () => void }) {
  // Stays busy after success until the session arrives and the guard moves on.
  const [isSignedIn, setIsSignedIn] = useState(false);
  // Shown once the server asks for it: several failed sign-ins for this address.
  const [challengeMessage, setChallengeMessage] = useState<string | null>(null);
  const proofOfWork = useProofOfWork();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: SignInInputSchema,
    defaultValues: { email: '', password: '' },
    rateLimit: AUTH_RATE_LIMITS.login,
    onSubmit: ({ email, password }) => signIn(email, password),
  });
  const { errors, isSubmitting } = form.formState;

  async function signIn(email: string, password: string) {
    const altcha = challengeMessage ? await proofOfWork.waitForSolution() : undefined;
    let failure: AuthFailure | null = null;
    let needsSecondFactor = false;
    let challenge: string | null = null;
    try {
      // No callbackURL: Better Auth's client would navigate there itself. A re-sent
      // confirmation link leads to /onboarding anyway (server default).
      const { data, error } = await authClient.signIn.email({ email, password, ...(altcha ? { altcha } : {}) });
      challenge = challengeFailure(error);
      if (error) failure = challenge ? { toast: 'Anti-bot check needed', formError: challenge } : signInFailure(error);
      else needsSecondFactor = Boolean(data && 'twoFactorRedirect' in data && data.twoFactorRedirect);
    } catch {
      failure = signInFailure(null);
    }
    // A solution works once: the next attempt gets a fresh challenge.
    if (altcha) proofOfWork.renew();
    if (challenge) setChallengeMessage(PROOF_OF_WORK_MESSAGES.signInRequired);
    if (failure) {
      if (failure.formError) setFormError(form, failure.formError);
      showFailure(failure);
      return;
    }
    dismissToasts();
    if (needsSecondFactor) {
      onTwoFactor();
      return;
    }
    track('signed_in', { method: 'password' });
    setIsSignedIn(true);
  }

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="sign-in-form" className="space-y-5">
      <FormError message={formError} data-testid="auth-form-error" />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div>
        <PasswordField label="Password" error={errors.password?.message} {...form.register('password')} />
        <div className="mt-2 text-right">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            Forgot password?
          </button>
        </div>
      </div>
      {challengeMessage ? (
        <ProofOfWorkField key={proofOfWork.fieldKey} onChange={proofOfWork.onChange} error={challengeMessage} />
      ) : null}
      <SubmitButton isBusy={isSubmitting || isSignedIn} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}

type Registration = { email: string; isSignedIn: boolean };

/** In place of the sign-up form while an admin has closed registration (admin settings); the server refuses it anyway. */
function RegistrationClosed({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div
      role="status"
      data-testid="registration-closed"
      className="rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <LockKeyhole aria-hidden="true" className="h-5 w-5 text-amber-700" />
        {REGISTRATION_MESSAGES.disabled}
      </p>
      <p className="mt-1 text-sm">{REGISTRATION_MESSAGES.closedNotice}</p>
      <Button type="button" variant="secondary" className="mt-4" onClick={onSignIn}>
        Go to Sign In
      </Button>
    </div>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (registration: Registration) => void }) {
  const holdGuestRedirect = useHoldGuestRedirect();
  const proofOfWork = useProofOfWork();
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: SignUpInputSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    rateLimit: AUTH_RATE_LIMITS.register,
    onSubmit: ({ email, password }) => signUp(email, password),
  });
  const { errors, isSubmitting } = form.formState;

  async function signUp(email: string, password: string) {
    setChallengeError(null);
    // Submitted before the widget finished: wait for it, the button stays busy.
    const altcha = await proofOfWork.waitForSolution();
    if (!altcha) {
      setChallengeError(PROOF_OF_WORK_MESSAGES.required);
      return;
    }
    // Registering signs in at once; the guard must wait while the confirmation shows.
    holdGuestRedirect(true);
    let failure: AuthFailure | null = null;
    let serverError: unknown = null;
    let isSignedIn = false;
    try {
      // The solved challenge rides along in the body (not one of Better Auth's own fields).
      const input = {
        email,
        password,
        name: email.split('@')[0] ?? email,
        // The confirmation link may open in another tab: it carries the remembered page along.
        callbackURL: onboardingLink(readAuthReturn()?.path),
        altcha,
      };
      const { data, error } = await authClient.signUp.email(input);
      const challenge = challengeFailure(error);
      if (challenge) {
        setChallengeError(challenge);
        failure = { toast: 'Anti-bot check failed', formError: challenge };
      } else if (error) {
        failure = signUpFailure(error);
        serverError = error;
      } else isSignedIn = Boolean(data?.token);
    } catch {
      failure = signUpFailure(null);
    }
    if (failure) {
      // A solution works once: a new attempt needs a new challenge.
      proofOfWork.renew();
      holdGuestRedirect(false);
      for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
        form.setError(field as 'email' | 'password', { message }, { shouldFocus: true });
      }
      // The server's own field messages (VALIDATION_FAILED), where it gives them.
      applyServerErrors(form, serverError);
      showFailure(failure);
      return;
    }
    dismissToasts();
    onRegistered({ email, isSignedIn });
  }

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="sign-up-form" className="space-y-5">
      <FormError message={formError} data-testid="auth-form-error" />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField label="Password" showRules error={errors.password?.message} {...form.register('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <ProofOfWorkField key={proofOfWork.fieldKey} onChange={proofOfWork.onChange} error={challengeError ?? undefined} />
      <SubmitButton isBusy={isSubmitting} busyLabel="Creating account…">
        Create Account
      </SubmitButton>
    </form>
  );
}

function RegistrationDone({ registration }: { registration: Registration }) {
  const holdGuestRedirect = useHoldGuestRedirect();
  const destination = readAuthReturn();

  useEffect(() => {
    if (!registration.isSignedIn) return;
    // The guard then redirects: to the remembered page, else home.
    const timer = setTimeout(() => holdGuestRedirect(false), REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [registration.isSignedIn, holdGuestRedirect]);

  return (
    <div role="status" data-testid="registration-done" className="py-4 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
      {registration.isSignedIn ? (
        <>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Your account is ready</h2>
          <p className="mt-2 text-slate-600">
            You're signed in as <strong className="text-slate-900">{registration.email}</strong>.{' '}
            {destination ? `Taking you back to ${destination.feature || 'where you were'}…` : 'Taking you to the home page…'}
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Check your email</h2>
          <p className="mt-2 text-slate-600">
            We've sent a confirmation link to <strong className="text-slate-900">{registration.email}</strong>. Open it to confirm
            your address: it signs you in and takes you to a few welcome steps.
          </p>
        </>
      )}
    </div>
  );
}

const ResetRequestSchema = z.object({ email: z.string().trim().min(1, RESET_MESSAGES.emailRequired).pipe(EmailSchema) });

function ResetRequest({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const proofOfWork = useProofOfWork();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ResetRequestSchema,
    defaultValues: { email: '' },
    onSubmit: ({ email }) => requestReset(email),
  });
  const { errors, isSubmitting } = form.formState;

  async function requestReset(email: string) {
    setChallengeError(null);
    const altcha = await proofOfWork.waitForSolution();
    if (!altcha) {
      setChallengeError(PROOF_OF_WORK_MESSAGES.required);
      return;
    }
    let message: string | null = null;
    try {
      const input = { email, redirectTo: hrefFor('auth-reset-password'), altcha };
      const { error } = await authClient.requestPasswordReset(input);
      const challenge = challengeFailure(error);
      if (challenge) {
        setChallengeError(challenge);
        message = challenge;
      } else if (error) {
        message =
          error.status === 429
            ? RESET_MESSAGES.tooManyAttempts
            : error.code === 'VALIDATION_FAILED' || error.code === 'INVALID_EMAIL'
              ? RESET_MESSAGES.invalidEmail
              : RESET_MESSAGES.failed;
      }
    } catch {
      message = RESET_MESSAGES.connectionError;
    }
    if (message) {
      // A solution works once: a new attempt needs a new challenge.
      proofOfWork.renew();
      setFormError(form, message);
      notify.error({ title: message });
      return;
    }
    notify.success({ title: RESET_MESSAGES.success, description: RESET_MESSAGES.successDetail });
    setSentTo(email);
  }

  return (
    <div data-testid="reset-password-view">
      <h2 className="text-xl font-semibold text-slate-900">Reset your password</h2>
      <p className="mt-1 text-sm text-slate-600">Enter the e-mail address of your account.</p>
      {sentTo ? (
        <div role="status" data-testid="reset-sent" className="mt-6 flex gap-3 rounded-lg bg-green-50 p-4 text-sm text-green-900">
          <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
          <p>
            <strong>{RESET_MESSAGES.success}.</strong> {RESET_MESSAGES.successDetail} ({sentTo})
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
          <FormError message={formError} data-testid="auth-form-error" />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <ProofOfWorkField key={proofOfWork.fieldKey} onChange={proofOfWork.onChange} error={challengeError ?? undefined} />
          <SubmitButton isBusy={isSubmitting} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <BackToLogin onBack={onBack} className="mt-5" />
    </div>
  );
}

const TwoFactorSchema = z.object({ code: z.string().trim().min(6, TWO_FACTOR_MESSAGES.invalidCode).max(20) });

/** The second step of signing in when the account has two-factor on. */
function TwoFactorChallenge({ onBack }: { onBack: () => void }) {
  const [isBackupCode, setIsBackupCode] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const [isSignedIn, setIsSignedIn] = useState(false);
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: TwoFactorSchema,
    defaultValues: { code: '' },
    onSubmit: ({ code }) => verify(code),
  });
  const { errors, isSubmitting } = form.formState;

  async function verify(code: string) {
    let message: string | null = null;
    try {
      const { error } = isBackupCode
        ? await authClient.twoFactor.verifyBackupCode({ code, trustDevice })
        : await authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, ''), trustDevice });
      if (error) {
        message =
          error.code === 'TOTP_CODE_ALREADY_USED'
            ? TWO_FACTOR_MESSAGES.codeUsed
            : error.status === 429 || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
              ? TWO_FACTOR_MESSAGES.tooManyAttempts
              : error.code === 'INVALID_TWO_FACTOR_COOKIE'
                ? 'This sign-in has expired. Go back and sign in again.'
                : TWO_FACTOR_MESSAGES.invalidCode;
      }
    } catch {
      message = CONNECTION_ERROR;
    }
    if (message) {
      setFormError(form, message);
      form.setFocus('code');
      return;
    }
    dismissToasts();
    emitSessionEvent('MFA_CHALLENGE_VERIFIED');
    track('signed_in', { method: isBackupCode ? 'password_backup_code' : 'password_totp' });
    setIsSignedIn(true);
  }

  return (
    <div data-testid="two-factor-challenge">
      <h2 className="text-xl font-semibold text-slate-900">Two-factor sign-in</h2>
      <p className="mt-1 text-sm text-slate-600">
        {isBackupCode
          ? 'Enter one of the backup codes you saved when you turned two-factor on. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
        <FormError message={formError} data-testid="auth-form-error" />
        <TextField
          key={isBackupCode ? 'backup' : 'totp'}
          label={isBackupCode ? 'Backup code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={isBackupCode ? 'text' : 'numeric'}
          autoFocus
          error={errors.code?.message}
          {...form.register('code')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300"
          />
          Trust this device for 30 days
        </label>
        <SubmitButton isBusy={isSubmitting || isSignedIn} busyLabel="Verifying…">
          Verify
        </SubmitButton>
      </form>
      <div className="mt-5 flex flex-wrap justify-between gap-3">
        <BackToLogin onBack={onBack} />
        <button
          type="button"
          onClick={() => {
            setIsBackupCode((value) => !value);
            form.reset({ code: '' });
          }}
          className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {isBackupCode ? 'Use your authenticator app' : 'Use a backup code instead'}
        </button>
      </div>
    </div>
  );
}

/** "Continue with Google", when the server offers it (getSignInOptions). */
function GoogleSignIn() {
  const [isOffered, setIsOffered] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    callOperation(getSignInOptions, {})
      .then((options) => {
        if (isCurrent) setIsOffered(options.google);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!isOffered) return null;

  const handleClick = async () => {
    setIsBusy(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: hrefFor('auth-callback'),
        errorCallbackURL: hrefFor('auth-callback'),
        newUserCallbackURL: hrefFor('auth-callback'),
      });
      if (error) {
        notify.error({ title: error.status === 429 ? 'Too many attempts' : GOOGLE_MESSAGES.failed });
        setIsBusy(false);
      }
      // On success the browser is on its way to Google.
    } catch {
      notify.error({ title: GOOGLE_MESSAGES.connectionError });
      setIsBusy(false);
    }
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button type="button" variant="secondary" size="lg" className="mt-4 w-full" onClick={handleClick} disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> : null}
        Continue with Google
      </Button>
    </div>
  );
}

const PERKS = [
  { icon: Clock, text: 'Timed, structured rounds in British Parliamentary, Lincoln-Douglas and more' },
  { icon: Gavel, text: 'Fair judging with ballots and feedback you can learn from' },
  { icon: Users, text: 'Clubs and events that meet weekly, monthly or for a weekend' },
] as const;

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const [isResetting, setIsResetting] = useState(searchParams.get('view') === 'forgot');
  const [isTwoFactor, setIsTwoFactor] = useState(false);
  const [registration, setRegistration] = useState<Registration | null>(null);
  const destination = readAuthReturn();
  const isRegistrationClosed = usePublicSettings()?.registrationOpen === false;

  const queryError = searchParams.get('error');
  const shownError = useRef<string | null>(null);
  useEffect(() => {
    if (!isAuthQueryError(queryError) || shownError.current === queryError) return;
    shownError.current = queryError;
    notify.error({ ...AUTH_QUERY_ERROR_TOASTS[queryError], id: `auth-error-${queryError}` });
    // Shown once: a reload or a shared link should not repeat it.
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [queryError, setSearchParams]);

  const handleTabChange = (value: string) => {
    setIsResetting(false);
    setSearchParams(
      (params) => {
        if (value === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };

  const heading = tab === 'register' ? 'Create your account' : 'Welcome back';
  // Sent here by a members-only page: say what signing in is for.
  const prompt = destination ? findRoute(destination.path.split(/[?#]/)[0] ?? '/')?.route.signInPrompt : undefined;
  const lead = prompt
    ? signInPromptToast(prompt.action, prompt.feature).description
    : tab === 'register'
      ? 'Join debates, judge rounds and find your club.'
      : 'Sign in to join debates, judge rounds and host events.';

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center lg:px-8">
      <aside className="hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-10 text-white shadow-xl lg:block">
        <Logo variant="white" size="lg" />
        <p className="mt-10 text-3xl leading-tight font-bold tracking-tight">Better arguments, better communities.</p>
        <ul className="mt-8 space-y-5">
          {PERKS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-brand-100">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon aria-hidden="true" className="h-5 w-5 text-accent-400" />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
      </aside>

      <div className="mx-auto w-full max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>

        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {registration ? (
            <RegistrationDone registration={registration} />
          ) : isTwoFactor ? (
            <TwoFactorChallenge onBack={() => setIsTwoFactor(false)} />
          ) : isResetting ? (
            <ResetRequest onBack={() => setIsResetting(false)} />
          ) : (
            <Tabs.Root value={tab} onValueChange={handleTabChange}>
              <Tabs.List aria-label="Sign in or create an account" className="flex gap-1 rounded-xl bg-slate-100 p-1">
                <Tabs.Trigger value="login" className={TAB_TRIGGER_CLASS}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="register" className={TAB_TRIGGER_CLASS}>
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login" className="mt-6 focus-visible:outline-offset-4">
                <SignInForm onForgotPassword={() => setIsResetting(true)} onTwoFactor={() => setIsTwoFactor(true)} />
                <GoogleSignIn />
              </Tabs.Content>
              <Tabs.Content value="register" className="mt-6 focus-visible:outline-offset-4">
                {isRegistrationClosed ? (
                  <RegistrationClosed onSignIn={() => handleTabChange('login')} />
                ) : (
                  <>
                    <SignUpForm onRegistered={setRegistration} />
                    <GoogleSignIn />
                  </>
                )}
              </Tabs.Content>
            </Tabs.Root>
          )}
        </div>

        <p className="mt-6 text-center text-sm text-slate-600">
          By continuing you agree to our{' '}
          <Link to={hrefFor('terms')} className="font-medium text-brand-700 underline hover:text-brand-800">
            Terms
          </Link>{' '}
          and{' '}
          <Link to={hrefFor('privacy')} className="font-medium text-brand-700 underline hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

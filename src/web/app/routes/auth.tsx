// /auth (spec sections 2, 4 and 8): Sign In and Sign Up tabs chosen by ?tab=,
// a forgot-password view, and the toasts for ?error= from the Google callback.
// Submitting checks the local attempt limit first, then calls Better Auth. After
// signing in, the guest guard (app/guards.tsx) takes the visitor on: to the page
// that sent them here, else home.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, Clock, Gavel, LoaderCircle, MailQuestion, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { REDIRECT_AFTER_REGISTRATION_MS } from '#shared/constants.ts';
import { AUTH_QUERY_ERROR_TOASTS, LOCAL_RATE_LIMIT_TOAST, signInPromptToast } from '#shared/messages.ts';
import { findRoute } from '#shared/routes.ts';
import { EmailSchema, SignInInputSchema, SignUpInputSchema } from '#shared/validation.ts';
import { Logo } from '#web/components/layout/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { type AuthFailure, signInFailure, signUpFailure } from '#web/lib/auth-errors.ts';
import { readAuthReturn } from '#web/lib/auth-return.ts';
import { AUTH_RATE_LIMITS, consumeAttempt } from '#web/lib/local-rate-limit.ts';
import { dismissToasts, notify } from '#web/lib/toast.ts';
import { useHoldGuestRedirect } from '../guards.tsx';

type AuthTab = 'login' | 'register';

const TAB_TRIGGER_CLASS =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function isAuthQueryError(value: string | null): value is keyof typeof AUTH_QUERY_ERROR_TOASTS {
  return value !== null && Object.hasOwn(AUTH_QUERY_ERROR_TOASTS, value);
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

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="auth-form-error" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const form = useForm({ resolver: zodResolver(SignInInputSchema), defaultValues: { email: '', password: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  // Stays busy after success until the session arrives and the guard moves on.
  const [isSignedIn, setIsSignedIn] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    if (!consumeAttempt(AUTH_RATE_LIMITS.login)) {
      notify.error(LOCAL_RATE_LIMIT_TOAST);
      return;
    }
    let failure: AuthFailure | null = null;
    try {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) failure = signInFailure(error);
    } catch {
      failure = signInFailure(null);
    }
    if (failure) {
      setFormError(failure.formError ?? null);
      showFailure(failure);
      return;
    }
    dismissToasts();
    setIsSignedIn(true);
  });

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="sign-in-form" className="space-y-5">
      <FormError message={formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
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
      <SubmitButton isBusy={isSubmitting || isSignedIn} busyLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}

type Registration = { email: string; isSignedIn: boolean };

function SignUpForm({ onRegistered }: { onRegistered: (registration: Registration) => void }) {
  const form = useForm({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const holdGuestRedirect = useHoldGuestRedirect();
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    if (!consumeAttempt(AUTH_RATE_LIMITS.register)) {
      notify.error(LOCAL_RATE_LIMIT_TOAST);
      return;
    }
    // Registering signs in at once; the guard must wait while the confirmation shows.
    holdGuestRedirect(true);
    let failure: AuthFailure | null = null;
    let isSignedIn = false;
    try {
      const { data, error } = await authClient.signUp.email({ email, password, name: email.split('@')[0] ?? email });
      if (error) failure = signUpFailure(error);
      else isSignedIn = Boolean(data?.token);
    } catch {
      failure = signUpFailure(null);
    }
    if (failure) {
      holdGuestRedirect(false);
      for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
        form.setError(field as 'email' | 'password', { message }, { shouldFocus: true });
      }
      showFailure(failure);
      return;
    }
    dismissToasts();
    onRegistered({ email, isSignedIn });
  });

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="sign-up-form" className="space-y-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
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
            We've sent a confirmation link to <strong className="text-slate-900">{registration.email}</strong>. Open it to
            activate your account, then sign in.
          </p>
        </>
      )}
    </div>
  );
}

const ResetRequestSchema = z.object({ email: EmailSchema });

// Password reset mails arrive with the e-mail work; until then this view says so
// plainly instead of pretending a mail was sent.
function ResetRequest({ onBack }: { onBack: () => void }) {
  const form = useForm({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: '' } });
  const [isUnavailable, setIsUnavailable] = useState(false);
  const handleSubmit = form.handleSubmit(() => setIsUnavailable(true));

  return (
    <div data-testid="reset-password-view">
      <h2 className="text-xl font-semibold text-slate-900">Reset your password</h2>
      <p className="mt-1 text-sm text-slate-600">Enter the e-mail address of your account.</p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div aria-live="polite">
          {isUnavailable ? (
            <div data-testid="reset-unavailable" className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
              <MailQuestion aria-hidden="true" className="h-5 w-5 shrink-0" />
              <p>
                Password reset by e-mail is not available yet, so no e-mail was sent.{' '}
                <Link to="/contact" className="font-semibold underline">
                  Contact us
                </Link>{' '}
                and we will help you back into your account.
              </p>
            </div>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full">
          Send reset link
        </Button>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="mt-5 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to login
      </button>
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
  const [isResetting, setIsResetting] = useState(false);
  const [registration, setRegistration] = useState<Registration | null>(null);
  const destination = readAuthReturn();

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
                <SignInForm onForgotPassword={() => setIsResetting(true)} />
              </Tabs.Content>
              <Tabs.Content value="register" className="mt-6 focus-visible:outline-offset-4">
                <SignUpForm onRegistered={setRegistration} />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </div>

        <p className="mt-6 text-center text-sm text-slate-600">
          By continuing you agree to our{' '}
          <Link to="/terms" className="font-medium text-brand-700 underline hover:text-brand-800">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

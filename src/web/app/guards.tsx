// Route access from the shared route table (spec sections 2, 4 and 6), checked
// in the browser for the experience only; the API enforces every permission.
// - auth: signed-out visitors are asked to sign in and sent to /auth after
//   REDIRECT_TO_SIGN_IN_MS, with the page remembered for afterwards;
// - admin: the same for signed-out visitors, "access denied" for other users;
// - guest (/auth): signed-in visitors go to the remembered page, else home.
import { LoaderCircle, LockKeyhole, ShieldAlert } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HINT_TOAST_DURATION_MS, REDIRECT_TO_SIGN_IN_MS } from '#shared/constants.ts';
import { GENERIC_ERROR_MESSAGES, LOADING_SESSION_MESSAGE, signInPromptToast } from '#shared/messages.ts';
import { type AppRoute, hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { saveAuthReturn, takeAuthReturn } from '#web/lib/auth-return.ts';
import { type SessionState, useSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';

const SIGN_IN_PATH = hrefFor('auth');
const ADMIN_SIGN_IN_PROMPT = { action: 'open', feature: 'the admin area' } as const;

export function RouteGuard({ route, children }: { route: AppRoute | null; children: ReactNode }) {
  const session = useSession();
  const access = route?.access ?? 'public';
  if (!route || access === 'public') return children;
  if (access === 'guest') return <GuestOnly session={session}>{children}</GuestOnly>;
  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'anonymous') return <SignInRequired route={route} />;
  if (access === 'admin' && session.user.role !== 'admin') return <AccessDenied />;
  return children;
}

export function SessionLoading() {
  return (
    <div
      role="status"
      data-testid="session-loading"
      className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-slate-700"
    >
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700 motion-reduce:animate-none" />
      <span className="text-base font-medium">{LOADING_SESSION_MESSAGE}</span>
    </div>
  );
}

function SignInRequired({ route }: { route: AppRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  const prompt = route.signInPrompt ?? ADMIN_SIGN_IN_PROMPT;
  const { title, description } = signInPromptToast(prompt.action, prompt.feature);
  const hasPrompted = useRef(false);
  const returnPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    // Once per visit of the page, even when React runs effects twice in development.
    if (!hasPrompted.current) {
      hasPrompted.current = true;
      saveAuthReturn({ path: returnPath, feature: prompt.feature });
      notify.info({ title, description, duration: HINT_TOAST_DURATION_MS });
    }
    const timer = setTimeout(() => navigate(SIGN_IN_PATH, { replace: true }), REDIRECT_TO_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [navigate, returnPath, prompt.feature, title, description]);

  return (
    <StatusScreen
      testId="sign-in-required"
      icon={LockKeyhole}
      title="Sign in to continue"
      actions={
        <Link to={SIGN_IN_PATH} replace className={buttonClassName()}>
          Go to sign in
        </Link>
      }
    >
      <p>{description}</p>
    </StatusScreen>
  );
}

export function AccessDenied() {
  return (
    <StatusScreen
      testId="access-denied"
      icon={ShieldAlert}
      tone="danger"
      eyebrow="403"
      title="Access denied"
      actions={
        <Link to={hrefFor('home')} className={buttonClassName()}>
          Go Home
        </Link>
      }
    >
      <p>{GENERIC_ERROR_MESSAGES.permission}</p>
    </StatusScreen>
  );
}

// /auth may hold the redirect back a moment, e.g. to show "check your e-mail"
// after registering; it releases the hold and the guard then redirects.
const GuestRedirectHoldContext = createContext<(isHeld: boolean) => void>(() => {});

/** Lets a guest page delay the redirect that follows signing in. */
export function useHoldGuestRedirect(): (isHeld: boolean) => void {
  return useContext(GuestRedirectHoldContext);
}

function GuestOnly({ session, children }: { session: SessionState; children: ReactNode }) {
  const [isHeld, setIsHeld] = useState(false);
  const shouldLeave = session.status === 'authenticated' && !isHeld;
  return (
    <GuestRedirectHoldContext.Provider value={setIsHeld}>
      {shouldLeave ? <RedirectAfterSignIn /> : children}
    </GuestRedirectHoldContext.Provider>
  );
}

function RedirectAfterSignIn() {
  const navigate = useNavigate();
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (hasRedirected.current) return;
    hasRedirected.current = true;
    navigate(takeAuthReturn()?.path ?? hrefFor('home'), { replace: true });
  }, [navigate]);
  return <SessionLoading />;
}

// Route access from the shared route table (spec sections 2, 4 and 6), checked
// in the browser for the experience only; the API enforces every permission.
// - auth: signed-out visitors are asked to sign in and sent to /auth after
//   REDIRECT_TO_SIGN_IN_MS, with the page remembered for afterwards;
// - admin: the same for signed-out visitors, "access denied" for other users;
// - guest (/auth): signed-in visitors go to the remembered page, else home.
import { LoaderCircle } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOADING_SESSION_MESSAGE } from '#shared/messages.ts';
import { type AppRoute, hrefFor } from '#shared/routes.ts';
import { takeAuthReturn } from '#web/lib/auth-return.ts';
import { type SessionState, useSession } from '#web/lib/session.ts';

// The refusals load when one is shown: the landing page's first download has no room for them (ADR 0016).
const SignInRequired = lazy(() => import('./guard-screens.tsx').then((m) => ({ default: m.SignInRequired })));
const AccessDenied = lazy(() => import('./guard-screens.tsx').then((m) => ({ default: m.AccessDenied })));

export function RouteGuard({ route, children }: { route: AppRoute | null; children: ReactNode }) {
  const session = useSession();
  const access = route?.access ?? 'public';
  if (!route || access === 'public') return children;
  if (access === 'guest') return <GuestOnly session={session}>{children}</GuestOnly>;
  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'anonymous') {
    return (
      <Suspense fallback={<SessionLoading />}>
        <SignInRequired route={route} />
      </Suspense>
    );
  }
  if (access === 'admin' && session.user.role !== 'admin') {
    return (
      <Suspense fallback={<SessionLoading />}>
        <AccessDenied />
      </Suspense>
    );
  }
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

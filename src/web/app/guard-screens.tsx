// What a guarded route shows instead of its page (guards.tsx): "sign in to
// continue", which then sends the visitor to /auth after REDIRECT_TO_SIGN_IN_MS
// with the page remembered, and "access denied" for a signed-in non-admin.
import { LockKeyhole, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HINT_TOAST_DURATION_MS, REDIRECT_TO_SIGN_IN_MS } from '#shared/constants.ts';
import { signInPromptToast } from '#shared/messages.ts';
import { type AppRoute, hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { notify } from '#web/lib/toast.ts';

const SIGN_IN_PATH = hrefFor('auth');
const ADMIN_SIGN_IN_PROMPT = { action: 'open', feature: 'the admin area' } as const;

export function SignInRequired({ route }: { route: AppRoute }) {
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
      title="Admins only"
      actions={
        <Link to={hrefFor('home')} className={buttonClassName()}>
          Go Home
        </Link>
      }
    >
      <p>This part of the site is for the admins who run it. If you should be one, ask one of them to make you an admin.</p>
    </StatusScreen>
  );
}

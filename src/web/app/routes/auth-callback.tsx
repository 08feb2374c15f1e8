// /auth/callback finishes Google sign-in (spec section 4). The server has done
// the OAuth exchange already and lands here either signed in or with ?error=.
// An error (from the query string or the fragment) becomes a toast and a return
// to /auth; a session goes on to the remembered page, else home; no session
// after the check is "no_session". Nothing runs inside a frame.
import { LoaderCircle, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GOOGLE_CALLBACK_ERRORS, GOOGLE_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { hrefFor } from '#shared/routes.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { track } from '#web/lib/analytics.ts';
import { takeAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';

function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

function callbackError(): { title: string; description: string } | null {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = query.get('error') ?? fragment.get('error');
  if (!code) return null;
  return (
    GOOGLE_CALLBACK_ERRORS[code] ?? {
      title: GOOGLE_MESSAGES.failed,
      description: query.get('error_description') ?? fragment.get('error_description') ?? 'Please try again.',
    }
  );
}

export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  const [isFramedPage] = useState(isFramed);
  const [error] = useState(callbackError);
  const handled = useRef(false);

  useEffect(() => {
    if (isFramedPage || handled.current) return;
    if (error) {
      handled.current = true;
      notify.error({ ...error, id: 'auth-callback-error' });
      navigate(hrefFor('auth'), { replace: true });
      return;
    }
    if (session.status === 'loading') return;
    handled.current = true;
    if (session.status === 'authenticated') {
      track('signed_in', { method: 'google' });
      navigate(takeAuthReturn()?.path ?? hrefFor('home'), { replace: true });
    } else navigate(hrefFor('auth', {}, { query: { error: 'no_session' } }), { replace: true });
  }, [error, isFramedPage, navigate, session.status]);

  if (isFramedPage) {
    return (
      <StatusScreen icon={ShieldAlert} tone="danger" title="Signing in">
        <p role="alert">{GOOGLE_MESSAGES.framed}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen icon={LoaderCircle} title="Signing in">
      <p role="status">Signing you in…</p>
    </StatusScreen>
  );
}

// /__test__/auth: the test-only sign-in of spec sections 2 and 8. Reads
// access_token, refresh_token, redirect and secret from the URL fragment, asks
// the server to turn the tokens into the session cookie, keeps the test session
// under two local keys plus an expiry, and moves on after
// REDIRECT_AFTER_TEST_SESSION_MS. The server answers this page and its endpoint
// only when TEST_AUTH_SECRET is set (docs/auth.md).
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCAL_STORAGE_PREFIX, REDIRECT_AFTER_TEST_SESSION_MS, TEST_SESSION_EXPIRY_MS } from '#shared/constants.ts';
import { TEST_AUTH_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { hrefFor } from '#shared/routes.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { setTestSession } from '#shared/accounts/operations.ts';
import { ApiRequestError, callOperation } from '#web/lib/api-client.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { notify } from '#web/lib/toast.ts';

const TEST_SESSION_KEYS = {
  accessToken: `${LOCAL_STORAGE_PREFIX}test_access_token`,
  refreshToken: `${LOCAL_STORAGE_PREFIX}test_refresh_token`,
  expiresAt: `${LOCAL_STORAGE_PREFIX}test_session_expires_at`,
} as const;

/** Same-site paths only: a test link must not send the browser elsewhere. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : hrefFor('home');
}

export function Component() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    // The fragment holds a secret: gone from the address bar and history at once.
    window.history.replaceState(null, '', window.location.pathname);
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    const fail = (message: string) => {
      setError(message);
      notify.error({ title: message });
    };
    if (!accessToken || !refreshToken) {
      fail(TEST_AUTH_MESSAGES.missingTokens);
      return;
    }
    callOperation(setTestSession, {
      body: { secret: params.get('secret') ?? '', access_token: accessToken, refresh_token: refreshToken },
    })
      .then(() => {
        try {
          localStorage.setItem(TEST_SESSION_KEYS.accessToken, JSON.stringify(accessToken));
          localStorage.setItem(TEST_SESSION_KEYS.refreshToken, JSON.stringify(refreshToken));
          localStorage.setItem(TEST_SESSION_KEYS.expiresAt, JSON.stringify(Date.now() + TEST_SESSION_EXPIRY_MS));
        } catch {
          // Storage may be off; the cookie is what signs the browser in.
        }
        // The app's session state reads the new cookie.
        authClient.$store.notify('$sessionSignal');
        setTimeout(() => navigate(safeRedirect(params.get('redirect')), { replace: true }), REDIRECT_AFTER_TEST_SESSION_MS);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 401 && err.message === TEST_AUTH_MESSAGES.unauthorized) {
          fail(TEST_AUTH_MESSAGES.unauthorized);
        } else if (err instanceof ApiRequestError && err.status === 404) {
          fail(TEST_AUTH_MESSAGES.unauthorized);
        } else if (err instanceof ApiRequestError && err.message === TEST_AUTH_MESSAGES.missingTokens) {
          fail(TEST_AUTH_MESSAGES.missingTokens);
        } else {
          fail(TEST_AUTH_MESSAGES.failedToSetSession);
        }
      });
  }, [navigate]);

  return error ? (
    <StatusScreen icon={FlaskConical} tone="danger" title="Test sign-in" testId="test-auth-error">
      <p role="alert">{error}</p>
    </StatusScreen>
  ) : (
    <StatusScreen icon={LoaderCircle} title="Test sign-in">
      <p role="status">Starting the test session…</p>
    </StatusScreen>
  );
}

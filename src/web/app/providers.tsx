// Everything the routes need around them: the router, the session (Better Auth)
// and the toast region, both loaded after the first paint. The query cache comes
// with the pages that show API data (pages.ts, query-provider.tsx).
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { setSessionUser } from '#web/lib/session.ts';
import { lazyOptional, useHasPainted } from './after-first-paint.ts';

const SessionSync = lazyOptional(
  () => import('./session-sync.tsx').then((m) => m.SessionSync),
  'session check',
  // Without the auth client nobody can be signed in; say so instead of loading forever.
  () => setSessionUser(null),
);

const AppToaster = lazyOptional(() => import('#web/components/ui/toaster.tsx').then((m) => m.AppToaster), 'toasts');

// The error reports' trail of navigations, clicks and requests (breadcrumb-recorder.tsx).
const BreadcrumbRecorder = lazyOptional(
  () => import('./breadcrumb-recorder.tsx').then((m) => m.BreadcrumbRecorder),
  'breadcrumbs',
);

// Usage statistics on our own server: page views and the events features record (analytics-recorder.tsx).
const AnalyticsRecorder = lazyOptional(() => import('./analytics-recorder.tsx').then((m) => m.AnalyticsRecorder), 'analytics');

export function AppProviders({ children }: { children: ReactNode }) {
  const hasPainted = useHasPainted();
  return (
    <BrowserRouter>
      {children}
      {hasPainted ? (
        <>
          <Suspense fallback={null}>
            <SessionSync />
          </Suspense>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
          <Suspense fallback={null}>
            <BreadcrumbRecorder />
          </Suspense>
          <Suspense fallback={null}>
            <AnalyticsRecorder />
          </Suspense>
        </>
      ) : null}
    </BrowserRouter>
  );
}

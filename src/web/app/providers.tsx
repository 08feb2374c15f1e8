// Everything the routes need around them: the query cache, the router, the
// session (Better Auth, loaded after first paint) and the toast region.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { reportError } from '#web/lib/error-report.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { setSessionUser } from '#web/lib/session.ts';

/** A lazy part the app can live without: if it fails to download, it renders nothing. */
function lazyOptional(load: () => Promise<ComponentType>, what: string, onFailure?: () => void) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      return { default: await load() };
    } catch (error) {
      reportError(error, `${what} could not load`);
      onFailure?.();
      return { default: () => null };
    }
  });
}

const SessionSync = lazyOptional(
  () => import('./session-sync.tsx').then((m) => m.SessionSync),
  'session check',
  // Without the auth client nobody can be signed in; say so instead of loading forever.
  () => setSessionUser(null),
);

const AppToaster = lazyOptional(() => import('#web/components/ui/toaster.tsx').then((m) => m.AppToaster), 'toasts');

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {children}
        <Suspense fallback={null}>
          <SessionSync />
        </Suspense>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

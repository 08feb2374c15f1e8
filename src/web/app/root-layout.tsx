// The shared layout of every page (spec section 2): skip link, top bar, the
// guarded and error-bounded page in <main id="main">, footer, back-to-top and
// the mobile bottom bar. It also keeps the document head in step with the route,
// scrolls to the top on a new path and preloads the main sections when idle.
// <main> is at least a screen high, so the footer starts below the fold: it loads
// after the first paint, and neither it nor a page's data arriving shifts the
// visible layout.
import { LoaderCircle } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PREFETCH_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants.ts';
import { findRoute, getRouteById } from '#shared/routes.ts';
import { BottomBar } from '#web/components/layout/bottom-bar.tsx';
import { ConnectivityBanner } from '#web/components/layout/connectivity-banner.tsx';
import { HelpDialogProvider } from '#web/components/layout/help-dialog-provider.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#web/components/layout/skip-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { applyRouteMeta } from '#web/lib/document-meta.ts';
import { runWhenIdle } from '#web/lib/idle.ts';
import { useSession } from '#web/lib/session.ts';
import { lazyOptional, useHasPainted } from './after-first-paint.ts';
import { RouteErrorBoundary } from './error-screens.tsx';
import { RouteGuard } from './guards.tsx';
import { loadPage } from './pages.ts';

// Shown only once the page has been scrolled, so it can arrive after the first paint.
const BackToTop = lazyOptional(() => import('#web/components/layout/back-to-top.tsx').then((m) => m.BackToTop), 'back-to-top');
const SiteFooter = lazyOptional(() => import('#web/components/layout/site-footer.tsx').then((m) => m.SiteFooter), 'footer');
// The admins' notice (admin settings): fetched after the first paint; nothing is reserved while there is none.
const MaintenanceBanner = lazyOptional(
  () => import('#web/components/layout/maintenance-banner.tsx').then((m) => m.MaintenanceBanner),
  'maintenance banner',
);

// The service worker, the install banner and the offline sync: nothing the first screen shows.
const OfflineApp = lazyOptional(() => import('./offline-app.tsx').then((m) => m.OfflineApp), 'offline app');

// Only for signed-in users, inside the pages' query client (shared profile cache).
const OnboardingBanner = lazyOptional(async () => {
  const [{ OnboardingBanner: Banner }, { QueryProvider }] = await Promise.all([
    import('#web/features/accounts/components/onboarding-banner.tsx'),
    import('./query-provider.tsx'),
  ]);
  return () => (
    <QueryProvider>
      <Banner />
    </QueryProvider>
  );
}, 'onboarding banner');

const PRELOADED_SECTIONS = ['debates', 'events', 'clubs', 'topics'] as const;

function preloadMainSections() {
  for (const id of PRELOADED_SECTIONS) {
    // A failed preload costs nothing: the page loads (and reports) when visited.
    loadPage(getRouteById(id)).catch(() => {});
  }
}

function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <LoaderCircle aria-hidden="true" className="h-7 w-7 animate-spin text-brand-700 motion-reduce:animate-none" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

function useScrollToTopOnNewPath(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    // The first load keeps the browser's own position (a reload, a #fragment).
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const route = findRoute(pathname)?.route ?? null;
  const hasBottomBar = !/^\/auth(?:\/|$)/.test(pathname);
  const hasPainted = useHasPainted();
  const isSignedIn = useSession().status === 'authenticated';

  useEffect(() => {
    applyRouteMeta(route);
  }, [route]);
  useScrollToTopOnNewPath(pathname);
  useEffect(() => runWhenIdle(preloadMainSections, { delayMs: PREFETCH_DELAY_MS, timeoutMs: PREFETCH_IDLE_TIMEOUT_MS }), []);

  return (
    <HelpDialogProvider>
      <SkipLink />
      <div className={cn('flex min-h-dvh flex-col', hasBottomBar && 'pb-16 md:pb-0')}>
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
          {hasPainted ? (
            <Suspense fallback={null}>
              <MaintenanceBanner />
            </Suspense>
          ) : null}
          <RouteGuard route={route}>
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </RouteGuard>
        </main>
        {hasPainted ? (
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        ) : null}
      </div>
      <ConnectivityBanner />
      {isSignedIn ? (
        <Suspense fallback={null}>
          <OnboardingBanner />
        </Suspense>
      ) : null}
      {hasPainted ? (
        <Suspense fallback={null}>
          <BackToTop isAboveBottomBar={hasBottomBar} />
        </Suspense>
      ) : null}
      {hasPainted ? (
        <Suspense fallback={null}>
          <OfflineApp />
        </Suspense>
      ) : null}
      {hasBottomBar ? <BottomBar /> : null}
    </HelpDialogProvider>
  );
}

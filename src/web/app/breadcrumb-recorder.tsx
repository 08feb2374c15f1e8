// Fills the error reports' breadcrumb trail (lib/breadcrumbs.ts) from the first
// paint on: each route change (its path, never its query), and, through
// lib/breadcrumb-sources.ts, clicks, same-origin requests and unhandled errors.
// Loaded after the first paint (providers.tsx), so it adds nothing to the
// landing page's first download; renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordClicks, recordRequests, reportUnhandledErrors } from '#web/lib/breadcrumb-sources.ts';
import { breadcrumbs } from '#web/lib/breadcrumbs.ts';
import { attachBreadcrumbTrail } from '#web/lib/error-report.ts';

export function BreadcrumbRecorder() {
  const { pathname } = useLocation();

  useEffect(() => {
    breadcrumbs.add({ type: 'navigation', at: Date.now(), path: pathname.slice(0, 300) });
  }, [pathname]);

  useEffect(() => {
    attachBreadcrumbTrail(breadcrumbs.list);
    const stops = [recordClicks(breadcrumbs), recordRequests(breadcrumbs), reportUnhandledErrors()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  return null;
}

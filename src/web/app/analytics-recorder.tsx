// Starts the usage statistics (lib/analytics.ts) once the first screen is painted
// (providers.tsx loads this lazily, so the landing page's first download does not
// carry it): a page_view on every route change (path or query; not a fragment
// alone), the slow-page-load check of the document's own load, batches every few
// seconds and when the page is hidden. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics, flushWhenHidden, pageViewOf, recordSlowPageLoad } from '#web/lib/analytics.ts';

export function AnalyticsRecorder() {
  const location = useLocation();

  useEffect(() => {
    const stops = [analytics.start(), flushWhenHidden(), recordSlowPageLoad()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is a new path or query; the fragment rides along
  useEffect(() => {
    analytics.track('page_view', pageViewOf(location));
  }, [location.pathname, location.search]);

  return null;
}

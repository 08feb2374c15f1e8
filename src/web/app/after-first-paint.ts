// Parts of the app shell that the first screen does not show (the session check,
// the toast region, the footer below the fold) load once it has been painted, so
// they compete neither with the page's own downloads nor with its first render.
import { type ComponentType, lazy, startTransition, useEffect, useState } from 'react';
import { reportError } from '#web/lib/error-report.ts';

// Where the browser reports no first contentful paint (a hidden tab paints
// nothing; an old browser lacks the paint timing API), waiting ends after this.
const PAINT_WAIT_LIMIT_MS = 1000;

let isPainted = false;
let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the first screen is on the screen: when the browser reports the
 * first contentful paint, which it does after the frame has been presented (an
 * animation frame callback would be too early).
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      isPainted = true;
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  });
  return firstPaint;
}

/** False until the browser has painted the first screen; true from then on (also in later mounts). */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(isPainted);
  useEffect(() => {
    if (hasPainted) return;
    let isMounted = true;
    void whenFirstPainted().then(() => {
      // What waits for the first paint re-renders the layout around the page: as a
      // transition, React splits that work into short tasks.
      if (isMounted) startTransition(() => setHasPainted(true));
    });
    return () => {
      isMounted = false;
    };
  }, [hasPainted]);
  return hasPainted;
}

/** A lazy part the app can live without: if it fails to download, it renders nothing. */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>, what: string, onFailure?: () => void) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch (error) {
      reportError(error, `${what} could not load`);
      onFailure?.();
      return { default: () => null };
    }
  });
}

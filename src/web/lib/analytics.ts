// Usage statistics, recorded on our own server only (spec section 3; the events
// and their properties: src/shared/analytics/ingest.ts). `track` queues an event;
// once the app has painted its first screen (app/analytics-recorder.tsx starts
// the recorder), the queue goes out in batches every FLUSH_INTERVAL_MS, at
// FLUSH_AT_EVENTS events, and when the page is hidden, with navigator.sendBeacon
// (a string, so text/plain: every browser sends it, and the server takes it).
//
// Nothing is queued or sent when the browser asks not to be tracked (Do Not
// Track, Global Privacy Control) or the visitor turned statistics off
// (AnalyticsSwitch; kept in local storage under the sdc_ prefix). No cookie is
// set for it and no identifier is made up: a signed-in visitor's events carry
// their account, read by the server from the session cookie they already have.
// Small and zod-free: list and debate pages import `track` in their first download.
import { ANALYTICS_BATCH_MAX, ANALYTICS_INGEST_ROUTE } from '#shared/analytics/ingest-route.ts';
import type { ClientAnalyticsEvent, ClientAnalyticsEventType, ClientAnalyticsProperties } from '#shared/analytics/ingest.ts';
import { SLOW_PAGE_LOAD_MS } from '#shared/constants.ts';
import { isAnalyticsTurnedOff } from './analytics-switch.ts';

export const FLUSH_INTERVAL_MS = 5000;
export const FLUSH_AT_EVENTS = 20;
/** Events kept while they cannot be sent (before the first paint); the oldest go first. */
export const QUEUE_MAX = 200;
/** The local switch: `{"enabled":false}` turns statistics off in this browser. */

export interface RecorderEnvironment {
  /** Sends one batch, as JSON text; failures are dropped (these are statistics, not data). */
  send(body: string): void;
  /** Do Not Track or Global Privacy Control. */
  asksNotToTrack(): boolean;
  /** The visitor turned statistics off here. */
  isTurnedOff(): boolean;
}

export interface AnalyticsRecorder {
  track<T extends ClientAnalyticsEventType>(type: T, properties: ClientAnalyticsProperties<T>): void;
  /** Sends everything queued, in batches of ANALYTICS_BATCH_MAX. */
  flush(): void;
  /** Starts sending (every FLUSH_INTERVAL_MS); returns the stop. */
  start(): () => void;
  /** How many events wait. */
  pending(): number;
}

export function createAnalyticsRecorder(env: RecorderEnvironment): AnalyticsRecorder {
  let queue: ClientAnalyticsEvent[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const isAllowed = () => !env.asksNotToTrack() && !env.isTurnedOff();

  function flush() {
    if (!isAllowed()) {
      queue = [];
      return;
    }
    while (queue.length > 0) env.send(JSON.stringify({ events: queue.splice(0, ANALYTICS_BATCH_MAX) }));
  }

  return {
    track(type, properties) {
      if (!isAllowed()) return;
      queue.push({ type, properties } as ClientAnalyticsEvent);
      if (queue.length > QUEUE_MAX) queue.splice(0, queue.length - QUEUE_MAX);
      if (timer !== undefined && queue.length >= FLUSH_AT_EVENTS) flush();
    },
    flush,
    start() {
      if (timer === undefined) timer = setInterval(flush, FLUSH_INTERVAL_MS);
      return () => {
        clearInterval(timer);
        timer = undefined;
        flush();
      };
    },
    pending: () => queue.length,
  };
}

// ---------------------------------------------------------------- the browser's recorder

/** Do Not Track ("1") or Global Privacy Control (true). */
export function browserAsksNotToTrack(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = globalThis as { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1';
}

function sendBatch(body: string) {
  const path = ANALYTICS_INGEST_ROUTE.path;
  // sendBeacon survives the page going away and is not a fetch (so no request breadcrumb); it refuses
  // a body over its quota, which a keepalive fetch may still carry.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body)) return;
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

export const analytics = createAnalyticsRecorder({
  send: sendBatch,
  asksNotToTrack: browserAsksNotToTrack,
  isTurnedOff: isAnalyticsTurnedOff,
});

/** Records a usage event (nothing when statistics are off); sent with the next batch. */
export const track = analytics.track;

// ---------------------------------------------------------------- what a page view keeps

/** Query parameters recorded with their values: list views and tabs, never free text or tokens. */
const VALUE_PARAMS = new Set(['page', 'limit', 'sort', 'tab', 'view', 'format', 'status', 'type', 'category', 'period']);
const VALUE_MAX = 40;
const ANCHOR = /^#[\w-]{1,64}$/;

/**
 * A location as a page view records it: the path; of the query string, the
 * list parameters with their values and every other key without its value
 * (a query can carry a reset or unsubscribe token, or what someone searched);
 * the fragment only when it names a part of the page (#email-preferences), since
 * a sign-in callback's fragment holds tokens.
 */
export function pageViewOf(location: { pathname: string; search: string; hash: string }): ClientAnalyticsProperties<'page_view'> {
  const params = new URLSearchParams(location.search);
  const parts: string[] = [];
  for (const [key, value] of params) {
    const name = encodeURIComponent(key.slice(0, VALUE_MAX));
    parts.push(VALUE_PARAMS.has(key) ? `${name}=${encodeURIComponent(value.slice(0, VALUE_MAX))}` : name);
  }
  let search = parts.length > 0 ? `?${parts.join('&')}` : '';
  if (search.length > 300) search = search.slice(0, 300).replace(/%[0-9A-F]?$/i, '');
  return {
    page: (location.pathname.split(/[?#]/)[0] || '/').slice(0, 300),
    search,
    hash: location.hash === '' ? '' : ANCHOR.test(location.hash) ? location.hash : '#',
  };
}

// ---------------------------------------------------------------- slow page loads

/** The first page's load time (Navigation Timing), once the load has ended; null where it cannot be read. */
function readLoadTime(): number | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const timing = entry as PerformanceNavigationTiming | undefined;
  if (!timing || timing.loadEventEnd <= 0) return null;
  return timing.loadEventEnd - timing.startTime;
}

/** Records slow_page_load when the document's own load took longer than SLOW_PAGE_LOAD_MS (spec section 9). */
export function recordSlowPageLoad(recorder: Pick<AnalyticsRecorder, 'track'> = analytics): () => void {
  const check = () => {
    const ms = readLoadTime();
    if (ms !== null && ms > SLOW_PAGE_LOAD_MS) {
      recorder.track('slow_page_load', { page: location.pathname.slice(0, 300), duration_ms: Math.min(Math.round(ms), 600_000) });
    }
  };
  if (document.readyState === 'complete' && readLoadTime() !== null) {
    check();
    return () => undefined;
  }
  // loadEventEnd is set once the load event's handlers have run: read it on the next turn.
  const onLoad = () => setTimeout(check, 0);
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}

/** Sends what is queued when the page is hidden (a tab switch, closing, going to another site). */
export function flushWhenHidden(recorder: Pick<AnalyticsRecorder, 'flush'> = analytics): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') recorder.flush();
  };
  const onPageHide = () => recorder.flush();
  document.addEventListener('visibilitychange', onHide);
  // Safari does not always fire visibilitychange on leaving the page.
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}

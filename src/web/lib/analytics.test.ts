import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientAnalyticsEventSchema } from '#shared/analytics/ingest.ts';
import { ANALYTICS_BATCH_MAX } from '#shared/analytics/ingest-route.ts';
import { ANALYTICS_SWITCH_KEY, isAnalyticsTurnedOff, setAnalyticsTurnedOff } from './analytics-switch.ts';
import {
  browserAsksNotToTrack,
  createAnalyticsRecorder,
  FLUSH_AT_EVENTS,
  FLUSH_INTERVAL_MS,
  pageViewOf,
  QUEUE_MAX,
} from './analytics.ts';

function recorderWith({ dnt = false, off = false } = {}) {
  const sent: { events: { type: string; properties: Record<string, unknown> }[] }[] = [];
  const env = {
    asksNotToTrack: vi.fn(() => dnt),
    isTurnedOff: vi.fn(() => off),
    send: (body: string) => sent.push(JSON.parse(body)),
  };
  return { recorder: createAnalyticsRecorder(env), sent, env };
}

const signIn = { method: 'password' } as const;

describe('the recorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds events until it is started, then sends them in one batch every few seconds', () => {
    const { recorder, sent } = recorderWith();
    recorder.track('signed_in', signIn);
    recorder.track('page_view', { page: '/', search: '', hash: '' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(sent).toEqual([]);

    recorder.start();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => e.type)).toEqual(['signed_in', 'page_view']);
    expect(recorder.pending()).toBe(0);
    // Nothing queued: nothing sent.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when FLUSH_AT_EVENTS are waiting', () => {
    const { recorder, sent } = recorderWith();
    recorder.start();
    for (let i = 0; i < FLUSH_AT_EVENTS - 1; i++) recorder.track('signed_in', signIn);
    expect(sent).toHaveLength(0);
    recorder.track('signed_in', signIn);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(FLUSH_AT_EVENTS);
  });

  it('splits what waited before the start into batches of ANALYTICS_BATCH_MAX, keeping the newest QUEUE_MAX', () => {
    const { recorder, sent } = recorderWith();
    for (let i = 0; i < QUEUE_MAX + 10; i++) recorder.track('onboarding_completed', { steps_completed: i % 50 });
    expect(recorder.pending()).toBe(QUEUE_MAX);
    recorder.flush();
    expect(sent.map((batch) => batch.events.length)).toEqual(
      Array.from({ length: Math.ceil(QUEUE_MAX / ANALYTICS_BATCH_MAX) }, () => ANALYTICS_BATCH_MAX),
    );
    expect(sent[0]?.events[0]?.properties).toEqual({ steps_completed: 10 });
  });

  it('sends what is left when stopped, and no more after', () => {
    const { recorder, sent } = recorderWith();
    const stop = recorder.start();
    recorder.track('signed_in', signIn);
    stop();
    expect(sent).toHaveLength(1);
    recorder.track('signed_in', signIn);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['Do Not Track or Global Privacy Control', { dnt: true }],
    ['the visitor’s switch', { off: true }],
  ])('records nothing when %s says so', (_, opts) => {
    const { recorder, sent } = recorderWith(opts);
    recorder.start();
    recorder.track('signed_in', signIn);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(recorder.pending()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('drops what waits when statistics are turned off before it is sent', () => {
    let off = false;
    const sent: string[] = [];
    const recorder = createAnalyticsRecorder({ asksNotToTrack: () => false, isTurnedOff: () => off, send: (b) => sent.push(b) });
    recorder.start();
    recorder.track('signed_in', signIn);
    off = true;
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
    expect(recorder.pending()).toBe(0);
  });
});

describe('the browser’s signals and switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: null }, false],
  ])('reads %o as asking not to track: %s', (nav, expected) => {
    vi.stubGlobal('navigator', nav);
    expect(browserAsksNotToTrack()).toBe(expected);
  });

  it('keeps the switch in local storage under the sdc_ prefix, as JSON', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    expect(isAnalyticsTurnedOff()).toBe(false);
    setAnalyticsTurnedOff(true);
    expect(ANALYTICS_SWITCH_KEY).toBe('sdc_analytics');
    expect(JSON.parse(store.get(ANALYTICS_SWITCH_KEY) ?? 'null')).toEqual({ enabled: false });
    expect(isAnalyticsTurnedOff()).toBe(true);
    setAnalyticsTurnedOff(false);
    expect(isAnalyticsTurnedOff()).toBe(false);
    store.set(ANALYTICS_SWITCH_KEY, 'not json');
    expect(isAnalyticsTurnedOff()).toBe(false);
  });
});

describe('pageViewOf', () => {
  it.each([
    [
      { pathname: '/debates', search: '', hash: '' },
      { page: '/debates', search: '', hash: '' },
    ],
    [
      { pathname: '/debates', search: '?sort=newest&page=2&q=my+secret+search', hash: '' },
      { page: '/debates', search: '?sort=newest&page=2&q', hash: '' },
    ],
    [
      { pathname: '/unsubscribe', search: '?token=abc.def&category=newsletter', hash: '' },
      { page: '/unsubscribe', search: '?token&category=newsletter', hash: '' },
    ],
    [
      { pathname: '/auth/callback', search: '', hash: '#access_token=xyz&refresh_token=abc' },
      { page: '/auth/callback', search: '', hash: '#' },
    ],
    [
      { pathname: '/settings', search: '', hash: '#email-preferences' },
      { page: '/settings', search: '', hash: '#email-preferences' },
    ],
  ])('keeps what is safe of %o', (location, expected) => {
    expect(pageViewOf(location)).toEqual(expected);
    // …in the shape the ingest endpoint takes.
    expect(ClientAnalyticsEventSchema.safeParse({ type: 'page_view', properties: pageViewOf(location) }).success).toBe(true);
  });

  it('bounds the path and the query', () => {
    const view = pageViewOf({
      pathname: `/${'a'.repeat(400)}`,
      search: `?${Array.from({ length: 100 }, (_, i) => `k${i}=v`).join('&')}`,
      hash: '',
    });
    expect(view.page).toHaveLength(300);
    expect(view.search.length).toBeLessThanOrEqual(300);
    expect(ClientAnalyticsEventSchema.safeParse({ type: 'page_view', properties: view }).success).toBe(true);
  });
});

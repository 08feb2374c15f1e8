// The usage events' ingest endpoint (POST /api/analytics/events) and the daily
// roll-up: batches stored in one insert with the signed-in user, bodies as
// sendBeacon sends them, bad input refused, DNT and GPC honoured, the per-client
// limit, the same-origin check, and a roll-up that counts each day once even
// when two server processes start it together.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '#shared/analytics/ingest-route.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';
import {
  apiErrorOf,
  createTestApp,
  expectJson,
  jsonPost,
  signUp,
  TEST_BASE_URL,
  type TestApp,
  uniqueClientIp,
} from '#tests/test-app.ts';
import { resetRollupSchedule, rollUpAnalytics } from '#server/jobs/analytics-rollup.ts';
import { ANALYTICS_BATCHES } from './ingest.routes.ts';

const PATH = '/api/analytics/events';
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function clearAnalytics() {
  await t.database.db.execute(sql`delete from analytics_events`);
  await t.database.db.execute(sql`delete from analytics_daily`);
  await t.database.db.execute(sql`delete from analytics_rollup_state`);
}

const stored = async () =>
  t.database.db
    .select({ type: analyticsEvents.type, userId: analyticsEvents.userId, properties: analyticsEvents.properties })
    .from(analyticsEvents)
    .orderBy(analyticsEvents.type);

const pageView = (page: string, search = '', hash = '') => ({ type: 'page_view', properties: { page, search, hash } });

describe('recording a batch', () => {
  beforeEach(clearAnalytics);

  it('stores every event of the batch anonymously, in one answer without content', async () => {
    const events = [
      pageView('/debates', '?sort=newest&token'),
      { type: 'search', properties: { query: 'Climate', results: 0, category: 'debates' } },
      { type: 'slow_page_load', properties: { page: '/events', duration_ms: 4200 } },
    ];
    await expectJson(t.request(PATH, jsonPost({ events })), 204);
    const rows = await stored();
    expect(rows.map((r) => r.type)).toEqual(['page_view', 'search', 'slow_page_load']);
    expect(rows.every((r) => r.userId === null)).toBe(true);
    expect(rows[0]?.properties).toEqual({ page: '/debates', search: '?sort=newest&token', hash: '' });
  });

  it('stores the signed-in user with the events', async () => {
    const { cookie, userId } = await signUp(t, 'visitor@example.org');
    const body = { events: [{ type: 'signed_in', properties: { method: 'password' } }] };
    await expectJson(t.request(PATH, jsonPost(body, { cookie })), 204);
    expect((await stored())[0]?.userId).toBe(userId);
  });

  it('takes the text/plain body that navigator.sendBeacon sends for a string', async () => {
    const res = await t.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: TEST_BASE_URL, 'x-forwarded-for': uniqueClientIp() },
      body: JSON.stringify({ events: [pageView('/clubs')] }),
    });
    expect(res.status).toBe(204);
    expect((await stored()).map((r) => r.properties.page)).toEqual(['/clubs']);
  });

  it('refuses a form-encoded body, and text that is not JSON', async () => {
    const send = (contentType: string, body: string) =>
      t.request(PATH, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: TEST_BASE_URL, 'x-forwarded-for': uniqueClientIp() },
        body,
      });
    expect((await send('application/x-www-form-urlencoded', 'events=1')).status).toBe(415);
    expect((await send('text/plain', 'hello')).status).toBe(400);
  });

  it.each([
    ['no events', { events: [] }],
    ['too many events', { events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => pageView('/')) }],
    ['an unknown type', { events: [{ type: 'club_joined', properties: {} }] }],
    ['an unknown property', { events: [{ type: 'page_view', properties: { page: '/', search: '', hash: '', email: 'a@b.c' } }] }],
    ['a page that is not a path', { events: [pageView('https://example.org/')] }],
    ['a page with its query', { events: [pageView('/debates?token=secret')] }],
    ['a hash that is not an anchor', { events: [pageView('/', '', '#access_token=abc')] }],
    ['a load that was not slow', { events: [{ type: 'slow_page_load', properties: { page: '/', duration_ms: 3000 } }] }],
    ['a join without a debate id', { events: [{ type: 'debate_joined', properties: { debate_id: 'x', role: 'audience' } }] }],
    [
      'an oversized search',
      { events: [{ type: 'search', properties: { query: 'x'.repeat(201), results: 1, category: 'debates' } }] },
    ],
    ['a NUL character', { events: [{ type: 'signed_in', properties: { method: 'pass\u0000word' } }] }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const error = await apiErrorOf(t.request(PATH, jsonPost(body)));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('answers a browser that sends %s the same, and stores nothing', async (_, headers) => {
    await expectJson(t.request(PATH, jsonPost({ events: [pageView('/')] }, headers)), 204);
    expect(await stored()).toEqual([]);
  });

  it('refuses a request from another site', async () => {
    const res = await t.request(PATH, jsonPost({ events: [pageView('/')] }, { origin: 'https://elsewhere.example' }));
    expect(res.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('limits the batches per client and minute', async () => {
    const ip = uniqueClientIp();
    const body = { events: [pageView('/')] };
    for (let i = 0; i < ANALYTICS_BATCHES.limit; i++) {
      await expectJson(t.request(PATH, jsonPost(body, { 'x-forwarded-for': ip })), 204);
    }
    const res = await t.request(PATH, jsonPost(body, { 'x-forwarded-for': ip }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    await expectJson(t.request(PATH, jsonPost(body)), 204);
  }, 60_000);
});

describe('the daily roll-up', () => {
  beforeEach(clearAnalytics);

  /** Events on the UTC day `daysAgo` days back, at noon. */
  async function insertEvents(daysAgo: number, events: { type: string; userId?: string | null; properties: object }[]) {
    const noon = new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + DAY / 2);
    await t.database.db.insert(analyticsEvents).values(
      events.map((e) => ({
        type: e.type,
        userId: e.userId ?? null,
        properties: e.properties as Record<string, unknown>,
        createdAt: noon,
      })),
    );
  }

  const daily = async () =>
    rowsOf<{ type: string; day: string; key: string; count: number; users: number }>(
      await t.database.db.execute(
        sql`select type, day::text as day, key, count, users from analytics_daily order by day, type, key`,
      ),
    );

  it('counts each finished day once, even when two server processes start it together, and keeps today raw', async () => {
    const { userId } = await signUp(t, 'roller@example.org');
    await insertEvents(2, [
      { ...pageView('/debates'), userId },
      { ...pageView('/debates'), userId },
      pageView('/debates'),
      pageView('/clubs'),
      { type: 'search', properties: { query: 'Nothing Here', results: 0, category: 'debates' } },
      { type: 'search', properties: { query: 'climate', results: 4, category: 'debates' } },
    ]);
    await insertEvents(0, [pageView('/today')]);

    const second = await createTestApp({}, t.database);
    const outcomes = await Promise.all([rollUpAnalytics(t.database.db, 90), rollUpAnalytics(second.database.db, 90)]).finally(
      () => second.realtime.close(),
    );
    // One process rolled the days up; the other found them taken (PostgreSQL) or done (PGlite, one connection).
    expect(outcomes.filter((o) => o.status === 'done' && o.rolledDays > 0)).toHaveLength(1);

    const day = new Date(Math.floor(Date.now() / DAY) * DAY - 2 * DAY).toISOString().slice(0, 10);
    expect(await daily()).toEqual([
      { type: 'page_view', day, key: '', count: 4, users: 1 },
      { type: 'page_view', day, key: '/clubs', count: 1, users: 0 },
      { type: 'page_view', day, key: '/debates', count: 3, users: 1 },
      { type: 'search', day, key: '', count: 2, users: 0 },
      { type: 'search', day, key: 'nothing here', count: 1, users: 0 },
    ]);
    // Again: nothing new to count.
    const again = await rollUpAnalytics(t.database.db, 90);
    expect(again).toMatchObject({ status: 'done', rolledDays: 0 });
    expect((await daily()).reduce((n, r) => n + r.count, 0)).toBe(11);
    // Within the retention period the raw events stay, today's included.
    expect((await stored()).length).toBe(7);
  });

  it('deletes raw events older than the retention period once their days are counted', async () => {
    await insertEvents(40, [pageView('/old'), pageView('/old')]);
    await insertEvents(10, [pageView('/recent')]);
    const outcome = await rollUpAnalytics(t.database.db, 30);
    expect(outcome).toMatchObject({ status: 'done', deleted: 2 });
    expect((await stored()).map((r) => r.properties.page)).toEqual(['/recent']);
    expect((await daily()).filter((r) => r.key === '/old')).toMatchObject([{ count: 2 }]);
  });

  it('is started by an ingest batch when due', async () => {
    await insertEvents(3, [pageView('/earlier')]);
    resetRollupSchedule();
    await expectJson(t.request(PATH, jsonPost({ events: [pageView('/now')] })), 204);
    expect((await daily()).map((r) => r.key)).toEqual(['', '/earlier']);
  });
});

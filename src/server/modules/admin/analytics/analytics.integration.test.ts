// The admin analytics (GET /api/admin/analytics and its CSV): every figure from
// known rows, across days already rolled up and today's raw events; the period
// picker's validation; the funnel from the accounts, debates and judging tables;
// admins only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '#shared/admin/analytics/contract.ts';
import {
  analyticsEvents,
  ballots,
  debateJudges,
  debateParticipants,
  debateResults,
  debates,
  profiles,
  users,
} from '#server/db/schema/index.ts';
import { rollUpAnalytics } from '#server/jobs/analytics-rollup.ts';
import { apiErrorOf, callAs, createTestApp, expectJson, jsonPost, signUp, type TestApp } from '#tests/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let member: string;

/** The UTC day `daysAgo` days back, YYYY-MM-DD, and its noon. */
const dayOf = (daysAgo: number) => new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY).toISOString().slice(0, 10);
const noonOf = (daysAgo: number) => new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + DAY / 2);

const pageView = (page: string) => ({ type: 'page_view', properties: { page, search: '', hash: '' } });
const search = (query: string, results: number) => ({ type: 'search', properties: { query, results, category: 'debates' } });
const times = <T>(n: number, item: T) => Array.from({ length: n }, () => item);

async function insertEvents(daysAgo: number, events: { type: string; properties: object }[]) {
  await t.database.db
    .insert(analyticsEvents)
    .values(
      events.map((e) => ({ type: e.type, properties: e.properties as Record<string, unknown>, createdAt: noonOf(daysAgo) })),
    );
}

/** Funnel people: created `daysAgo` days back, through the steps given. */
async function person(
  id: string,
  daysAgo: number,
  steps: { onboarded?: boolean; debateId?: string; role?: string; judged?: string },
) {
  const db = t.database.db;
  await db.insert(users).values({ id, name: id, email: `${id}@example.org`, emailVerified: true, createdAt: noonOf(daysAgo) });
  await db.insert(profiles).values({ id, email: `${id}@example.org`, onboardingCompleted: steps.onboarded ?? false });
  if (steps.debateId)
    await db.insert(debateParticipants).values({ debateId: steps.debateId, userId: id, role: steps.role ?? 'audience' });
  if (steps.judged) {
    await db.insert(debateJudges).values({ debateId: steps.judged, userId: id, position: 'chair' });
    await db.insert(ballots).values({ debateId: steps.judged, judgeId: id, position: 'chair', ballot: {} });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUp(t, 'admin@example.org')).cookie;
  const adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.org')))[0]?.id;
  await t.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.id, adminId as string));
  member = (await signUp(t, 'member@example.org')).cookie;

  // Two days ago and ten days ago, rolled up; today, raw (sent through the ingest endpoint).
  await t.database.db.execute(sql`delete from analytics_events`);
  await t.database.db.execute(sql`delete from analytics_rollup_state`);
  await insertEvents(2, [
    ...times(3, pageView('/debates')),
    pageView('/clubs'),
    ...times(3, search('Mars', 0)),
    search('=SUM(A1)', 0),
    search('climate', 12),
    { type: 'slow_page_load', properties: { page: '/events', duration_ms: 5000 } },
    { type: 'club_joined', properties: { club_id: 'c' } },
  ]);
  await insertEvents(10, [...times(2, pageView('/debates')), ...times(5, pageView('/old'))]);
  const rolled = await rollUpAnalytics(t.database.db, 90);
  expect(rolled).toMatchObject({ status: 'done', rolledUntil: dayOf(0) });
  await expectJson(
    t.request('/api/analytics/events', jsonPost({ events: [pageView('/debates'), pageView('/today'), search('mars', 0)] })),
    204,
  );

  // The funnel: the admin and the member signed up today and stopped there.
  const [one, two] = await t.database.db
    .insert(debates)
    .values(
      [1, 2].map((n) => ({
        title: `Debate ${n}`,
        topic: 'This house would count',
        format: 'oxford',
        startsAt: noonOf(1),
        maxParticipants: 4,
      })),
    )
    .returning({ id: debates.id });
  await t.database.db.insert(debateResults).values({ debateId: two?.id as string, decision: { winner: 'proposition' } });
  await person('f-signed-up', 3, {});
  await person('f-onboarded', 3, { onboarded: true });
  await person('f-joined', 3, { onboarded: true, debateId: one?.id });
  await person('f-result', 3, { onboarded: true, debateId: two?.id, role: 'proposition-1' });
  await person('f-ballot', 3, { onboarded: true, judged: two?.id });
  await person('f-skipped-onboarding', 3, { debateId: one?.id });
  await person('f-long-ago', 40, { onboarded: true, debateId: two?.id, role: 'opposition-1' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const overview = (query: string) => expectJson<AnalyticsOverview>(callAs(t, admin, 'GET', `/api/admin/analytics${query}`));

describe('the analytics overview', () => {
  it('counts the last 7 days from the roll-up and today’s raw events', async () => {
    const o = await overview('?period=7');
    expect(o).toMatchObject({ from: dayOf(6), to: dayOf(0), retentionDays: 90 });
    expect(o.viewsPerDay.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayOf));
    expect(o.viewsPerDay.map((d) => d.views)).toEqual([0, 0, 0, 0, 4, 0, 2]);
    expect(o.topPages).toEqual([
      { page: '/debates', views: 4 },
      { page: '/clubs', views: 1 },
      { page: '/today', views: 1 },
    ]);
    expect(o.emptySearches).toEqual([
      { query: 'mars', count: 4 },
      { query: '=sum(a1)', count: 1 },
    ]);
    expect(o.slowPages).toEqual([{ page: '/events', count: 1 }]);
    expect(o.eventCounts).toEqual([
      { type: 'page_view', count: 6 },
      { type: 'search', count: 6 },
      { type: 'club_joined', count: 1 },
      { type: 'slow_page_load', count: 1 },
    ]);
  });

  it('reaches further back with a longer period', async () => {
    const o = await overview('?period=30');
    expect(o.viewsPerDay).toHaveLength(30);
    expect(o.viewsPerDay.find((d) => d.date === dayOf(10))?.views).toBe(7);
    expect(o.topPages.slice(0, 2)).toEqual([
      { page: '/debates', views: 6 },
      { page: '/old', views: 5 },
    ]);
  });

  it('takes a from–to range', async () => {
    const o = await overview(`?from=${dayOf(10)}&to=${dayOf(10)}`);
    expect(o.viewsPerDay).toEqual([{ date: dayOf(10), views: 7 }]);
    expect(o.topPages).toEqual([
      { page: '/old', views: 5 },
      { page: '/debates', views: 2 },
    ]);
    expect(o.eventCounts).toEqual([{ type: 'page_view', count: 7 }]);
  });

  it('follows the people who signed up in the period through the funnel, each step after the one before', async () => {
    expect((await overview('?period=7')).funnel).toEqual({ signedUp: 8, onboarded: 4, joinedDebate: 3, ballotOrResult: 2 });
    expect((await overview('?period=90')).funnel).toEqual({ signedUp: 9, onboarded: 5, joinedDebate: 4, ballotOrResult: 3 });
  });

  it('shows the last 30 days when no period is given', async () => {
    const o = await overview('');
    expect([o.from, o.to]).toEqual([dayOf(29), dayOf(0)]);
  });

  it.each([
    ['an unknown period', '?period=14', 'period'],
    ['a first day without a last', `?from=${dayOf(3)}`, 'to'],
    ['a last day before the first', `?from=${dayOf(1)}&to=${dayOf(3)}`, 'to'],
    ['more than 366 days', `?from=${dayOf(400)}&to=${dayOf(0)}`, 'to'],
    ['a period and a range', `?period=7&from=${dayOf(3)}&to=${dayOf(1)}`, 'period'],
    ['a date that is not one', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['an unknown parameter', '?days=7', ''],
  ])('refuses %s with 400', async (_, query, field) => {
    const error = await apiErrorOf(callAs(t, admin, 'GET', `/api/admin/analytics${query}`));
    expect(error.code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
  });
});

describe('the CSV export', () => {
  it('lists the daily counts of the period, spreadsheet-safe', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/analytics/export?period=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="analytics-${dayOf(6)}-to-${dayOf(0)}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,type,key,count,signed_in_users');
    expect(lines).toContain(`${dayOf(2)},page_view,(all),4,0`);
    expect(lines).toContain(`${dayOf(2)},page_view,/debates,3,0`);
    expect(lines).toContain(`${dayOf(2)},search,'=sum(a1),1,0`);
    expect(lines).toContain(`${dayOf(0)},page_view,/today,1,0`);
    expect(lines.some((line) => line.startsWith(dayOf(10)))).toBe(false);
    // Oldest first.
    expect(lines.slice(1).map((line) => line.slice(0, 10))).toEqual(
      lines
        .slice(1)
        .map((line) => line.slice(0, 10))
        .sort(),
    );
  });
});

describe('who may read it', () => {
  it.each(['/api/admin/analytics', '/api/admin/analytics/export'])('%s: 401 signed out, 403 for a member', async (path) => {
    expect((await callAs(t, null, 'GET', path)).status).toBe(401);
    expect((await callAs(t, member, 'GET', path)).status).toBe(403);
  });
});

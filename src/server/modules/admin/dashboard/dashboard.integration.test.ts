// The admin dashboard on a real database: known rows of every kind, placed
// inside and outside each window (7 and 30 days, 24 hours, the trend's UTC
// days), and every figure and trend point checked against them; admins only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminDashboard, DASHBOARD_TREND_DAYS, type DashboardDay } from '#shared/admin/dashboard/contract.ts';
import {
  clubs,
  commentReports,
  comments,
  debateJudges,
  debateResults,
  debates,
  emailQueue,
  errorReports,
  events,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const people = {} as Record<'admin' | 'member', { cookie: string; userId: string }>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
/** The UTC calendar day of an instant, as the trend names it. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  people.admin = await signUp(t, 'admin-dashboard@example.org', 'Passw0rdOk', 'Dashboard Admin');
  people.member = await signUp(t, 'member-dashboard@example.org', 'Passw0rdOk', 'Dashboard Member');
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  // The sign-ups' own mails would blur the e-mail figures: only the rows below count.
  await db.delete(emailQueue);

  // Users: two signed up now (above), one 10 days ago, one 40 days ago, and one 20 days ago deleted since:
  // a member no more, but a sign-up all the same.
  await db.insert(users).values([
    { id: 'dash-ten-days', name: 'Ten Days', email: 'ten@example.org', createdAt: ago(10 * DAY) },
    { id: 'dash-forty-days', name: 'Forty Days', email: 'forty@example.org', createdAt: ago(40 * DAY) },
    { id: 'dash-deleted', name: 'Deleted', email: 'deleted@example.org', createdAt: ago(20 * DAY), deletedAt: ago(DAY) },
  ]);
  // Active in 7 days: the two signed-in sessions, and the ten-day user's session used 2 days ago;
  // the forty-day user's was last used 8 days ago.
  const session = (id: string, userId: string, updatedAt: Date) => ({
    id,
    token: `token-${id}`,
    userId,
    expiresAt: new Date(Date.now() + 7 * DAY),
    createdAt: updatedAt,
    updatedAt,
  });
  await db
    .insert(sessions)
    .values([
      session('dash-s1', 'dash-ten-days', ago(2 * DAY)),
      session('dash-s2', 'dash-ten-days', ago(3 * DAY)),
      session('dash-s3', 'dash-forty-days', ago(8 * DAY)),
    ]);

  // Debates: 2 scheduled, 1 live, 4 finished, 1 cancelled.
  const debate = (title: string, status: string, startsAt: Date, createdAt = new Date()) => ({
    title,
    topic: 'This house would count',
    format: 'oxford',
    startsAt,
    maxParticipants: 4,
    status,
    createdAt,
  });
  const rows = await db
    .insert(debates)
    .values([
      debate('Scheduled one', 'scheduled', new Date(Date.now() + DAY)),
      debate('Scheduled two', 'scheduled', new Date(Date.now() + 2 * DAY), ago(5 * DAY)),
      debate('Live', 'live', ago(HOUR)),
      debate('Finished, judged, no result', 'finished', ago(3 * DAY), ago(6 * DAY)),
      debate('Finished, judged, result', 'finished', ago(3 * DAY), ago(6 * DAY)),
      debate('Finished, trainee only', 'finished', ago(4 * DAY), ago(6 * DAY)),
      debate('Finished, no judges', 'finished', ago(45 * DAY), ago(50 * DAY)),
      debate('Cancelled', 'cancelled', ago(DAY)),
    ])
    .returning({ id: debates.id, title: debates.title });
  const idOf = (title: string) => rows.find((r) => r.title === title)?.id as string;
  await db.insert(debateJudges).values([
    { debateId: idOf('Finished, judged, no result'), userId: people.admin.userId, position: 'chair' },
    { debateId: idOf('Finished, judged, no result'), userId: people.member.userId, position: 'trainee' },
    { debateId: idOf('Finished, judged, result'), userId: people.admin.userId, position: 'chair' },
    { debateId: idOf('Finished, trainee only'), userId: people.member.userId, position: 'trainee' },
  ]);
  await db.insert(debateResults).values({ debateId: idOf('Finished, judged, result'), decision: { winner: 'proposition' } });

  // Clubs and events.
  await db.insert(clubs).values([{ name: 'New club' }, { name: 'Old club', createdAt: ago(40 * DAY) }]);
  await db.insert(events).values([
    { title: 'Upcoming', dateStart: new Date(Date.now() + DAY), dateEnd: new Date(Date.now() + DAY + HOUR) },
    { title: 'Running now', dateStart: ago(HOUR), dateEnd: new Date(Date.now() + HOUR) },
    { title: 'Past', dateStart: ago(3 * DAY), dateEnd: ago(3 * DAY - HOUR) },
    {
      title: 'Cancelled',
      status: 'cancelled',
      dateStart: new Date(Date.now() + DAY),
      dateEnd: new Date(Date.now() + DAY + HOUR),
    },
  ]);

  // E-mails: 2 pending and 1 being sent; 3 sent (two today-ish, one 3 days ago); failed 1 hour and 3 days ago; 1 suppressed.
  const mail = (status: string, extra: Partial<typeof emailQueue.$inferInsert> = {}) => ({
    toEmail: 'someone@example.org',
    subject: 'Hello',
    status,
    ...extra,
  });
  await db
    .insert(emailQueue)
    .values([
      mail('pending'),
      mail('pending', { sendAfter: new Date(Date.now() + DAY) }),
      mail('sending', { lastAttemptAt: new Date() }),
      mail('sent', { sentAt: new Date(), lastAttemptAt: new Date() }),
      mail('sent', { sentAt: new Date(), lastAttemptAt: new Date() }),
      mail('sent', { sentAt: ago(3 * DAY), lastAttemptAt: ago(3 * DAY) }),
      mail('failed', { lastAttemptAt: ago(HOUR), attempts: 3 }),
      mail('failed', { lastAttemptAt: ago(3 * DAY), attempts: 3 }),
      mail('suppressed', { lastAttemptAt: new Date() }),
    ]);

  // Reports: 2 open (one from 3 days ago), 1 resolved.
  const [comment] = await db
    .insert(comments)
    .values({ targetType: 'debate', targetId: idOf('Live'), authorId: people.member.userId, body: '<p>Hm</p>' })
    .returning();
  const commentId = comment?.id as string;
  await db.insert(commentReports).values([
    { commentId, reporterId: people.admin.userId, reason: 'Rude' },
    { commentId, reporterId: 'dash-ten-days', reason: 'Spam', createdAt: ago(3 * DAY) },
    { commentId, reporterId: people.member.userId, reason: 'Off topic', status: 'resolved', resolution: 'dismissed' },
  ]);

  // Error reports: 2 in the last 24 hours, 1 three days ago.
  const error = (createdAt: Date) => ({
    source: 'client',
    fingerprint: 'f1',
    name: 'TypeError',
    message: 'x is undefined',
    createdAt,
  });
  await db.insert(errorReports).values([error(new Date()), error(ago(2 * HOUR)), error(ago(3 * DAY))]);
});

afterAll(() => t?.close());

describe('GET /api/admin/dashboard', () => {
  it('answers 401 to an anonymous caller and 403 to a member', async () => {
    const anonymous = await callAs(t, null, 'GET', '/api/admin/dashboard');
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('UNAUTHENTICATED');
    const member = await callAs(t, people.member.cookie, 'GET', '/api/admin/dashboard');
    expect(member.status).toBe(403);
    expect((await errorOf(member)).code).toBe('FORBIDDEN');
  });

  it('counts every figure from the rows as they are', async () => {
    const dashboard = await ok<AdminDashboard>(callAs(t, people.admin.cookie, 'GET', '/api/admin/dashboard'));
    expect(Date.parse(dashboard.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(dashboard.users).toEqual({ total: 4, new7Days: 2, new30Days: 4, active7Days: 3 });
    expect(dashboard.debates).toEqual({ scheduled: 2, live: 1, finished: 4, awaitingBallots: 1 });
    expect(dashboard.community).toEqual({ clubs: 2, newClubs30Days: 1, events: 4, upcomingEvents: 2 });
    expect(dashboard.emails).toEqual({ pending: 3, failed24Hours: 1 });
    expect(dashboard.attention).toEqual({ openReports: 2, errorReports24Hours: 2 });
  });

  it('answers 30 UTC days, oldest first, today last, with each row on its day', async () => {
    const { trend } = await ok<AdminDashboard>(callAs(t, people.admin.cookie, 'GET', '/api/admin/dashboard'));
    expect(trend).toHaveLength(DASHBOARD_TREND_DAYS);
    const today = utcDay(new Date());
    expect(trend.at(-1)?.date).toBe(today);
    expect(trend[0]?.date).toBe(utcDay(ago((DASHBOARD_TREND_DAYS - 1) * DAY)));
    const on = (at: Date) => trend.find((d) => d.date === utcDay(at)) as DashboardDay;

    // Today: the two sign-ups, three debates, two mails sent and two reports made now (the error report and
    // the failed mail of an hour or two ago may fall on yesterday just after midnight UTC).
    expect(on(new Date())).toMatchObject({ signUps: 2, debatesCreated: 3, emailsSent: 2, reportsOpened: 2 });
    expect(on(ago(10 * DAY)).signUps).toBe(1);
    expect(on(ago(20 * DAY)).signUps).toBe(1);
    expect(on(ago(5 * DAY)).debatesCreated).toBe(1);
    expect(on(ago(6 * DAY)).debatesCreated).toBe(3);
    // Finished debates count on the day they started; the one 45 days back is outside the window.
    expect(on(ago(3 * DAY))).toMatchObject({
      debatesFinished: 2,
      emailsSent: 1,
      emailsFailed: 1,
      reportsOpened: 1,
      errorReports: 1,
    });
    expect(on(ago(4 * DAY)).debatesFinished).toBe(1);

    const total = (series: Exclude<keyof DashboardDay, 'date'>) => trend.reduce((sum, d) => sum + d[series], 0);
    expect(total('signUps')).toBe(4);
    expect(total('debatesCreated')).toBe(7);
    expect(total('debatesFinished')).toBe(3);
    expect(total('emailsSent')).toBe(3);
    expect(total('emailsFailed')).toBe(2);
    expect(total('reportsOpened')).toBe(3);
    expect(total('errorReports')).toBe(3);
  });
});

// The admin e-mails over HTTP on a real database: who may use them; the queue's
// filters; retry and cancel, and their races with a worker; template previews
// and test sends; schedules (bad input with its fields, pause and resume, run
// now twice, and one occurrence queued once by two servers on one database);
// announcements whose audiences respect preferences and newsletter unsubscribes,
// queued once per id at their priority and carrying the unsubscribe link; and
// the audit entry of every change.
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementResult,
  AudienceSummary,
  EmailScheduleView,
  QueuedEmailDetail,
  QueuedEmailView,
  RenderedEmail,
  ScheduleRunResult,
  TestSendResult,
} from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS } from '#shared/email/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { openPostgres } from '#server/db/client.ts';
import {
  auditLog,
  clubMembers,
  clubs,
  debateParticipants,
  debates,
  emailPreferences,
  emailQueue,
  emailSchedule,
  newsletterSubscriptions,
  users,
} from '#server/db/schema/index.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import { claimDueEmails, enqueueEmail, markEmailSent } from '#server/email/email-queue.ts';
import { createEmailWorker } from '#server/email/email-worker.ts';
import type { MailTransport, OutgoingMail } from '#server/email/mail-transport.ts';
import { apiErrorOf, callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';

const API = '/api/admin/emails';
let t: TestApp;
let admin: { cookie: string; userId: string };
let member: { cookie: string; userId: string };

const as = (cookie: string | null, method: string, path: string, body?: unknown) =>
  callAs(t, cookie, method, `${API}${path}`, body);
const asAdmin = (method: string, path: string, body?: unknown) => as(admin.cookie, method, path, body);

function captureTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: 'outbox', sent, send: async (mail) => void sent.push(mail), close: () => {} };
}

function workerOn(database: TestApp['database'], transport: MailTransport) {
  return createEmailWorker({
    database,
    transport,
    context: emailContextFrom(t.config),
    from: 'SDC <noreply@sdc.local>',
    log: pino({ level: 'silent' }),
  });
}

async function auditEntries(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));
}

async function addUser(email: string, name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const id = `u-${email}`;
  await t.database.db.insert(users).values({ id, email, name, emailVerified: true, ...extra });
  return id;
}

async function queued(to: string, templateId: string, data: Record<string, unknown>) {
  return (await enqueueEmail(t.database.db, { to, templateId: templateId as never, templateData: data })) as string;
}

const newUuid = () => crypto.randomUUID();
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'mail-admin@example.org', 'Passw0rdOk', 'Mia Admin');
  member = await signUp(t, 'mail-member@example.org', 'Passw0rdOk', 'Max Member');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('who may use the admin e-mails', () => {
  it('refuses visitors and members, answers admins', async () => {
    expect((await as(null, 'GET', '/queue')).status).toBe(401);
    expect((await as(member.cookie, 'GET', '/queue')).status).toBe(403);
    expect((await as(member.cookie, 'POST', '/announcements', {})).status).toBe(403);
    expect((await asAdmin('GET', '/queue')).status).toBe(200);
  });
});

describe('the queue', () => {
  it('filters by status, template, recipient and period, newest first, in pages', async () => {
    const a = await queued('filter-ana@example.org', 'welcome', { name: 'Ana' });
    const b = await queued('filter-bo@example.org', 'password_changed', { name: 'Bo' });
    const c = await queued('filter-cy@example.org', 'welcome', { name: 'Cy' });
    await t.database.db
      .update(emailQueue)
      .set({ status: 'failed', attempts: 3, errorMessage: 'SMTP said no' })
      .where(eq(emailQueue.id, b));
    await t.database.db
      .update(emailQueue)
      .set({ createdAt: new Date('2025-01-10T12:00:00Z') })
      .where(eq(emailQueue.id, a));

    const failed = await expectJson<Paginated<QueuedEmailView>>(asAdmin('GET', '/queue?status=failed&recipient=FILTER-'));
    expect(failed.items.map((m) => m.id)).toEqual([b]);
    expect(failed.items[0]).toMatchObject({ attempts: 3, errorMessage: 'SMTP said no', templateId: 'password_changed' });

    const welcome = await expectJson<Paginated<QueuedEmailView>>(asAdmin('GET', '/queue?templateId=welcome&recipient=filter-'));
    expect(welcome.items.map((m) => m.id)).toEqual([c, a]);

    const january = await expectJson<Paginated<QueuedEmailView>>(
      asAdmin('GET', '/queue?from=2025-01-10&to=2025-01-10&recipient=filter'),
    );
    expect(january.items.map((m) => m.id)).toEqual([a]);

    const second = await expectJson<Paginated<QueuedEmailView>>(asAdmin('GET', '/queue?recipient=filter-&limit=1&page=2'));
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.items.map((m) => m.id)).toEqual([b]);
  });

  it('refuses bad filters with their fields', async () => {
    const error = await apiErrorOf(asAdmin('GET', '/queue?status=lost&from=yesterday&templateId=nope'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['from', 'status', 'templateId']);
  });

  it("shows a mail's data and its rendering", async () => {
    const id = await queued('detail@example.org', 'welcome', { name: 'Detta' });
    const detail = await expectJson<QueuedEmailDetail>(asAdmin('GET', `/queue/${id}`));
    expect(detail.templateData).toEqual({ name: 'Detta' });
    expect(detail.rendered?.subject).toBe('Welcome to Structured Debate Community');
    expect(detail.rendered?.html).toContain('Detta');
    expect((await asAdmin('GET', `/queue/${newUuid()}`)).status).toBe(404);
  });

  it('retries a failed mail once, keeping its attempts, and the worker sends it once', async () => {
    const id = await queued('retry@example.org', 'welcome', { name: 'Rita' });
    await t.database.db
      .update(emailQueue)
      .set({ status: 'failed', attempts: 3, sendAfter: new Date(Date.now() + 3_600_000) })
      .where(eq(emailQueue.id, id));

    // Two admins click at once: one retry wins, the other is told it is no longer failed.
    const [first, second] = await Promise.all([asAdmin('POST', `/queue/${id}/retry`), asAdmin('POST', `/queue/${id}/retry`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 3 });
    expect((row?.sendAfter.getTime() ?? 0) <= Date.now()).toBe(true);

    const transport = captureTransport();
    await workerOn(t.database, transport).runOnce();
    expect(transport.sent.filter((m) => m.to === 'retry@example.org')).toHaveLength(1);
    expect((await asAdmin('POST', `/queue/${id}/retry`)).status).toBe(409);

    const entries = await auditEntries('email.retry');
    expect(
      entries
        .filter((e) => e.targetId === id)
        .map((e) => e.outcome)
        .sort(),
    ).toEqual(['failed', 'failed', 'succeeded']);
    const succeeded = entries.find((e) => e.targetId === id && e.outcome === 'succeeded');
    expect(succeeded).toMatchObject({
      targetType: 'email',
      actorId: admin.userId,
      before: expect.objectContaining({ status: 'failed' }),
    });
  });

  it('cancels a pending mail, which no worker then sends', async () => {
    const id = await queued('cancel@example.org', 'welcome', { name: 'Cato' });
    const cancelled = await expectJson<QueuedEmailView>(asAdmin('POST', `/queue/${id}/cancel`));
    expect(cancelled.status).toBe('cancelled');
    const transport = captureTransport();
    await workerOn(t.database, transport).runOnce();
    expect(transport.sent.filter((m) => m.to === 'cancel@example.org')).toHaveLength(0);
    expect((await asAdmin('POST', `/queue/${id}/cancel`)).status).toBe(409);
    const [entry] = await auditEntries('email.cancel');
    expect(entry).toMatchObject({ targetId: id, outcome: 'failed' });
  });

  it('does not cancel a mail a worker has claimed: it is sent, not cancelled', async () => {
    const id = await queued('claimed@example.org', 'welcome', { name: 'Cleo' });
    const claimed = await claimDueEmails(t.database.db, 50);
    const mine = claimed.find((m) => m.id === id);
    expect(mine).toBeDefined();
    const error = await apiErrorOf(asAdmin('POST', `/queue/${id}/cancel`));
    expect(error.code).toBe('CONFLICT');
    await markEmailSent(t.database.db, mine as NonNullable<typeof mine>);
    const [row] = await t.database.db.select().from(emailQueue).where(eq(emailQueue.id, id));
    expect(row?.status).toBe('sent');
    // Give back the others claimed by this test's claim.
    await t.database.db.update(emailQueue).set({ status: 'pending' }).where(eq(emailQueue.status, 'sending'));
  });
});

describe('templates', () => {
  it('lists every template with its sample, and previews with the sample, given data or a queued mail', async () => {
    const list = await expectJson<{ items: { id: string; sampleData: Record<string, unknown> }[] }>(asAdmin('GET', '/templates'));
    expect(list.items.map((i) => i.id)).toEqual([...EMAIL_TEMPLATE_IDS]);

    const sample = await expectJson<RenderedEmail>(asAdmin('POST', '/templates/debate_reminder_1h/preview', {}));
    expect(sample.subject).toBe('Starting in 1 hour: Should cities ban cars downtown');

    const given = await expectJson<RenderedEmail>(asAdmin('POST', '/templates/welcome/preview', { data: { name: 'Given' } }));
    expect(given.html).toContain('Given');

    const id = await queued('preview-row@example.org', 'welcome', { name: 'Rowena' });
    const fromRow = await expectJson<RenderedEmail>(asAdmin('POST', '/templates/welcome/preview', { emailId: id }));
    expect(fromRow.html).toContain('Rowena');

    const bad = await apiErrorOf(asAdmin('POST', '/templates/welcome/preview', { data: { nom: 'x' } }));
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.fields ?? {})).toContain('data.name');
  });

  it('queues a test to the admin’s own address, audited', async () => {
    const result = await expectJson<TestSendResult>(asAdmin('POST', '/templates/welcome/test', {}), 202);
    expect(result.to).toBe('mail-admin@example.org');
    const [row] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.id, result.id as string));
    expect(row).toMatchObject({ toEmail: 'mail-admin@example.org', templateId: 'welcome', status: 'pending' });
    const [entry] = await auditEntries('email.test-send');
    expect(entry).toMatchObject({ outcome: 'succeeded', targetType: 'email' });
  });
});

describe('schedules', () => {
  it('refuses bad input with its fields', async () => {
    const past = await apiErrorOf(
      asAdmin('POST', '/schedules', {
        name: '',
        templateId: 'welcome',
        templateData: { name: 'x' },
        scheduleTime: '2020-01-01T00:00:00Z',
      }),
    );
    expect(past.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(past.fields ?? {}).sort()).toEqual(['name', 'recipients', 'scheduleTime']);

    const both = await apiErrorOf(
      asAdmin('POST', '/schedules', {
        name: 'Both',
        templateId: 'welcome',
        templateData: { name: 'x' },
        recipients: ['not-an-address'],
        audience: { kind: 'everyone' },
        scheduleTime: inAnHour(),
      }),
    );
    expect(Object.keys(both.fields ?? {}).sort()).toEqual(['recipients', 'recipients.0']);

    const data = await apiErrorOf(
      asAdmin('POST', '/schedules', {
        name: 'Bad data',
        templateId: 'welcome',
        templateData: { nom: 'x' },
        recipients: ['a@example.org'],
        scheduleTime: inAnHour(),
      }),
    );
    expect(Object.keys(data.fields ?? {})).toContain('templateData.name');

    const club = await apiErrorOf(
      asAdmin('POST', '/schedules', {
        name: 'No club',
        templateId: 'announcement',
        templateData: { title: 'Hi', contentHtml: '<p>Hi</p>' },
        audience: { kind: 'club', clubId: newUuid() },
        scheduleTime: inAnHour(),
      }),
    );
    expect(club.fields).toEqual({ 'audience.clubId': ['No such club'] });
  });

  it('creates, pauses, resumes and runs a schedule now; a second run of the same key queues nothing', async () => {
    const created = await expectJson<EmailScheduleView>(
      asAdmin('POST', '/schedules', {
        name: 'Weekly hello',
        templateId: 'welcome',
        templateData: { name: 'Friend' },
        recipients: ['Weekly-One@example.org', 'weekly-two@example.org'],
        scheduleTime: inAnHour(),
        frequency: 'weekly',
      }),
      201,
    );
    expect(created).toMatchObject({ isActive: true, recipients: ['weekly-one@example.org', 'weekly-two@example.org'] });

    const paused = await expectJson<EmailScheduleView>(asAdmin('PATCH', `/schedules/${created.id}`, { isActive: false }));
    expect(paused.isActive).toBe(false);
    await expectJson<EmailScheduleView>(asAdmin('PATCH', `/schedules/${created.id}`, { isActive: true }));
    expect((await auditEntries('email.schedule-pause'))[0]).toMatchObject({ targetId: created.id, targetLabel: 'Weekly hello' });
    expect((await auditEntries('email.schedule-resume'))[0]).toMatchObject({ targetId: created.id });

    const renamed = await expectJson<EmailScheduleView>(
      asAdmin('PATCH', `/schedules/${created.id}`, { name: 'Weekly greeting' }),
    );
    expect(renamed.name).toBe('Weekly greeting');
    expect((await auditEntries('email.schedule-update'))[0]).toMatchObject({
      before: { name: 'Weekly hello' },
      after: { name: 'Weekly greeting' },
    });

    const runKey = newUuid();
    const [run, again] = await Promise.all([
      expectJson<ScheduleRunResult>(asAdmin('POST', `/schedules/${created.id}/run`, { runKey })),
      expectJson<ScheduleRunResult>(asAdmin('POST', `/schedules/${created.id}/run`, { runKey })),
    ]);
    expect([run.alreadyRun, again.alreadyRun].sort()).toEqual([false, true]);
    expect(run.queued).toBe(2);
    expect(again.queued).toBe(2);
    // A recurring schedule keeps its time after a run now.
    expect(run.schedule.scheduleTime).toBe(created.scheduleTime);
    const rows = await t.database.db
      .select()
      .from(emailQueue)
      .where(like(emailQueue.referenceKey, `schedule:${created.id}:%`));
    expect(rows.map((r) => r.toEmail).sort()).toEqual(['weekly-one@example.org', 'weekly-two@example.org']);
    expect(rows.every((r) => r.priority === 3)).toBe(true);

    const list = await expectJson<Paginated<EmailScheduleView>>(asAdmin('GET', '/schedules'));
    expect(list.items.some((s) => s.id === created.id)).toBe(true);
  });

  it('queues a due schedule once when two servers on one database run their workers together', async () => {
    const [schedule] = await t.database.db
      .insert(emailSchedule)
      .values({
        name: 'Daily digest',
        templateId: 'welcome',
        templateData: { name: 'Reader' },
        recipients: ['twice-a@example.org', 'twice-b@example.org'],
        scheduleTime: new Date(Date.now() - 60_000),
        frequency: 'daily',
      })
      .returning();
    const second = t.database.url ? openPostgres(t.database.url, 3) : t.database;
    const other = await createTestApp({}, second as TestApp['database']);
    try {
      const [ta, tb] = [captureTransport(), captureTransport()];
      await Promise.all([workerOn(t.database, ta).runOnce(), workerOn(other.database, tb).runOnce()]);
      const sent = [...ta.sent, ...tb.sent].filter((m) => m.to.startsWith('twice-'));
      expect(sent.map((m) => m.to).sort()).toEqual(['twice-a@example.org', 'twice-b@example.org']);
      const [after] = await t.database.db
        .select()
        .from(emailSchedule)
        .where(eq(emailSchedule.id, schedule?.id as string));
      expect(after?.scheduleTime.getTime()).toBe((schedule?.scheduleTime.getTime() ?? 0) + 24 * 60 * 60 * 1000);
      expect(after?.isActive).toBe(true);
    } finally {
      if (t.database.url) await second.close();
      await other.realtime.close();
    }
  });
});

describe('announcements', () => {
  let clubId: string;
  let debateId: string;

  beforeAll(async () => {
    const db = t.database.db;
    const ana = await addUser('club-ana@example.org', 'Ana');
    const bo = await addUser('club-bo@example.org', 'Bo');
    const cy = await addUser('club-cy@example.org', 'Cy');
    const dee = await addUser('club-dee@example.org', 'Dee', { banned: true });
    const eve = await addUser('club-eve@example.org', 'Eve');
    const [club] = await db.insert(clubs).values({ name: 'Riverside Debaters', createdBy: ana }).returning();
    clubId = club?.id as string;
    await db.insert(clubMembers).values([
      { clubId, userId: ana, role: 'owner' },
      { clubId, userId: bo },
      { clubId, userId: cy },
      { clubId, userId: dee },
      { clubId, userId: eve, status: 'pending' },
    ]);
    // Cy turned club and event updates off.
    await db.insert(emailPreferences).values({ userId: cy, eventUpdates: false });
    const [debate] = await db
      .insert(debates)
      .values({
        title: 'Cars downtown',
        topic: 'Ban cars',
        format: 'oxford',
        startsAt: new Date(),
        maxParticipants: 4,
        createdBy: ana,
      })
      .returning();
    debateId = debate?.id as string;
    await db.insert(debateParticipants).values([
      { debateId, userId: ana, role: 'audience' },
      { debateId, userId: bo, role: 'audience' },
    ]);
    await db.insert(emailPreferences).values({ userId: bo, debateReminders: false });

    // The newsletter: 120 confirmed, one unsubscribed, one pending, and a member who turned it off.
    await db.insert(newsletterSubscriptions).values(
      Array.from({ length: 120 }, (_, i) => ({
        email: `reader${String(i).padStart(3, '0')}@example.org`,
        status: 'confirmed',
      })),
    );
    await db.insert(newsletterSubscriptions).values([
      { email: 'gone@example.org', status: 'unsubscribed' },
      { email: 'waiting@example.org', status: 'pending' },
      { email: 'club-ana@example.org', status: 'confirmed' },
    ]);
    await db
      .insert(emailPreferences)
      .values({ userId: ana, newsletter: false })
      .onConflictDoUpdate({
        target: emailPreferences.userId,
        set: { newsletter: false },
      });
  });

  it('counts each audience without those who opted out', async () => {
    const club = await expectJson<AudienceSummary>(asAdmin('GET', `/audience?kind=club&clubId=${clubId}`));
    // Ana and Bo; Cy opted out of club updates; Dee is banned; Eve's membership is pending.
    expect(club).toMatchObject({ recipients: 2, skipped: 1, category: 'event_updates', label: 'Members of Riverside Debaters' });

    const debate = await expectJson<AudienceSummary>(asAdmin('GET', `/audience?kind=debate&debateId=${debateId}`));
    expect(debate).toMatchObject({ recipients: 1, skipped: 1, category: 'debate_reminders' });

    const newsletter = await expectJson<AudienceSummary>(asAdmin('GET', '/audience?kind=newsletter'));
    // 120 readers; Ana turned the newsletter off; the unsubscribed and the pending are not subscribers.
    expect(newsletter).toMatchObject({ recipients: 120, skipped: 1, category: 'newsletter' });

    const everyone = await expectJson<AudienceSummary>(asAdmin('GET', '/audience?kind=everyone'));
    const [{ reachable } = { reachable: 0 }] = await t.database.db
      .select({ reachable: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.emailVerified, true), eq(users.banned, false)));
    expect(everyone.recipients + everyone.skipped).toBe(Number(reachable));
    expect(everyone.skipped).toBe(1);

    const missing = await apiErrorOf(asAdmin('GET', '/audience?kind=club'));
    expect(Object.keys(missing.fields ?? {})).toEqual(['clubId']);
    const unknown = await apiErrorOf(asAdmin('GET', `/audience?kind=debate&debateId=${newUuid()}`));
    expect(unknown.fields).toEqual({ debateId: ['No such debate'] });
  });

  it('previews and test-sends an announcement with its body sanitized', async () => {
    const draft = {
      subject: 'Season opening',
      body: '<p>Hello <strong>all</strong><script>alert(1)</script><a href="javascript:x">link</a></p>',
      priority: 'urgent',
      audience: { kind: 'newsletter' },
    };
    const preview = await expectJson<RenderedEmail>(asAdmin('POST', '/announcements/preview', draft));
    expect(preview.subject).toBe('Urgent: Season opening');
    expect(preview.html).toContain('<p>Hello <strong>all</strong>link</p>');
    expect(preview.html).not.toMatch(/<script|javascript:/);
    const test = await expectJson<TestSendResult>(asAdmin('POST', '/announcements/test', draft), 202);
    const [row] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.id, test.id as string));
    expect(row).toMatchObject({
      toEmail: 'mail-admin@example.org',
      templateId: 'announcement',
      priority: 10,
      category: 'newsletter',
    });
  });

  it('refuses bad announcements with their fields', async () => {
    const empty = await apiErrorOf(
      asAdmin('POST', '/announcements', {
        id: newUuid(),
        subject: ' ',
        body: '<script>x</script>',
        audience: { kind: 'nobody' },
      }),
    );
    expect(empty.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['audience.kind', 'subject']);

    const scriptOnly = await apiErrorOf(
      asAdmin('POST', '/announcements', {
        id: newUuid(),
        subject: 'Hi',
        body: '<script>x</script>',
        audience: { kind: 'everyone' },
      }),
    );
    expect(scriptOnly.fields).toEqual({ body: ['Write the announcement'] });

    const noClub = await apiErrorOf(
      asAdmin('POST', '/announcements', {
        id: newUuid(),
        subject: 'Hi',
        body: 'Hi',
        audience: { kind: 'club', clubId: newUuid() },
      }),
    );
    expect(noClub.fields).toEqual({ 'audience.clubId': ['No such club'] });
    expect((await as(member.cookie, 'POST', '/announcements', { id: newUuid() })).status).toBe(403);
  });

  it('queues an announcement once per id, in batches at its priority, with the unsubscribe link', async () => {
    const id = newUuid();
    const body = { id, subject: 'Spring newsletter', body: '<p>News</p>', priority: 'high', audience: { kind: 'newsletter' } };
    // A double click: both answer the same announcement, the mails are queued once.
    const [one, two] = await Promise.all([asAdmin('POST', '/announcements', body), asAdmin('POST', '/announcements', body)]);
    const results = [await expectJson<AnnouncementResult>(one, 201), await expectJson<AnnouncementResult>(two, 201)];
    expect(results.map((r) => r.alreadySent).sort()).toEqual([false, true]);
    for (const r of results) expect(r.announcement).toMatchObject({ queuedCount: 120, skippedCount: 1, priority: 'high' });
    const rows = await t.database.db
      .select()
      .from(emailQueue)
      .where(like(emailQueue.referenceKey, `announcement:${id}:%`))
      .orderBy(asc(emailQueue.toEmail));
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.toEmail)).size).toBe(120);
    expect(rows.every((r) => r.priority === 8 && r.category === 'newsletter' && r.templateId === 'announcement')).toBe(true);
    expect(rows.some((r) => r.toEmail === 'gone@example.org' || r.toEmail === 'club-ana@example.org')).toBe(false);

    // Sent later again (a retry after a lost answer): nothing more.
    const later = await expectJson<AnnouncementResult>(asAdmin('POST', '/announcements', body), 201);
    expect(later.alreadySent).toBe(true);
    expect(
      (
        await t.database.db
          .select()
          .from(emailQueue)
          .where(like(emailQueue.referenceKey, `announcement:${id}:%`))
      ).length,
    ).toBe(120);

    const transport = captureTransport();
    await workerOn(t.database, transport).runOnce();
    const mail = transport.sent.find((m) => m.to === 'reader000@example.org' && m.subject === 'Spring newsletter');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/email-preferences\/one-click\?token=/);
    expect(mail?.html).toMatch(/\/unsubscribe\?token=/);

    const entries = (await auditEntries('email.announce')).filter((e) => e.targetId === id);
    expect(entries).toHaveLength(3);
    expect(entries.some((e) => (e.after as Record<string, unknown>)?.queued === 120)).toBe(true);

    const list = await expectJson<Paginated<{ id: string; audienceLabel: string; createdByName: string }>>(
      asAdmin('GET', '/announcements'),
    );
    expect(list.items[0]).toMatchObject({ id, audienceLabel: 'Newsletter subscribers', createdByName: 'Mia Admin' });
  });

  it('sends a club announcement under the club updates category, skipping who turned it off', async () => {
    const id = newUuid();
    const result = await expectJson<AnnouncementResult>(
      asAdmin('POST', '/announcements', { id, subject: 'Room change', body: 'Room 5', audience: { kind: 'club', clubId } }),
      201,
    );
    expect(result.announcement).toMatchObject({ queuedCount: 2, skippedCount: 1, priority: 'normal' });
    const rows = await t.database.db
      .select()
      .from(emailQueue)
      .where(like(emailQueue.referenceKey, `announcement:${id}:%`));
    expect(rows.map((r) => r.toEmail).sort()).toEqual(['club-ana@example.org', 'club-bo@example.org']);
    expect(rows.every((r) => r.category === 'event_updates' && r.priority === 5)).toBe(true);
  });
});

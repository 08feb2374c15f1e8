// The e-mail queue against a real database and a real SMTP server on loopback.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailPreferences, emailQueue, emailSchedule } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp, signUp } from '#tests/test-app.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { cancelDebateReminders, rescheduleDebateReminders, scheduleDebateReminders } from './debate-reminders.ts';
import { claimDueEmails, type EmailContext, enqueueEmail, enqueueEmails } from './email-queue.ts';
import { createEmailSchedule, enqueueDueSchedules, nextOccurrence } from './email-schedules.ts';
import { createEmailWorker } from './email-worker.ts';
import { createSmtpTransport } from './mail-transport.ts';

let t: TestApp;
let sink: SmtpSink;
let ctx: EmailContext;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  ctx = { siteUrl: t.config.baseUrl, secret: t.config.authSecret };
});
afterAll(async () => {
  await sink.close();
  await t.close();
});
afterEach(async () => {
  await t.database.db.delete(emailQueue);
  await t.database.db.delete(emailPreferences);
  sink.received.length = 0;
});

const welcome = (to: string) => ({ to, templateId: 'welcome' as const, templateData: { name: 'Ada' } });
const reminder = (to: string, userId?: string) => ({
  to,
  userId,
  templateId: 'debate_reminder' as const,
  templateData: { name: 'Ada', debateId: 'd1', debateTitle: 'Votes at 16', debateDate: 'Monday', debateTime: '18:00 (UTC)' },
});

function worker(smtpUrl = sink.url, leaseMs?: number) {
  return createEmailWorker({
    database: t.database,
    transport: createSmtpTransport(smtpUrl),
    context: ctx,
    from: 'SDC <no-reply@localhost>',
    log: silent,
    intervalMs: 60_000,
    leaseMs,
  });
}

const rows = () => t.database.db.select().from(emailQueue);

describe('enqueue', () => {
  it('rejects an invalid address, an unknown template and bad template data, inserting nothing', async () => {
    await expect(enqueueEmail(t.database.db, welcome('not-an-address'))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      enqueueEmail(t.database.db, { to: 'a@b.co', templateId: 'nope' as never, templateData: {} }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown e-mail template: nope' });
    await expect(enqueueEmail(t.database.db, { ...welcome('a@b.co'), templateData: {} })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: expect.any(Array) },
    });
    await expect(
      enqueueEmail(t.database.db, { ...welcome('a@b.co'), templateData: { name: 'Ada', extra: 1 } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await rows()).toHaveLength(0);
  });

  it('stores the mail with its template, data and the spec priority, pending, for the worker to render', async () => {
    await enqueueEmail(t.database.db, welcome('Ada@Example.org'));
    const [row] = await rows();
    expect(row).toMatchObject({
      toEmail: 'ada@example.org',
      status: 'pending',
      priority: 10,
      attempts: 0,
      templateId: 'welcome',
      templateData: { name: 'Ada' },
      // Rendered when the worker claims it, not in the caller's request.
      subject: '',
      body: '',
      textBody: '',
    });
  });

  it('disappears with a transaction that rolls back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, welcome('ada@example.org'));
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await rows()).toHaveLength(0);
  });

  it('inserts batches in chunks of 50 with the batch priority', async () => {
    const n = await enqueueEmails(
      t.database.db,
      Array.from({ length: 120 }, (_, i) => welcome(`r${i}@example.org`)),
    );
    expect(n).toBe(120);
    const all = await rows();
    expect(all).toHaveLength(120);
    expect(new Set(all.map((r) => r.priority))).toEqual(new Set([3]));
  });
});

describe('worker', () => {
  it('delivers over SMTP with a stable Message-ID, and marks the row sent', async () => {
    const id = await enqueueEmail(t.database.db, welcome('ada@example.org'));
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.parsed.to && [mail.parsed.to].flat()[0]?.text).toBe('ada@example.org');
    expect(mail?.messageId).toBe(`<${id}@localhost>`);
    expect(mail?.parsed.html).toContain('Ada');
    expect(mail?.parsed.text).toContain('Ada');
    // Transactional mail has no unsubscribe header.
    expect(mail?.parsed.headers.has('list-unsubscribe')).toBe(false);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 0 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await w.stop();
  });

  it('puts one-click unsubscribe headers on non-transactional mail', async () => {
    await enqueueEmail(t.database.db, reminder('ada@example.org'));
    const w = worker();
    await w.runOnce();
    const [mail] = await sink.waitFor(1);
    expect(mail?.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/localhost:3999\/api\/email-preferences\/one-click\?token=[^>]+>/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail?.parsed.html).toContain('/unsubscribe?token=');
    await w.stop();
  });

  it('renders a mail when the worker sends it, and keeps the rendering on its row', async () => {
    await enqueueEmail(t.database.db, reminder('ada@example.org'));
    const [queued] = await rows();
    expect(queued).toMatchObject({ body: '', textBody: '', subject: '' });
    const w = worker();
    await w.runOnce();
    const [mail] = await sink.waitFor(1);
    expect(mail?.parsed.subject).toMatch(/\S/);
    expect(mail?.parsed.html).toContain('/unsubscribe?token=');
    expect(mail?.parsed.text).toMatch(/\S/);
    const [row] = await rows();
    expect(row?.status).toBe('sent');
    expect(row?.body).toBe(mail?.parsed.html);
    await w.stop();
  });

  it('claims by priority, then by send time', async () => {
    await enqueueEmail(t.database.db, { ...reminder('low@example.org'), priority: 1 });
    await enqueueEmail(t.database.db, welcome('high@example.org'));
    await enqueueEmail(t.database.db, {
      ...reminder('mid@example.org'),
      priority: 5,
      sendAfter: new Date(Date.now() - 60_000),
    });
    await enqueueEmail(t.database.db, { ...reminder('mid2@example.org'), priority: 5 });
    const claimed = await claimDueEmails(t.database.db, 10);
    expect(claimed.map((c) => c.toEmail)).toEqual(['high@example.org', 'mid@example.org', 'mid2@example.org', 'low@example.org']);
  });

  it('does not send before send_after', async () => {
    await enqueueEmail(t.database.db, { ...welcome('later@example.org'), sendAfter: new Date(Date.now() + 3_600_000) });
    expect(await worker().runOnce()).toBe(0);
  });

  it('retries when SMTP is unreachable, backing off 1 s × attempts, and fails at the third attempt', async () => {
    await enqueueEmail(t.database.db, welcome('ada@example.org'));
    const w = worker('smtp://127.0.0.1:9');
    await w.runOnce();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.errorMessage).toBeTruthy();
    expect((row?.sendAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(500);
    for (const attempts of [2, 3]) {
      await t.database.db.update(emailQueue).set({ sendAfter: new Date(Date.now() - 1) });
      await w.runOnce();
      [row] = await rows();
      expect(row?.attempts).toBe(attempts);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    await w.stop();
  });

  it('takes over a mail left in sending after the lease', async () => {
    await enqueueEmail(t.database.db, welcome('ada@example.org'));
    // A worker claimed it and died.
    expect(await claimDueEmails(t.database.db, 5)).toHaveLength(1);
    expect(await claimDueEmails(t.database.db, 5)).toHaveLength(0);
    await t.database.db.update(emailQueue).set({ lastAttemptAt: new Date(Date.now() - 120_000) });
    const w = worker(sink.url, 60_000);
    expect(await w.runOnce()).toBe(1);
    expect((await rows())[0]?.status).toBe('sent');
    await w.stop();
  });

  it('is woken at once by an enqueue instead of waiting for its 30 s tick', async () => {
    const w = worker();
    await w.start();
    await enqueueEmail(t.database.db, welcome('ada@example.org'));
    await sink.waitFor(1, 5000);
    await w.stop();
  });

  it('suppresses exactly the category a recipient opted out of, never transactional mail', async () => {
    const { userId } = await signUp(t, 'optout@example.org');
    // Only the mails this test enqueues: not the sign-up's verification link.
    await t.database.db.delete(emailQueue);
    await t.database.db.insert(emailPreferences).values({ userId, debateReminders: false });
    await enqueueEmail(t.database.db, reminder('optout@example.org', userId));
    await enqueueEmail(t.database.db, welcome('optout@example.org'));
    await enqueueEmail(t.database.db, {
      to: 'optout@example.org',
      templateId: 'score_notification',
      templateData: { participantName: 'Ada', debateId: 'd1', debateTitle: 'T', score: 75 },
    });
    // Known by address too, when the mail has no user id.
    await enqueueEmail(t.database.db, reminder('OptOut@example.org'));
    const w = worker();
    await w.runOnce();
    const byTemplate = Object.fromEntries((await rows()).map((r) => [`${r.templateId}:${r.userId ?? '-'}`, r.status]));
    expect(byTemplate).toEqual({
      [`debate_reminder:${userId}`]: 'suppressed',
      'debate_reminder:-': 'suppressed',
      'welcome:-': 'sent',
      'score_notification:-': 'sent',
    });
    expect(sink.received).toHaveLength(2);
    await w.stop();
  });
});

describe('debate reminders', () => {
  let user1 = '';
  let user2 = '';
  beforeAll(async () => {
    user1 = (await signUp(t, 'reminded1@example.org')).userId;
    user2 = (await signUp(t, 'reminded2@example.org')).userId;
  });
  const startsAt = () => new Date(Date.now() + 48 * 3600_000);
  const input = (over: Partial<Parameters<typeof scheduleDebateReminders>[1]> = {}) => ({
    debateId: 'deb-1',
    userId: user1,
    email: 'ada@example.org',
    name: 'Ada',
    debateTitle: 'Votes at 16',
    startsAt: startsAt(),
    ...over,
  });

  it('queues the 24 h and 1 h reminders at the right times, once', async () => {
    const at = startsAt();
    expect(await scheduleDebateReminders(t.database.db, input({ startsAt: at }))).toBe(2);
    expect(await scheduleDebateReminders(t.database.db, input({ startsAt: at }))).toBe(0);
    const byTemplate = Object.fromEntries((await rows()).map((r) => [r.templateId, r]));
    expect(byTemplate.debate_reminder_24h?.sendAfter.getTime()).toBe(at.getTime() - 24 * 3600_000);
    expect(byTemplate.debate_reminder_1h?.sendAfter.getTime()).toBe(at.getTime() - 3600_000);
    expect(byTemplate.debate_reminder_24h?.priority).toBe(8);
    expect(byTemplate.debate_reminder_1h?.priority).toBe(9);
  });

  it('queues only the reminders whose time is still ahead', async () => {
    expect(await scheduleDebateReminders(t.database.db, input({ startsAt: new Date(Date.now() + 2 * 3600_000) }))).toBe(1);
    expect((await rows()).map((r) => r.templateId)).toEqual(['debate_reminder_1h']);
    expect(
      await scheduleDebateReminders(t.database.db, input({ debateId: 'deb-2', startsAt: new Date(Date.now() + 1000) })),
    ).toBe(0);
  });

  it('cancels them with the debate or the participant', async () => {
    await scheduleDebateReminders(t.database.db, input());
    await scheduleDebateReminders(t.database.db, input({ userId: user2, email: 'bo@example.org' }));
    expect(await cancelDebateReminders(t.database.db, 'deb-1', user2)).toBe(2);
    expect(await cancelDebateReminders(t.database.db, 'deb-1')).toBe(2);
    expect((await rows()).every((r) => r.status === 'cancelled')).toBe(true);
  });

  it('moves them when the debate is rescheduled', async () => {
    await scheduleDebateReminders(t.database.db, input());
    const later = new Date(Date.now() + 96 * 3600_000);
    expect(await rescheduleDebateReminders(t.database.db, 'deb-1', [input({ startsAt: later })])).toBe(2);
    const pending = (await rows()).filter((r) => r.status === 'pending');
    expect(pending.map((r) => r.sendAfter.getTime()).sort()).toEqual([
      later.getTime() - 24 * 3600_000,
      later.getTime() - 3600_000,
    ]);
  });
});

describe('schedules', () => {
  afterEach(async () => {
    await t.database.db.delete(emailSchedule);
  });

  it('computes the next occurrence after now', () => {
    const base = new Date('2026-01-31T09:00:00Z');
    const now = new Date('2026-02-10T10:00:00Z');
    expect(nextOccurrence(base, 'once', now)).toBeNull();
    expect(nextOccurrence(base, 'daily', now)?.toISOString()).toBe('2026-02-11T09:00:00.000Z');
    expect(nextOccurrence(base, 'weekly', now)?.toISOString()).toBe('2026-02-14T09:00:00.000Z');
    expect(nextOccurrence(base, 'monthly', now)?.toISOString()).toBe('2026-03-03T09:00:00.000Z');
  });

  it('rejects a schedule whose template data is invalid when it is created', async () => {
    await expect(
      createEmailSchedule(t.database.db, ctx, {
        name: 'bad',
        templateId: 'welcome',
        recipients: ['a@b.co'],
        scheduleTime: new Date(),
        templateData: {},
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('enqueues a due one-off schedule once and deactivates it', async () => {
    await createEmailSchedule(t.database.db, ctx, {
      name: 'hello',
      templateId: 'welcome',
      recipients: ['a@example.org', 'b@example.org'],
      scheduleTime: new Date(Date.now() - 1000),
      templateData: { name: 'friend' },
    });
    expect(await enqueueDueSchedules(t.database.db)).toBe(2);
    expect(await enqueueDueSchedules(t.database.db)).toBe(0);
    const [schedule] = await t.database.db.select().from(emailSchedule);
    expect(schedule?.isActive).toBe(false);
    expect(schedule?.lastEnqueuedAt).toBeInstanceOf(Date);
  });

  it('moves a repeating schedule to its next occurrence', async () => {
    const due = new Date(Date.now() - 1000);
    await createEmailSchedule(t.database.db, ctx, {
      name: 'daily',
      templateId: 'welcome',
      recipients: ['a@example.org'],
      scheduleTime: due,
      frequency: 'daily',
      templateData: { name: 'friend' },
    });
    expect(await enqueueDueSchedules(t.database.db)).toBe(1);
    const [schedule] = await t.database.db.select().from(emailSchedule);
    expect(schedule?.isActive).toBe(true);
    expect(schedule?.scheduleTime.getTime()).toBe(due.getTime() + 24 * 3600_000);
    expect(await enqueueDueSchedules(t.database.db)).toBe(0);
  });

  it('does not enqueue a schedule whose time has not come', async () => {
    await t.database.db.insert(emailSchedule).values({
      name: 'later',
      templateId: 'welcome',
      recipients: ['a@example.org'],
      scheduleTime: new Date(Date.now() + 3600_000),
      templateData: { name: 'x' },
    });
    expect(await enqueueDueSchedules(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(emailQueue).where(eq(emailQueue.status, 'pending'))).toHaveLength(0);
  });
});

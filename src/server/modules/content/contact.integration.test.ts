// The contact form over HTTP against a real database, with mail delivered by
// the real worker to an SMTP server on loopback: a message is stored, mailed
// to the admins and confirmed to its sender; bots (honeypot, too fast) are
// refused plainly; floods are limited per client and per address and nothing
// is mailed twice; admins read, answer (mailed) and close; who may do what.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageDetail } from '#shared/content/contact.ts';
import { auditLog, contactMessages, users } from '#server/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { deliverQueuedMail, mailsTo } from '#tests/mail-delivery.ts';
import { callAs, createTestApp, expectJson, jsonPost, signUp, type TestApp, uniqueClientIp } from '#tests/test-app.ts';
import { createContactFormToken } from './contact.service.ts';

let t: TestApp;
let sink: SmtpSink;
let admin: { cookie: string; userId: string };
let member: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  admin = await signUp(t, 'admin@example.org', 'Passw0rdOk', 'Ada Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  member = await signUp(t, 'member@example.org', 'Passw0rdOk', 'Mia Member');
  // The sign-ups' own mails, out of the way.
  await deliver();
}, 60_000);
afterAll(async () => {
  await sink.close();
  await t.close();
});

/** Delivers everything due through the real worker to the loopback SMTP server; returns what arrived. */
const deliver = () => deliverQueuedMail(t, sink);

/** A form shown five seconds ago, as a person fills it. */
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Reader',
  email: 'rita@example.org',
  category: 'clubs-events',
  message: 'How do I start a club at my school?',
  website: '',
  formToken: createContactFormToken(t.config.authSecret, Date.now() - 5000),
  ...overrides,
});
const send = (body: unknown, ip = uniqueClientIp(), cookie?: string) =>
  t.request('/api/contact/messages', jsonPost(body, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) }));
const stored = () => t.database.db.select().from(contactMessages);

describe('sending a message', () => {
  it('stores it, mails every admin and confirms to the sender', async () => {
    expect(await expectJson(send(message()), 202)).toEqual({ status: 'received' });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'Rita Reader',
      email: 'rita@example.org',
      category: 'clubs-events',
      status: 'open',
      userId: null,
    });
    const mails = await deliver();
    const [toAdmin] = mailsTo(mails, 'admin@example.org');
    expect(toAdmin?.parsed.subject).toBe('Contact form: Clubs and events — Rita Reader');
    expect(toAdmin?.parsed.text).toContain('How do I start a club at my school?');
    expect(toAdmin?.parsed.text).toContain(`/admin/contact?message=${row?.id}`);
    const [receipt] = mailsTo(mails, 'rita@example.org');
    expect(receipt?.parsed.subject).toBe('We received your message to Structured Debate Community');
    expect(receipt?.parsed.text).toContain('How do I start a club at my school?');
    expect(mailsTo(mails, 'member@example.org')).toHaveLength(0);
  });

  it('stores and mails the same message from the same address once', async () => {
    expect(await expectJson(send(message()), 202)).toEqual({ status: 'received' });
    expect(await stored()).toHaveLength(1);
    expect(await deliver()).toHaveLength(0);
  });

  it('keeps the sender’s account when they are signed in', async () => {
    await expectJson(
      send(message({ email: 'member@example.org', message: 'From my account' }), uniqueClientIp(), member.cookie),
      202,
    );
    const rows = await stored();
    expect(rows.find((r) => r.message === 'From my account')?.userId).toBe(member.userId);
    await deliver();
  });

  it('refuses an invalid address and an over-long message with field errors', async () => {
    const bad = await send(message({ email: 'not-an-address', message: 'x'.repeat(5001), name: '' }));
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.email).toEqual(['Invalid email address']);
    expect(error.fields.message).toEqual(['At most 5000 characters']);
    expect(error.fields.name).toEqual(['Name required']);
    const category = await send(message({ category: 'spam' }));
    expect(((await category.json()) as { error: { fields: Record<string, string[]> } }).error.fields.category).toEqual([
      'Choose what your message is about',
    ]);
  });

  it('refuses a filled honeypot and a form sent too fast, plainly, storing and mailing nothing', async () => {
    const count = (await stored()).length;
    const honeypot = await send(message({ website: 'https://spam.test', message: 'Buy now' }));
    expect(honeypot.status).toBe(400);
    expect((await honeypot.json()).error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Your message could not be sent. Please wait a few seconds and send it again.',
    });
    const { formToken } = await expectJson<{ formToken: string }>(t.request('/api/contact/form'));
    const fast = await send(message({ formToken, message: 'Too fast' }));
    expect(fast.status).toBe(400);
    const forged = await send(message({ formToken: `${Date.now() - 60_000}.AAAA`, message: 'Forged' }));
    expect(forged.status).toBe(400);
    const stale = await send(message({ formToken: createContactFormToken(t.config.authSecret, Date.now() - 25 * 3600_000) }));
    expect((await stale.json()).error.message).toMatch(/expired/);
    expect(await stored()).toHaveLength(count);
    expect(await deliver()).toHaveLength(0);
  });

  it('is limited to 10 a minute per client and 5 an hour per address', async () => {
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await send(message({ email: `c${i}@example.org`, message: `Flood ${i}` }), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);

    const byAddress: number[] = [];
    for (let i = 0; i < 6; i++)
      byAddress.push((await send(message({ email: 'busy@example.org', message: `Again ${i}` }))).status);
    expect(byAddress).toEqual([202, 202, 202, 202, 202, 429]);
    const last = await send(message({ email: 'busy@example.org', message: 'Again 9' }));
    expect((await last.json()).error.code).toBe('RATE_LIMITED');
    await deliver();
  });
});

describe('the admins’ inbox', () => {
  const asAdmin = (method: string, path: string, body?: unknown) =>
    callAs(t, admin.cookie, method, `/api/admin/contact${path}`, body);

  it('is for admins only', async () => {
    for (const [cookie, status] of [
      [null, 401],
      [member.cookie, 403],
    ] as const) {
      expect((await callAs(t, cookie, 'GET', '/api/admin/contact/messages')).status).toBe(status);
    }
  });

  it('lists, answers (mailed to the sender), closes and reopens messages', async () => {
    const list = await expectJson<{ items: { id: string; email: string }[]; counts: { open: number } }>(
      asAdmin('GET', '/messages?status=open'),
    );
    expect(list.counts.open).toBeGreaterThan(0);
    const rita = list.items.find((m) => m.email === 'rita@example.org');
    expect(rita).toBeDefined();
    const id = rita?.id as string;
    const detail = await expectJson<ContactMessageDetail>(asAdmin('GET', `/messages/${id}`));
    expect(detail).toMatchObject({ message: 'How do I start a club at my school?', replies: [], status: 'open' });

    expect((await asAdmin('POST', `/messages/${id}/replies`, { body: '' })).status).toBe(400);
    const answered = await expectJson<ContactMessageDetail>(
      asAdmin('POST', `/messages/${id}/replies`, { body: 'Open Clubs and choose Start a club.' }),
      201,
    );
    expect(answered.status).toBe('answered');
    expect(answered.replies).toMatchObject([{ authorName: 'Ada Admin', body: 'Open Clubs and choose Start a club.' }]);
    const [reply] = mailsTo(await deliver(), 'rita@example.org');
    expect(reply?.parsed.subject).toBe('An answer to your message to Structured Debate Community');
    expect(reply?.parsed.text).toContain('Open Clubs and choose Start a club.');
    expect(reply?.parsed.text).toContain('How do I start a club at my school?');

    // The admins' actions on a message are in the audit log (a request refused by validation is no action).
    const audited = await t.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'contact-message'), eq(auditLog.targetId, id)));
    expect(audited).toEqual([{ action: 'contact-message.replyToContactMessage', outcome: 'succeeded' }]);

    expect((await expectJson<ContactMessageDetail>(asAdmin('POST', `/messages/${id}/close`))).status).toBe('closed');
    expect((await expectJson<ContactMessageDetail>(asAdmin('POST', `/messages/${id}/reopen`))).status).toBe('answered');
    const closing = await expectJson<ContactMessageDetail>(
      asAdmin('POST', `/messages/${id}/replies`, { body: 'Closing.', close: true }),
      201,
    );
    expect(closing.status).toBe('closed');
    expect((await asAdmin('GET', '/messages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

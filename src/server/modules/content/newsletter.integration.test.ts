// The newsletter over HTTP against a real database, with mail delivered by the
// real worker to an SMTP server on loopback: double opt-in, confirmation links
// (used, expired, renewed), the admins' issues sent to confirmed subscribers
// with one-click unsubscribe, the member's switch in step, and who may do what.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssueView, NewsletterOverview } from '#shared/content/newsletter.ts';
import { emailQueue, newsletterSubscriptions, users } from '#server/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '#tests/smtp-sink.ts';
import { deliverQueuedMail, mailsTo } from '#tests/mail-delivery.ts';
import {
  callAs,
  createTestApp,
  expectJson,
  signUp,
  solveProofOfWork,
  TEST_BASE_URL,
  type TestApp,
  uniqueClientIp,
} from '#tests/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let admin: { cookie: string; userId: string };
let member: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  admin = await signUp(t, 'admin@example.org', 'Passw0rdOk', 'Ada Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  member = await signUp(t, 'member@example.org', 'Passw0rdOk', 'Mia Member');
  other = await signUp(t, 'other@example.org', 'Passw0rdOk', 'Otto Other');
}, 60_000);
afterAll(async () => {
  await sink.close();
  await t.close();
});

const post = (app: TestApp, body: unknown, ip = uniqueClientIp()) =>
  app.request('/api/newsletter/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/** A sign-up as the footer form sends it: the address and a solved challenge. */
const subscribe = async (email: unknown, ip = uniqueClientIp()) => post(t, { email, altcha: await solveProofOfWork(t) }, ip);

/** Delivers everything due through the real worker to the loopback SMTP server; returns what arrived. */
const deliver = () => deliverQueuedMail(t, sink);

const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';

const confirm = (token: string) => callAs(t, null, 'POST', '/api/newsletter/confirmations', { token });
const renew = (token: string) => callAs(t, null, 'POST', '/api/newsletter/confirmations/renewals', { token });

const subscription = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('signing up (double opt-in)', () => {
  it('stores a pending subscription with the normalised address and mails a confirmation link', async () => {
    const res = await subscribe(' Reader@Example.ORG ');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending' });
    const row = await subscription('reader@example.org');
    expect(row?.status).toBe('pending');
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    const [mail] = mailsTo(await deliver(), 'reader@example.org');
    expect(mail?.parsed.subject).toBe('Confirm your Structured Debate Community newsletter subscription');
    // A transactional mail: no unsubscribe header; the token is only in the mail, not in the database.
    expect(mail?.parsed.headers.has('list-unsubscribe')).toBe(false);
    const token = tokenIn(mail?.parsed.text ?? '');
    expect(token.length).toBeGreaterThan(20);
    expect(row?.confirmTokenHash).not.toContain(token);
  });

  it('answers the same for an address already pending, keeping one row and mailing no second link at once', async () => {
    expect(await expectJson(subscribe('reader@example.org'), 202)).toEqual({ status: 'pending' });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'reader@example.org'));
    expect(rows).toHaveLength(1);
    expect(mailsTo(await deliver(), 'reader@example.org')).toHaveLength(0);
  });

  it('confirms with the link once; the link then says it was used', async () => {
    await subscribe('confirm@example.org');
    const token = tokenIn(mailsTo(await deliver(), 'confirm@example.org')[0]?.parsed.text ?? '');
    expect(await expectJson(confirm(token))).toEqual({ outcome: 'confirmed' });
    expect((await subscription('confirm@example.org'))?.status).toBe('confirmed');
    expect(await expectJson(confirm(token))).toEqual({ outcome: 'used' });
    expect(await expectJson(renew(token))).toEqual({ outcome: 'confirmed' });
    expect(await expectJson(confirm('not-a-token'))).toEqual({ outcome: 'invalid' });
  });

  it('says the same to a confirmed address signing up again, and mails it nothing', async () => {
    expect(await expectJson(subscribe('confirm@example.org'), 202)).toEqual({ status: 'pending' });
    expect((await subscription('confirm@example.org'))?.status).toBe('confirmed');
    expect(mailsTo(await deliver(), 'confirm@example.org')).toHaveLength(0);
  });

  it('an expired link says so; asking for a new one mails a new link and the old one stops working', async () => {
    await subscribe('late@example.org');
    const old = tokenIn(mailsTo(await deliver(), 'late@example.org')[0]?.parsed.text ?? '');
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000), confirmSentAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(newsletterSubscriptions.email, 'late@example.org'));
    expect(await expectJson(confirm(old))).toEqual({ outcome: 'expired' });
    expect(await expectJson(renew(old))).toEqual({ outcome: 'sent' });
    const fresh = tokenIn(mailsTo(await deliver(), 'late@example.org')[0]?.parsed.text ?? '');
    expect(fresh).not.toBe(old);
    expect(await expectJson(confirm(old))).toEqual({ outcome: 'invalid' });
    expect(await expectJson(confirm(fresh))).toEqual({ outcome: 'confirmed' });
  });

  it('refuses an empty or invalid address with a field error', async () => {
    const res = await subscribe('not-an-address');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields?.email?.[0]).toBe('Invalid email address');
  });

  it('needs a solved challenge, used once', async () => {
    const missing = await post(t, { email: 'bot@example.org' });
    expect(missing.status).toBe(400);
    const refused = (await missing.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.fields?.altcha?.[0]).toMatch(/not a bot/);
    const altcha = await solveProofOfWork(t);
    expect((await post(t, { email: 'first@example.org', altcha })).status).toBe(202);
    const replay = await post(t, { email: 'second@example.org', altcha });
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
    expect(await subscription('second@example.org')).toBeUndefined();
  });

  it('is limited to 10 submissions a minute per client, with Retry-After', async () => {
    const send = async (i: number) => post(t, { email: `r${i}@example.org`, altcha: await solveProofOfWork(t) }, '203.0.113.9');
    for (let i = 0; i < 10; i++) expect((await send(i)).status).toBe(202);
    const last = await send(99);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json()).error.code).toBe('RATE_LIMITED');
    expect(await subscription('r99@example.org')).toBeUndefined();
    expect((await post(t, { email: 'o@example.org', altcha: await solveProofOfWork(t) }, '203.0.113.10')).status).toBe(202);
    await deliver();
  });
});

describe('a member’s newsletter switch', () => {
  const prefs = async (cookie: string) =>
    (await expectJson<{ newsletter: boolean }>(callAs(t, cookie, 'GET', '/api/me/email-preferences'))).newsletter;

  it('follows the subscription of their address, both ways', async () => {
    await subscribe('member@example.org');
    // Pending: not a subscriber yet.
    expect(await prefs(member.cookie)).toBe(false);
    const token = tokenIn(mailsTo(await deliver(), 'member@example.org')[0]?.parsed.text ?? '');
    await expectJson(confirm(token));
    expect(await prefs(member.cookie)).toBe(true);
    await expectJson(callAs(t, member.cookie, 'PUT', '/api/me/email-preferences', { newsletter: false }));
    expect((await subscription('member@example.org'))?.status).toBe('unsubscribed');
    expect(await prefs(member.cookie)).toBe(false);
    // Turning it on again subscribes the account's confirmed address at once.
    await expectJson(callAs(t, member.cookie, 'PUT', '/api/me/email-preferences', { newsletter: true }));
    expect((await subscription('member@example.org'))?.status).toBe('confirmed');
    expect(await prefs(member.cookie)).toBe(true);
  });
});

describe('issues', () => {
  const asAdmin = (method: string, path: string, body?: unknown) =>
    callAs(t, admin.cookie, method, `/api/admin/newsletter${path}`, body);

  it('are written, previewed and sent only by admins', async () => {
    const draft = { subject: 'Spring news', body: '<p>Hello</p>' };
    for (const [cookie, status] of [
      [null, 401],
      [member.cookie, 403],
      [other.cookie, 403],
    ] as const) {
      expect((await callAs(t, cookie, 'GET', '/api/admin/newsletter')).status).toBe(status);
      expect((await callAs(t, cookie, 'POST', '/api/admin/newsletter/issues', draft)).status).toBe(status);
      expect((await callAs(t, cookie, 'POST', '/api/admin/newsletter/preview', draft)).status).toBe(status);
    }
    expect((await asAdmin('GET', '')).status).toBe(200);
  });

  it('keep only the descriptions’ tags and need readable text', async () => {
    const issue = await expectJson<NewsletterIssueView>(
      asAdmin('POST', '/issues', {
        subject: 'Tags',
        body: '<p onclick="x()">Hi <a href="https://x.test">there</a><script>alert(1)</script><strong>!</strong></p>',
      }),
      201,
    );
    expect(issue.body).toBe('<p>Hi there<strong>!</strong></p>');
    expect(issue.status).toBe('draft');
    const empty = await asAdmin('POST', '/issues', { subject: 'Empty', body: '<img src=x>' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.body[0]).toMatch(/no text/);
    const missing = await asAdmin('POST', '/issues', { subject: '', body: '' });
    expect((await missing.json()).error.fields).toMatchObject({ subject: ['Subject required'], body: ['Write the issue'] });
  });

  it('go to confirmed subscribers only, in batches of 50 at priority 3, each with one-click unsubscribe', async () => {
    // 60 more confirmed readers, and one who unsubscribed.
    await t.database.db
      .insert(newsletterSubscriptions)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ email: `bulk${String(i).padStart(2, '0')}@example.org`, status: 'confirmed' })),
      );
    await t.database.db.insert(newsletterSubscriptions).values({ email: 'gone@example.org', status: 'unsubscribed' });
    const overview = await expectJson<NewsletterOverview>(asAdmin('GET', ''));
    const confirmed = overview.subscribers.confirmed;
    expect(confirmed).toBeGreaterThanOrEqual(63);

    const preview = await expectJson<{ subject: string; html: string }>(
      asAdmin('POST', '/preview', { subject: 'Spring news', body: '<p>The season <b>opens</b>.</p>' }),
    );
    expect(preview.subject).toBe('Spring news');
    expect(preview.html).toContain('The season <b>opens</b>.');

    const draft = await expectJson<NewsletterIssueView>(
      asAdmin('POST', '/issues', { subject: 'Spring', body: '<p>Draft</p>' }),
      201,
    );
    const edited = await expectJson<NewsletterIssueView>(
      asAdmin('PUT', `/issues/${draft.id}`, { subject: 'Spring news', body: '<p>The season <b>opens</b>.</p>' }),
    );
    expect(edited.subject).toBe('Spring news');
    const sent = await expectJson<NewsletterIssueView>(asAdmin('POST', `/issues/${draft.id}/send`));
    expect(sent).toMatchObject({ status: 'sent', recipientCount: confirmed, sentByName: 'Ada Admin' });
    const queued = await t.database.db
      .select()
      .from(emailQueue)
      .where(like(emailQueue.referenceKey, `newsletter:${draft.id}:%`));
    expect(queued).toHaveLength(confirmed);
    expect(new Set(queued.map((q) => q.priority))).toEqual(new Set([3]));
    expect(queued.every((q) => q.templateId === 'newsletter_issue' && q.category === 'newsletter')).toBe(true);
    expect(queued.map((q) => q.toEmail)).not.toContain('gone@example.org');
    expect(queued.map((q) => q.toEmail)).not.toContain('reader@example.org');

    // Sent once: a second send, and an edit, are refused.
    expect((await asAdmin('POST', `/issues/${draft.id}/send`)).status).toBe(409);
    expect((await asAdmin('PUT', `/issues/${draft.id}`, { subject: 'x', body: '<p>x</p>' })).status).toBe(409);

    // One reader unsubscribes before delivery: that mail is left out.
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.email, 'bulk59@example.org'));
    const mails = await deliver();
    const issues = mails.filter((m) => m.parsed.subject === 'Spring news');
    expect(issues).toHaveLength(confirmed - 1);
    const mail = mailsTo(issues, 'bulk00@example.org')[0];
    expect(mail?.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/localhost:3999\/api\/email-preferences\/one-click\?token=[^>]+>/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail?.parsed.html).toContain('/unsubscribe?token=');

    const after = await expectJson<NewsletterOverview>(asAdmin('GET', ''));
    const counted = after.issues.find((i) => i.id === draft.id);
    expect(counted).toMatchObject({
      recipientCount: confirmed,
      deliveredCount: confirmed - 1,
      suppressedCount: 1,
      failedCount: 0,
    });

    // The one-click POST from the mail's header unsubscribes the address.
    const oneClick = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail?.raw ?? '')?.[1] ?? '';
    const res = await t.request(oneClick.replace(TEST_BASE_URL, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await subscription('bulk00@example.org'))?.status).toBe('unsubscribed');
  });

  it('answer 404 for an unknown issue', async () => {
    expect((await asAdmin('POST', '/issues/00000000-0000-4000-8000-000000000000/send')).status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.templateId, 'newsletter_issue')));
    expect(rows.length).toBeGreaterThan(0);
  });
});

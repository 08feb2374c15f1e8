// E-mail preferences and one-click unsubscribe over HTTP, and the admin-only
// send endpoint, as a matrix of callers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailQueue, newsletterSubscriptions, users } from '#server/db/schema/index.ts';
import { createUnsubscribeToken } from '#server/email/unsubscribe-token.ts';
import { createTestApp, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
let alice: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
const token = (email: string, scope: Parameters<typeof createUnsubscribeToken>[2]) =>
  createUnsubscribeToken(t.config.authSecret, email, scope);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, 'alice@example.org');
  admin = await signUp(t, 'root@example.org');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
});
afterAll(async () => {
  await t.close();
});

const send = (path: string, method: string, body?: unknown, cookie?: string) =>
  t.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('my e-mail preferences', () => {
  it('are all on by default (no row means allowed)', async () => {
    const res = await t.request('/api/me/email-preferences', { headers: { cookie: alice.cookie } });
    expect(await res.json()).toEqual({
      debateReminders: true,
      judgeAssignments: true,
      scoreNotifications: true,
      eventUpdates: true,
      commentReplies: true,
      newsletter: true,
    });
  });

  it('change only what is sent', async () => {
    const res = await send('/api/me/email-preferences', 'PUT', { judgeAssignments: false }, alice.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ judgeAssignments: false, debateReminders: true });
  });

  it('need a session, and refuse unknown categories and non-booleans', async () => {
    expect((await t.request('/api/me/email-preferences')).status).toBe(401);
    expect((await send('/api/me/email-preferences', 'PUT', { debateReminders: false })).status).toBe(401);
    expect((await send('/api/me/email-preferences', 'PUT', { spam: false }, alice.cookie)).status).toBe(400);
    // The API's keys are camelCase; the stored snake_case names are not accepted.
    expect((await send('/api/me/email-preferences', 'PUT', { debate_reminders: false }, alice.cookie)).status).toBe(400);
    expect((await send('/api/me/email-preferences', 'PUT', { newsletter: 'no' }, alice.cookie)).status).toBe(400);
  });
});

describe('unsubscribe with a signed token, without signing in', () => {
  it('shows the address, the scope and the current preferences', async () => {
    const res = await t.request(
      `/api/email-preferences/unsubscribe?token=${encodeURIComponent(token('alice@example.org', 'debate_reminders'))}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'alice@example.org',
      scope: 'debateReminders',
      preferences: { debateReminders: true },
    });
  });

  it('turns off exactly the chosen category', async () => {
    const res = await send('/api/email-preferences/unsubscribe', 'POST', {
      token: token('alice@example.org', 'debate_reminders'),
      unsubscribe: ['scoreNotifications'],
    });
    const body = await res.json();
    expect(body.preferences).toMatchObject({ scoreNotifications: false, debateReminders: true, eventUpdates: true });
  });

  it('turns off everything', async () => {
    const res = await send('/api/email-preferences/unsubscribe', 'POST', {
      token: token('alice@example.org', 'newsletter'),
      unsubscribe: 'all',
    });
    expect(Object.values((await res.json()).preferences).every((v) => v === false)).toBe(true);
  });

  it('rejects a tampered or forged token', async () => {
    const genuine = token('bob@example.org', 'newsletter');
    const [payload, signature] = genuine.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ e: 'alice@example.org', c: 'all' })).toString('base64url');
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      'garbage',
      `${payload}.${signature}.x`,
    ]) {
      const res = await t.request(`/api/email-preferences/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('This unsubscribe link is invalid or has been tampered with.');
    }
    const wrongKey = (await import('#server/email/unsubscribe-token.ts')).createUnsubscribeToken(
      'another-secret',
      'alice@example.org',
      'all',
    );
    expect((await send('/api/email-preferences/unsubscribe', 'POST', { token: wrongKey, unsubscribe: 'all' })).status).toBe(400);
  });

  it('accepts the RFC 8058 one-click POST from a mail provider (form body, no origin)', async () => {
    const bob = await signUp(t, 'bob@example.org');
    const res = await t.request(
      `/api/email-preferences/one-click?token=${encodeURIComponent(token('bob@example.org', 'event_updates'))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    // A link already mailed carries the stored name; the answer uses the API's key.
    expect(await res.json()).toEqual({ unsubscribed: 'eventUpdates' });
    const prefs = await (await t.request('/api/me/email-preferences', { headers: { cookie: bob.cookie } })).json();
    expect(prefs).toMatchObject({ eventUpdates: false, debateReminders: true });
  });

  it('unsubscribes a newsletter-only address', async () => {
    await t.database.db.insert(newsletterSubscriptions).values({ email: 'reader@example.org', status: 'confirmed' });
    await send('/api/email-preferences/unsubscribe', 'POST', {
      token: token('reader@example.org', 'newsletter'),
      unsubscribe: ['newsletter'],
    });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'reader@example.org'));
    expect(row?.status).toBe('unsubscribed');
  });
});

describe('POST /api/email/send (the send-email function)', () => {
  const body = { to: 'someone@example.org', templateName: 'welcome', templateData: { name: 'Someone' } };

  it.each([
    ['anonymous', undefined, 401],
    ['a signed-in user', () => alice.cookie, 403],
    ['an admin', () => admin.cookie, 202],
  ] as const)('%s gets %i', async (_who, cookie, status) => {
    const res = await send('/api/email/send', 'POST', body, cookie?.());
    expect(res.status).toBe(status);
  });

  it('enqueues the mail for an admin and answers success with its id', async () => {
    const res = await send('/api/email/send', 'POST', body, admin.cookie);
    const answer = await res.json();
    expect(answer).toMatchObject({ success: true, id: expect.any(String) });
    const [row] = await t.database.db.select().from(emailQueue).where(eq(emailQueue.id, answer.id));
    expect(row).toMatchObject({ toEmail: 'someone@example.org', templateId: 'welcome', status: 'pending' });
  });

  it('rejects unknown templates, invalid addresses and bad template data with a clear error', async () => {
    const cases = [
      { ...body, templateName: 'nope' },
      { ...body, to: 'not-an-address' },
      { ...body, templateData: { name: '' } },
      { ...body, templateData: { wrong: 'field' } },
    ];
    for (const input of cases) {
      const res = await send('/api/email/send', 'POST', input, admin.cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('/dev/outbox', () => {
  it('is for admins outside development, and tells anyone else how to read it', async () => {
    const signedOut = await t.request('/dev/outbox');
    expect(signedOut.status).toBe(401);
    const page = await signedOut.text();
    expect(page).toContain('The outbox is for admins');
    expect(page).toContain('href="/auth?next=%2Fdev%2Foutbox"');
    expect(page).not.toContain('<ul>');
    const member = await t.request('/dev/outbox', { headers: { cookie: alice.cookie } });
    expect(member.status).toBe(403);
    expect(await member.text()).toContain('signed in without admin rights');
    expect((await t.request('/dev/outbox/x.eml', { headers: { cookie: alice.cookie } })).status).toBe(403);
    const res = await t.request('/dev/outbox', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Outbox</h1>');
  });

  it('refuses file names that leave the outbox', async () => {
    const res = await t.request('/dev/outbox/..%2Fauth-secret', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(404);
  });
});

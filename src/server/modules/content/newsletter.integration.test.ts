import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema/index.ts';
import { createTestApp, solveProofOfWork, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (app: TestApp, body: unknown, ip = '198.51.100.1') =>
  app.request('/api/newsletter/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/** A sign-up as the footer form sends it: the address and a solved challenge. */
const subscribe = async (email: unknown, ip = '198.51.100.1') => post(t, { email, altcha: await solveProofOfWork(t) }, ip);

describe('POST /api/newsletter/subscriptions', () => {
  it('stores a pending subscription with the normalised address', async () => {
    const res = await subscribe(' Reader@Example.ORG ');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending' });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'reader@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
  });

  it('answers the same for an address already subscribed, keeping one row', async () => {
    expect((await subscribe('reader@example.org')).status).toBe(202);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'reader@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('needs a solved challenge, used once', async () => {
    const missing = await post(t, { email: 'bot@example.org' }, '198.51.100.2');
    expect(missing.status).toBe(400);
    const refused = (await missing.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.fields?.altcha?.[0]).toMatch(/not a bot/);

    const altcha = await solveProofOfWork(t);
    expect((await post(t, { email: 'first@example.org', altcha }, '198.51.100.3')).status).toBe(202);
    const replay = await post(t, { email: 'second@example.org', altcha }, '198.51.100.4');
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
    const garbled = await post(t, { email: 'third@example.org', altcha: 'bm90IGEgc29sdXRpb24=' }, '198.51.100.5');
    expect(((await garbled.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
    const stored = await t.database.db.select().from(newsletterSubscriptions);
    expect(stored.map((row) => row.email)).not.toContain('second@example.org');
  });

  it('is limited to 10 submissions a minute per client, with Retry-After', async () => {
    const limited = await createTestApp({ trustProxy: true });
    const send = async (i: number) =>
      limited.request('/api/newsletter/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: `r${i}@example.org`, altcha: await solveProofOfWork(limited) }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(i)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    const last = await send(99);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json()).error.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    const other = await post(limited, { email: 'other@example.org', altcha: await solveProofOfWork(limited) }, '203.0.113.10');
    expect(other.status).toBe(202);
    await limited.close();
  });
});

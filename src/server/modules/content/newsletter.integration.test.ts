import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribe = (email: unknown, ip = '198.51.100.1') =>
  t.request('/api/newsletter/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });

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

  it('is limited to 10 submissions a minute per client, with Retry-After', async () => {
    const limited = await createTestApp({ trustProxy: true });
    const send = (i: number) =>
      limited.request('/api/newsletter/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: `r${i}@example.org` }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(i)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    const last = await send(99);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json()).error.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    const other = await limited.request('/api/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({ email: 'other@example.org' }),
    });
    expect(other.status).toBe(202);
    await limited.close();
  });
});

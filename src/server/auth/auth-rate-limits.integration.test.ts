// Brute force against the authentication endpoints: the limits live in the
// database, so they hold across a restart; every spelling of the path and
// every address of one IPv6 /64 count against the same counters; sign-in
// counts failures per IP and per e-mail address from each client, and asks for
// a solved challenge (never a lock-out) once an address has failed from many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonPost, signUp, solveProofOfWork, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { normalizePath } from './auth-rate-limits.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, 'target@example.org');
  await signUp(t, 'bystander@example.org');
});
afterAll(async () => {
  await t.close();
});

// Concatenated, not resolved: new URL('//api/…', base) would read "api" as a host name.
const attempt = (app: TestApp, path: string, ip: string, email = 'target@example.org', password = 'WrongPass1') =>
  Promise.resolve(app.app.request(`${TEST_BASE_URL}${path}`, jsonPost({ email, password }, { 'x-forwarded-for': ip })));

describe('normalizePath', () => {
  it.each([
    ['//api/auth/sign-in/email', '/api/auth/sign-in/email'],
    ['/API/Auth/Sign-In/Email/', '/api/auth/sign-in/email'],
    ['/api/auth/sign-in%2Femail', '/api/auth/sign-in/email'],
    ['/api/./auth/x/../sign-in/email', '/api/auth/sign-in/email'],
    ['/api\\auth\\sign-in\\email', '/api/auth/sign-in/email'],
  ])('%s -> %s', (raw, normalized) => {
    expect(normalizePath(raw)).toBe(normalized);
  });
});

describe('sign-in brute force', () => {
  it('answers 429 after 5 failures from one IP, across path spellings, one IPv6 /64 and a restart', async () => {
    const variants = [
      '/api/auth/sign-in/email',
      '//api/auth/sign-in/email',
      '/api/auth/sign-in/email/',
      '/API/AUTH/SIGN-IN/EMAIL',
    ];
    const ips = ['2001:db8:1:2::10', '2001:db8:1:2::11', '2001:db8:1:2:ffff::1'];
    const statuses: number[] = [];
    let app = t;
    for (let i = 0; i < 20; i++) {
      if (i === 10) {
        // A restart: a new server on the same database; nothing in memory survives.
        app = await createTestApp({}, t.database);
      }
      const res = await attempt(app, variants[i % variants.length] ?? '', ips[i % ips.length] ?? '', `user${i}@example.org`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      }
    }
    // Five wrong passwords reach Better Auth (401, or 404 where a spelling is not a route); every later one is refused.
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));

    // The right password from that network is refused too while the window lasts.
    const right = await attempt(app, '/api/auth/sign-in/email', '2001:db8:1:2::99', 'bystander@example.org', 'Passw0rdOk');
    expect(right.status).toBe(429);
    // Another network is not affected.
    const elsewhere = await attempt(app, '/api/auth/sign-in/email', '2001:db8:9:9::1', 'bystander@example.org', 'Passw0rdOk');
    expect(elsewhere.status).toBe(200);
  });

  it('counts per e-mail across clients too: past 5 failures the address needs a solved challenge, not others', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt(t, '/api/auth/sign-in/email', `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 400, 400]);
    const other = await attempt(t, '/api/auth/sign-in/email', '192.0.2.50', 'bystander@example.org', 'Passw0rdOk');
    expect(other.status).toBe(200);
  });

  it('lets successful sign-ins through: only failures count', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await attempt(t, '/api/auth/sign-in/email', '192.0.2.77', 'bystander@example.org', 'Passw0rdOk');
      expect(res.status).toBe(200);
    }
  });

  it('holds against parallel guesses: never more than 5 reach the password check', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(t, '/api/auth/sign-in/email', '192.0.2.200', `parallel${i}@example.org`)),
    );
    const reached = results.filter((r) => r.status !== 429).length;
    expect(reached).toBeLessThanOrEqual(5);
  });
});

describe('sign-up and other forms', () => {
  it('allows 5 sign-ups per 15 minutes from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request(
        '/api/auth/sign-up/email',
        jsonPost(
          { email: `burst${i}@example.org`, password: 'Passw0rdOk', name: 'Burst', altcha: await solveProofOfWork(t) },
          { 'x-forwarded-for': '198.18.0.1' },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('allows 10 reset requests per minute from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request(
        '/api/auth/request-password-reset',
        jsonPost(
          { email: `reset${i}@example.org`, redirectTo: '/auth/reset-password', altcha: await solveProofOfWork(t) },
          { 'x-forwarded-for': '198.18.0.2' },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

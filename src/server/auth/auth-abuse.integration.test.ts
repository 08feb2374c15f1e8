// Abuse of the account endpoints, each reproduced through the real server and
// database (ADR 0022): open redirects through return addresses, locking an
// owner out with wrong passwords, mail floods to one address, replayed TOTP
// codes, session tokens in the sessions list, the proof-of-work challenge, and
// equal work for registered and unknown addresses.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROOF_OF_WORK_TTL_MS } from '#shared/constants.ts';
import { emailQueue, users } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/lib/context.ts';
import {
  cookieFrom,
  createTestApp,
  jsonPost,
  signUp,
  solveProofOfWork,
  TEST_BASE_URL,
  type TestApp,
  queuedMailCount,
} from '#tests/test-app.ts';
import { totpCode } from '#tests/totp.ts';
import { keepAuthRedirectsOnSite } from './auth-redirects.ts';
import { settleBackgroundTasks } from './background-tasks.ts';
import { passwordHashing } from './password-hash.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const withHeaders = (headers: Record<string, string>, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...headers },
});

const mailCount = (to: string, templateId: string) => queuedMailCount(t, to, templateId);

const OFF_SITE_RETURN_ADDRESSES = [
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'http://evil.example',
  'https://evil.example/steal',
  'javascript:alert(1)',
];

describe('return addresses (no open redirect)', () => {
  it.each(OFF_SITE_RETURN_ADDRESSES)('refuses verify-email?callbackURL=%s with 400 and no redirect', async (value) => {
    const res = await t.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(value)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(body.error.code).toBe('INVALID_RETURN_ADDRESS');
    expect(body.error.fields?.callbackURL).toHaveLength(1);
  });

  it('refuses the raw spelling too (no encoding of the query value)', async () => {
    const res = await t.request('/api/auth/verify-email?token=x&callbackURL=%2F..%2F%2Fevil.example', { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)('refuses %s in a JSON body (redirectTo)', async (value) => {
    const altcha = await solveProofOfWork(t);
    const res = await t.request(
      '/api/auth/request-password-reset',
      jsonPost({ email: 'nobody@example.org', redirectTo: value, altcha }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_RETURN_ADDRESS');
  });

  it('keeps same-site paths working, resolved: a bad token lands on the page with ?error=', async () => {
    const res = await t.request('/api/auth/verify-email?token=x&callbackURL=%2Fa%2F..%2Fonboarding', { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.origin).toBe(TEST_BASE_URL);
    expect(location.pathname).toBe('/onboarding');
  });
});

describe('sign-in lockout by strangers', () => {
  const attempt = async (password: string, ip: string, altcha?: string) =>
    t.request('/api/auth/sign-in/email', jsonPost({ email: 'owner@example.org', password, altcha }, { 'x-forwarded-for': ip }));

  it('5 wrong passwords from 5 IPs do not lock the owner out of a fresh IP: a solved challenge lets them in', async () => {
    await signUp(t, 'owner@example.org');
    for (let i = 0; i < 5; i++) expect((await attempt('WrongPass1', `203.0.113.${i + 1}`)).status).toBe(401);

    // Past the threshold the address asks for work, not for patience.
    const bare = await attempt('Passw0rdOk', '203.0.113.100');
    expect(bare.status).toBe(400);
    const refused = (await bare.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(refused.error.code).toBe('CHALLENGE_REQUIRED');
    expect(refused.error.fields?.altcha?.[0]).toMatch(/anti-bot check/);

    const owner = await attempt('Passw0rdOk', '203.0.113.100', await solveProofOfWork(t));
    expect(owner.status).toBe(200);
    expect(cookieFrom(owner)).toContain('session_token');
  });

  it('still counts 5 failures per address from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt('WrongPass1', '203.0.113.200', await solveProofOfWork(t))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses a wrong, a garbled or a replayed solution', async () => {
    const altcha = await solveProofOfWork(t);
    expect((await attempt('WrongPass1', '203.0.113.201', altcha)).status).toBe(401);
    const replay = await attempt('Passw0rdOk', '203.0.113.202', altcha);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
    const garbled = await attempt('Passw0rdOk', '203.0.113.203', Buffer.from('{"x":1}').toString('base64'));
    expect(((await garbled.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
  });
});

describe('proof-of-work challenge', () => {
  const signUpWith = (email: string, extra: Record<string, unknown>) =>
    t.request('/api/auth/sign-up/email', jsonPost({ email, password: 'Passw0rdOk', name: 'Bot', ...extra }));

  it('serves a signed, uncached challenge', async () => {
    const res = await t.request('/api/altcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + PROOF_OF_WORK_TTL_MS + 1000);
  });

  it('is required for sign-up: missing, replayed and expired solutions are refused with a field error', async () => {
    const missing = await signUpWith('bot1@example.org', {});
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(body.error.code).toBe('CHALLENGE_REQUIRED');
    expect(body.error.fields?.altcha).toHaveLength(1);

    const altcha = await solveProofOfWork(t);
    expect((await signUpWith('human@example.org', { altcha })).status).toBe(200);
    const replay = await signUpWith('bot2@example.org', { altcha });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');

    const stale = await solveProofOfWork(t);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + PROOF_OF_WORK_TTL_MS + 60_000);
    try {
      const expired = await signUpWith('late@example.org', { altcha: stale });
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_FAILED');
    } finally {
      clock.mockRestore();
    }
  });

  it('is required for a password reset request', async () => {
    const res = await t.request('/api/auth/request-password-reset', jsonPost({ email: 'a@example.org', redirectTo: '/' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_REQUIRED');
  });
});

describe('mail floods to one address', () => {
  it('sends at most 3 reset mails an hour to one address, from any number of IPs, answering alike', async () => {
    await signUp(t, 'flooded@example.org');
    for (let i = 0; i < 6; i++) {
      const altcha = await solveProofOfWork(t);
      const res = await t.request(
        '/api/auth/request-password-reset',
        jsonPost(
          { email: 'flooded@example.org', redirectTo: '/auth/reset-password', altcha },
          { 'x-forwarded-for': `198.18.7.${i + 1}` },
        ),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: true });
    }
    expect(await mailCount('flooded@example.org', 'password_reset')).toBe(3);
  });

  it('sends at most 3 confirmation mails an hour to one address', async () => {
    const email = 'unconfirmed@example.org';
    const altcha = await solveProofOfWork(t);
    expect(
      (await t.request('/api/auth/sign-up/email', jsonPost({ email, password: 'Passw0rdOk', name: 'U', altcha }))).status,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await t.request(
        '/api/auth/send-verification-email',
        jsonPost({ email, callbackURL: '/onboarding' }, { 'x-forwarded-for': `198.18.8.${i + 1}` }),
      );
      expect(res.status).toBe(200);
    }
    expect(await mailCount(email, 'email_verification')).toBe(3);
  });
});

describe('equal work for known and unknown addresses', () => {
  it('hashes the password once per sign-up, whether or not the address is taken', async () => {
    await signUp(t, 'taken-timing@example.org');
    const hash = vi.spyOn(passwordHashing, 'hash');
    try {
      for (const email of ['taken-timing@example.org', 'fresh-timing@example.org']) {
        hash.mockClear();
        const altcha = await solveProofOfWork(t);
        const res = await t.request('/api/auth/sign-up/email', jsonPost({ email, password: 'Passw0rdOk', name: 'T', altcha }));
        expect(res.status).toBe(200);
        expect(hash, email).toHaveBeenCalledTimes(1);
      }
    } finally {
      hash.mockRestore();
    }
  });

  it('answers a reset request before any mail work, for a registered address as for an unknown one', async () => {
    await signUp(t, 'known-timing@example.org');
    for (const email of ['known-timing@example.org', 'unknown-timing@example.org']) {
      const altcha = await solveProofOfWork(t);
      // app.request directly: the test app's request() would wait for the mail.
      const res = await t.app.request(
        `${TEST_BASE_URL}/api/auth/request-password-reset`,
        jsonPost({ email, redirectTo: '/auth/reset-password', altcha }),
      );
      expect(res.status).toBe(200);
      expect(await mailCount(email, 'password_reset')).toBe(0);
      await settleBackgroundTasks();
    }
    expect(await mailCount('known-timing@example.org', 'password_reset')).toBe(1);
    expect(await mailCount('unknown-timing@example.org', 'password_reset')).toBe(0);
  });
});

describe('TOTP replay', () => {
  it('refuses the enrolment code, confirmed over a bearer token, at the next sign-in', async () => {
    const email = 'bearer-2fa@example.org';
    await signUp(t, email);
    const signIn = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'Passw0rdOk' }));
    const bearer = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
    const enable = await t.request('/api/auth/two-factor/enable', withHeaders(bearer, jsonPost({ password: 'Passw0rdOk' })));
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const code = await totpCode(totpURI);
    const confirm = await t.request('/api/auth/two-factor/verify-totp', withHeaders(bearer, jsonPost({ code })));
    expect(confirm.status).toBe(200);

    const challenge = cookieFrom(await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'Passw0rdOk' })));
    const replay = await t.request('/api/auth/two-factor/verify-totp', withHeaders({ cookie: challenge }, jsonPost({ code })));
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('TOTP_CODE_ALREADY_USED');
  });
});

describe('sessions list', () => {
  it('never answers with session tokens, and revokes by session id', async () => {
    const { cookie } = await signUp(t, 'lister@example.org');
    const other = cookieFrom(
      await t.request('/api/auth/sign-in/email', jsonPost({ email: 'lister@example.org', password: 'Passw0rdOk' })),
    );
    const list = (await (await t.request('/api/auth/list-sessions', withHeaders({ cookie }))).json()) as Record<
      string,
      unknown
    >[];
    expect(list.length).toBe(2);
    for (const session of list) {
      expect(session).not.toHaveProperty('token');
      expect(typeof session.id).toBe('string');
    }
    const current = (await (await t.request('/api/auth/get-session', withHeaders({ cookie }))).json()) as {
      session: { id: string };
    };
    const otherSession = list.find((session) => session.id !== current.session.id);
    const revoke = await t.request('/api/auth/revoke-session', withHeaders({ cookie }, jsonPost({ id: otherSession?.id })));
    expect(revoke.status).toBe(200);
    expect(await (await t.request('/api/auth/get-session', withHeaders({ cookie: other }))).json()).toBeNull();
    expect(await (await t.request('/api/auth/get-session', withHeaders({ cookie }))).json()).not.toBeNull();
  });
});

describe('redirects from /api/auth (defence in depth)', () => {
  const appRedirectingTo = (location: string, status = 302) =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('config', t.config);
        c.set('log', pino({ level: 'silent' }));
        await next();
      })
      .use(keepAuthRedirectsOnSite)
      .get('/api/auth/*', (c) => c.body(null, status as 302, { location }));

  it.each(OFF_SITE_RETURN_ADDRESSES.filter((value) => !value.startsWith('/%2e')))(
    'replaces a redirect to %s with 400',
    async (location) => {
      const res = await appRedirectingTo(location).request(`${TEST_BASE_URL}/api/auth/verify-email`);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    },
  );

  it('lets same-site redirects and non-redirect answers through', async () => {
    const onSite = await appRedirectingTo('/onboarding?x=1').request(`${TEST_BASE_URL}/api/auth/verify-email`);
    expect(onSite.status).toBe(302);
    expect(onSite.headers.get('location')).toBe('/onboarding?x=1');
    const json = await appRedirectingTo('https://accounts.google.example/auth', 200).request(`${TEST_BASE_URL}/api/auth/x`);
    expect(json.status).toBe(200);
  });
});

describe('resolved return addresses reach Better Auth', () => {
  it('puts the resolved path, not the raw spelling, in the verification link of a sign-up', async () => {
    const email = 'resolved-callback@example.org';
    const altcha = await solveProofOfWork(t);
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost({ email, password: 'Passw0rdOk', name: 'R', callbackURL: '/a/./b/../../onboarding?x=1', altcha }),
    );
    expect(res.status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.toEmail, email), eq(emailQueue.templateId, 'email_verification')));
    const link = new URL(String(mail?.templateData?.verifyUrl));
    expect(link.searchParams.get('callbackURL')).toBe('/onboarding?x=1');
  });
});

describe('text the database cannot hold, in account forms', () => {
  it.each([
    [
      'a NUL in a sign-up name',
      '/api/auth/sign-up/email',
      { name: 'Ada\u0000', email: 'nul-name@example.org', password: 'Passw0rdOk' },
      'name',
    ],
    [
      'half an emoji in a sign-up name',
      '/api/auth/sign-up/email',
      { name: 'Ada \ud83d', email: 'half@example.org', password: 'Passw0rdOk' },
      'name',
    ],
    ['a NUL in a sign-in address', '/api/auth/sign-in/email', { email: 'x\u0000@example.org', password: 'Passw0rdOk' }, 'email'],
  ])('refuses %s with 400 and the field named, and creates nothing', async (_, path, body, field) => {
    const altcha = await solveProofOfWork(t);
    const res = await t.request(path, jsonPost({ ...body, altcha }));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields?: Record<string, string[]> } };
    expect(json.error.code).toBe('VALIDATION_FAILED');
    expect(json.error.fields?.[field]).toBeDefined();
    if (path.endsWith('/sign-up/email')) {
      const rows = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email)));
      expect(rows).toHaveLength(0);
    }
  });
});

// Every account flow through the real server and database: sign-up with the
// verification link from the queued mail, sign-in and its messages, password
// reset, sign-out scopes, sessions, two-factor (enrolment, challenge, replay,
// backup codes), password change, account deletion, bearer tokens and JWKS,
// session lifetimes and cookie flags.
import { and, desc, eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  debateParticipants,
  debates,
  emailQueue,
  profiles,
  sessions,
  twoFactors,
  users,
} from '#server/db/schema/index.ts';
import {
  cookieFrom,
  createTestApp,
  jsonPost,
  signIn,
  signUp,
  solveProofOfWork,
  TEST_BASE_URL,
  type TestApp,
  queuedMailCount,
} from '#tests/test-app.ts';
import { totpCode } from '#tests/totp.ts';
import { SESSION_ABSOLUTE_SECONDS } from './session-policy.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A form body with the solved proof-of-work challenge that sign-up and reset requests carry. */
async function solved(fields: Record<string, unknown>) {
  return { ...fields, altcha: await solveProofOfWork(t) };
}

async function body(res: Response) {
  return (await res.json()) as Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
}

async function latestMail(to: string, templateId: string) {
  const [row] = await t.database.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.toEmail, to), eq(emailQueue.templateId, templateId)))
    .orderBy(desc(emailQueue.createdAt))
    .limit(1);
  return row;
}

const mailCount = (to: string, templateId: string) => queuedMailCount(t, to, templateId);

/** A link from a mail, as a path + query on the test server. */
function localPath(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(TEST_BASE_URL);
  return `${parsed.pathname}${parsed.search}`;
}

const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});

async function sessionOf(cookie: string) {
  const res = await t.request('/api/auth/get-session', withCookie(cookie));
  return (await res.json()) as { user: { id: string; email: string; twoFactorEnabled?: boolean } } | null;
}

describe('sign-up', () => {
  it('refuses a weak password with the messages of section 5, and creates nobody', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost(await solved({ email: 'weak@example.org', password: 'short', name: 'W' })),
    );
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error?.code).toBe('VALIDATION_FAILED');
    expect(b.error?.fields?.password).toEqual(
      expect.arrayContaining(['Password must be at least 8 characters', 'Password must contain at least one uppercase letter']),
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.org'))).toHaveLength(0);
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost(await solved({ email: 'not-an-address', password: 'Passw0rdOk', name: 'X' })),
    );
    expect(res.status).toBe(400);
    expect((await body(res)).error?.fields?.email).toEqual(['Invalid email address']);
  });

  it('answers malformed JSON with a 4xx, never a 500', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      ...jsonPost({}),
      body: '{"email": ',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('lowercases the address, queues the verification mail, and signs in only through its link', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost(
        await solved({
          email: ' New.Member@Example.ORG ',
          password: 'Passw0rdOk',
          name: 'New Member',
          callbackURL: '/onboarding',
        }),
      ),
    );
    expect(res.status).toBe(200);
    const b = (await res.json()) as { token: string | null; user: { id: string; email: string; emailVerified: boolean } };
    expect(b.token).toBeNull();
    expect(b.user).toMatchObject({ email: 'new.member@example.org', emailVerified: false });
    expect(cookieFrom(res)).not.toContain('session_token');

    // Not verified yet: "Email not verified", and a fresh link is sent.
    const early = await t.request(
      '/api/auth/sign-in/email',
      jsonPost({ email: 'new.member@example.org', password: 'Passw0rdOk' }),
    );
    expect(early.status).toBe(403);
    expect((await body(early)).error?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await mailCount('new.member@example.org', 'email_verification')).toBe(2);

    const mail = await latestMail('new.member@example.org', 'email_verification');
    expect(mail?.priority).toBe(10);
    const verifyUrl = String(mail?.templateData?.verifyUrl);
    // The worker renders the link into the mail (the sign-up journey reads it from the outbox).
    expect(verifyUrl.split('?')[0]).toBe('http://localhost:3999/api/auth/verify-email');
    const verified = await t.request(localPath(verifyUrl), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toMatch(/\/onboarding$/);
    const cookie = cookieFrom(verified);
    expect((await sessionOf(cookie))?.user.email).toBe('new.member@example.org');

    const [user] = await t.database.db.select().from(users).where(eq(users.id, b.user.id));
    expect(user?.emailVerified).toBe(true);
    expect(await latestMail('new.member@example.org', 'welcome')).toBeDefined();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, b.user.id));
    expect(profile).toMatchObject({ username: 'new_member', onboardingCompleted: false });
  });

  it('refuses a verification link that points to another site (no open redirect; more spellings in auth-abuse)', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost(
        await solved({
          email: 'redirect@example.org',
          password: 'Passw0rdOk',
          name: 'R',
          callbackURL: 'https://evil.example/steal',
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect((await body(res)).error?.code).toBe('INVALID_RETURN_ADDRESS');
  });

  it('does not reveal whether an address is registered', async () => {
    await signUp(t, 'taken@example.org');
    const res = await t.request(
      '/api/auth/sign-up/email',
      jsonPost(await solved({ email: 'taken@example.org', password: 'Passw0rdOk', name: 'T' })),
    );
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'taken@example.org'))).toHaveLength(1);
  });
});

describe('sign-in', () => {
  beforeAll(async () => {
    await signUp(t, 'signer@example.org');
  });

  it('says "Invalid email or password" for a wrong password and for an unknown address alike', async () => {
    for (const email of ['signer@example.org', 'nobody@example.org']) {
      const res = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'WrongPass1' }));
      expect(res.status).toBe(401);
      const b = await body(res);
      expect(b.error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
      // Better Auth's client reads the same fields at the top level.
      expect(b.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
  });

  it('refuses a missing password with a 400', async () => {
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email: 'signer@example.org' }));
    expect(res.status).toBe(400);
    expect((await body(res)).error?.code).toBeTruthy();
  });

  it('sets an HttpOnly, SameSite=Lax cookie, not Secure over http', async () => {
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email: 'signer@example.org', password: 'Passw0rdOk' }));
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses a cross-site sign-in (origin check)', async () => {
    const res = await t.request(
      '/api/auth/sign-in/email',
      jsonPost({ email: 'signer@example.org', password: 'Passw0rdOk' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });

  it('gives Secure, __Secure- prefixed cookies under https', async () => {
    const https = await createTestApp({ baseUrl: 'https://sdc.example' });
    try {
      await signUp(https, 'secure@example.org').catch(() => undefined);
      const res = await https.app.request(
        'https://sdc.example/api/auth/sign-in/email',
        jsonPost({ email: 'secure@example.org', password: 'Passw0rdOk' }, { origin: 'https://sdc.example' }),
      );
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await https.close();
    }
  });
});

describe('password reset', () => {
  it('mails a one-use link; the new password must meet the rules; other sessions end; password_changed is sent', async () => {
    const { cookie: oldCookie } = await signUp(t, 'forgetful@example.org');
    const res = await t.request(
      '/api/auth/request-password-reset',
      jsonPost(await solved({ email: 'forgetful@example.org', redirectTo: '/auth/reset-password' })),
    );
    expect(res.status).toBe(200);
    const mail = await latestMail('forgetful@example.org', 'password_reset');
    const link = await t.request(localPath(String(mail?.templateData?.resetUrl)), { redirect: 'manual' });
    expect(link.status).toBe(302);
    const location = new URL(link.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const weak = await t.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'alllowercase1' }));
    expect(weak.status).toBe(400);
    expect((await body(weak)).error?.fields?.newPassword).toEqual(['Password must contain at least one uppercase letter']);

    const done = await t.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'NewPassw0rd' }));
    expect(done.status).toBe(200);
    expect(await sessionOf(oldCookie)).toBeNull();
    expect(await latestMail('forgetful@example.org', 'password_changed')).toBeDefined();
    await expect(signIn(t, 'forgetful@example.org', 'Passw0rdOk')).rejects.toThrow(/401/);
    expect(await signIn(t, 'forgetful@example.org', 'NewPassw0rd')).toContain('session_token');

    const again = await t.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'OtherPassw0rd' }));
    expect(again.status).toBe(400);
    expect((await body(again)).error?.code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown address like a known one', async () => {
    const res = await t.request(
      '/api/auth/request-password-reset',
      jsonPost(await solved({ email: 'ghost@example.org', redirectTo: '/auth/reset-password' })),
    );
    expect(res.status).toBe(200);
    expect(await mailCount('ghost@example.org', 'password_reset')).toBe(0);
  });
});

describe('get-session', () => {
  it('answers the common case exactly as Better Auth does', async () => {
    const { cookie } = await signUp(t, 'reader@example.org');
    const fast = await (await t.request('/api/auth/get-session', withCookie(cookie))).json();
    const reference = await t.auth.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
    expect(fast).toEqual(JSON.parse(JSON.stringify(reference)));
    expect(fast).toMatchObject({ user: { email: 'reader@example.org', role: 'user', twoFactorEnabled: false } });
  });

  it('answers null without a cookie, and for a forged or unknown token', async () => {
    expect(await (await t.request('/api/auth/get-session')).json()).toBeNull();
    const forged = 'better-auth.session_token=abc.AAAA';
    expect(await (await t.request('/api/auth/get-session', withCookie(forged))).json()).toBeNull();
  });
});

describe('sign-out scopes and sessions', () => {
  it('this device, other devices, all devices', async () => {
    await signUp(t, 'devices@example.org');
    const a = await signIn(t, 'devices@example.org');
    const b = await signIn(t, 'devices@example.org');
    const c = await signIn(t, 'devices@example.org');

    const list = await t.request('/api/auth/list-sessions', withCookie(a));
    expect(((await list.json()) as unknown[]).length).toBeGreaterThanOrEqual(3);

    // others: everything but the caller's session
    expect((await t.request('/api/auth/revoke-other-sessions', withCookie(a, jsonPost({})))).status).toBe(200);
    expect(await sessionOf(a)).not.toBeNull();
    expect(await sessionOf(b)).toBeNull();
    expect(await sessionOf(c)).toBeNull();

    // local: this device only
    const d = await signIn(t, 'devices@example.org');
    expect((await t.request('/api/auth/sign-out', withCookie(a, jsonPost({})))).status).toBe(200);
    expect(await sessionOf(a)).toBeNull();
    expect(await sessionOf(d)).not.toBeNull();

    // global: every session
    const e = await signIn(t, 'devices@example.org');
    expect((await t.request('/api/auth/revoke-sessions', withCookie(d, jsonPost({})))).status).toBe(200);
    expect(await sessionOf(d)).toBeNull();
    expect(await sessionOf(e)).toBeNull();
  });

  it('never lets one user revoke another user’s session', async () => {
    const victim = await signUp(t, 'victim@example.org');
    const attacker = await signUp(t, 'attacker@example.org');
    const [victimSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.userId));
    await t.request('/api/auth/revoke-session', withCookie(attacker.cookie, jsonPost({ token: victimSession?.token })));
    expect(await sessionOf(victim.cookie)).not.toBeNull();
  });

  it('caps a session at its absolute lifetime, however often it is used', async () => {
    const { cookie, userId } = await signUp(t, 'longlived@example.org');
    const createdAt = new Date(Date.now() - (SESSION_ABSOLUTE_SECONDS - 60) * 1000);
    // An old session that is due for its daily refresh.
    await t.database.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, userId));
    expect(await sessionOf(cookie)).not.toBeNull();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  });
});

describe('two-factor (TOTP)', () => {
  const email = 'twofactor@example.org';
  let cookie = '';
  let totpUri = '';
  let backupCodes: string[] = [];
  const totp = (offsetSteps = 0) => totpCode(totpUri, offsetSteps);

  beforeAll(async () => {
    ({ cookie } = await signUp(t, email));
  });

  it('needs the password to enrol, then a code from the app', async () => {
    const wrong = await t.request('/api/auth/two-factor/enable', withCookie(cookie, jsonPost({ password: 'WrongPass1' })));
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);

    const res = await t.request('/api/auth/two-factor/enable', withCookie(cookie, jsonPost({ password: 'Passw0rdOk' })));
    expect(res.status).toBe(200);
    const enrolment = (await res.json()) as { totpURI: string; backupCodes: string[] };
    totpUri = enrolment.totpURI;
    backupCodes = enrolment.backupCodes;
    expect(backupCodes).toHaveLength(10);

    // Stored as keyed hashes: no usable code in the database.
    const [row] = await t.database.db.select().from(twoFactors);
    for (const code of backupCodes) expect(row?.backupCodes).not.toContain(code);

    const verify = await t.request('/api/auth/two-factor/verify-totp', withCookie(cookie, jsonPost({ code: await totp() })));
    expect(verify.status).toBe(200);
    cookie = cookieFrom(verify) || cookie;
    expect((await sessionOf(cookie))?.user.twoFactorEnabled).toBe(true);
  });

  it('asks for the code at sign-in, and a password alone gives no session', async () => {
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'Passw0rdOk' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/session_token=;/.test(c))).toBe(false);
  });

  async function challenge(): Promise<string> {
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'Passw0rdOk' }));
    return cookieFrom(res);
  }

  it('refuses a wrong code, accepts the right one once, and refuses it replayed', async () => {
    // A fresh step, so enrolment's code is not the one in use.
    const code = await totp(1);

    const wrongChallenge = await challenge();
    const wrong = await t.request('/api/auth/two-factor/verify-totp', withCookie(wrongChallenge, jsonPost({ code: '000000' })));
    expect(wrong.status).toBe(401);

    const first = await t.request('/api/auth/two-factor/verify-totp', withCookie(await challenge(), jsonPost({ code })));
    expect(first.status).toBe(200);
    expect((await sessionOf(cookieFrom(first)))?.user.email).toBe(email);

    const replay = await t.request('/api/auth/two-factor/verify-totp', withCookie(await challenge(), jsonPost({ code })));
    expect(replay.status).toBe(401);
    expect((await body(replay)).error?.code).toBe('TOTP_CODE_ALREADY_USED');
  });

  it('accepts each backup code once', async () => {
    const code = backupCodes[0] ?? '';
    const first = await t.request('/api/auth/two-factor/verify-backup-code', withCookie(await challenge(), jsonPost({ code })));
    expect(first.status).toBe(200);
    expect((await sessionOf(cookieFrom(first)))?.user.email).toBe(email);
    const second = await t.request('/api/auth/two-factor/verify-backup-code', withCookie(await challenge(), jsonPost({ code })));
    expect(second.status).toBe(401);
  });

  it('is not bypassed by a password reset', async () => {
    await t.request('/api/auth/request-password-reset', jsonPost(await solved({ email, redirectTo: '/auth/reset-password' })));
    const mail = await latestMail(email, 'password_reset');
    const link = await t.request(localPath(String(mail?.templateData?.resetUrl)), { redirect: 'manual' });
    const token = new URL(link.headers.get('location') ?? '', TEST_BASE_URL).searchParams.get('token');
    const reset = await t.request('/api/auth/reset-password', jsonPost({ token, newPassword: 'ResetPassw0rd' }));
    expect(reset.status).toBe(200);
    expect(cookieFrom(reset)).not.toContain('session_token');
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'ResetPassw0rd' }));
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('needs the password to turn it off', async () => {
    const signedIn = await t.request(
      '/api/auth/two-factor/verify-backup-code',
      withCookie(
        cookieFrom(await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'ResetPassw0rd' }))),
        jsonPost({ code: backupCodes[1] }),
      ),
    );
    const session = cookieFrom(signedIn);
    const wrong = await t.request('/api/auth/two-factor/disable', withCookie(session, jsonPost({ password: 'WrongPass1' })));
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const off = await t.request('/api/auth/two-factor/disable', withCookie(session, jsonPost({ password: 'ResetPassw0rd' })));
    expect(off.status).toBe(200);
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email, password: 'ResetPassw0rd' }));
    expect(await res.json()).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('password change', () => {
  it('needs the current password, the sign-up rules, and sends password_changed', async () => {
    const { cookie } = await signUp(t, 'changer@example.org');
    const other = await signIn(t, 'changer@example.org');
    const wrong = await t.request(
      '/api/auth/change-password',
      withCookie(cookie, jsonPost({ currentPassword: 'WrongPass1', newPassword: 'Changed0Pass' })),
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const weak = await t.request(
      '/api/auth/change-password',
      withCookie(cookie, jsonPost({ currentPassword: 'Passw0rdOk', newPassword: 'weak' })),
    );
    expect(weak.status).toBe(400);
    expect(await mailCount('changer@example.org', 'password_changed')).toBe(0);

    const ok = await t.request(
      '/api/auth/change-password',
      withCookie(cookie, jsonPost({ currentPassword: 'Passw0rdOk', newPassword: 'Changed0Pass', revokeOtherSessions: true })),
    );
    expect(ok.status).toBe(200);
    expect(await mailCount('changer@example.org', 'password_changed')).toBe(1);
    expect(await sessionOf(other)).toBeNull();
  });
});

describe('account deletion', () => {
  it('needs the password, then empties the account (its row kept for what it took part in) and ends every session', async () => {
    const { cookie, userId } = await signUp(t, 'leaver@example.org');
    const second = await signIn(t, 'leaver@example.org');
    // A debate they took part in: their place in it must outlive the account.
    const [debate] = await t.database.db
      .insert(debates)
      .values({ title: 'Kept', topic: 'This house keeps records', format: 'oxford', startsAt: new Date(), maxParticipants: 2 })
      .returning({ id: debates.id });
    await t.database.db.insert(debateParticipants).values({ debateId: debate?.id as string, userId, role: 'proposition' });
    const bare = await t.request('/api/auth/delete-user', withCookie(cookie, jsonPost({})));
    expect(bare.status).toBe(400);
    expect((await body(bare)).error?.code).toBe('PASSWORD_REQUIRED');
    const wrong = await t.request('/api/auth/delete-user', withCookie(cookie, jsonPost({ password: 'WrongPass1' })));
    expect(wrong.status).toBeGreaterThanOrEqual(400);

    const ok = await t.request('/api/auth/delete-user', withCookie(cookie, jsonPost({ password: 'Passw0rdOk' })));
    expect(ok.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ name: 'Former member', emailVerified: false });
    expect(user?.email).not.toContain('leaver');
    expect(user?.deletedAt).not.toBeNull();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: 'Former member', username: null, bio: null, phone: null });
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await sessionOf(second)).toBeNull();
    expect((await t.request(`/api/users/${userId}`)).status).toBe(404);
    expect(await t.database.db.select().from(debateParticipants).where(eq(debateParticipants.userId, userId))).toHaveLength(1);
    const again = await t.request('/api/auth/sign-in/email', jsonPost({ email: 'leaver@example.org', password: 'Passw0rdOk' }));
    expect(again.status).toBe(401);
    // The address is free again: the same person may sign up anew.
    await signUp(t, 'leaver@example.org');
  });
});

describe('account deletion without a password', () => {
  it('needs a sign-in from the last 10 minutes', async () => {
    const { cookie, userId } = await signUp(t, 'passwordless@example.org');
    // As a Google-only account: no password to ask for.
    await t.database.db.delete(accounts).where(eq(accounts.userId, userId));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(sessions.userId, userId));
    const stale = await t.request('/api/auth/delete-user', withCookie(cookie, jsonPost({})));
    expect(stale.status).toBe(403);
    expect((await body(stale)).error?.code).toBe('SESSION_EXPIRED');
    await t.database.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, userId));
    const fresh = await t.request('/api/auth/delete-user', withCookie(cookie, jsonPost({})));
    expect(fresh.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.deletedAt).not.toBeNull();
  });
});

describe('API clients: bearer tokens and JWKS', () => {
  it('signs in for a bearer token, calls the API with it, and verifies a JWT against /.well-known/jwks.json', async () => {
    await signUp(t, 'robot@example.org');
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email: 'robot@example.org', password: 'Passw0rdOk' }));
    const bearer = res.headers.get('set-auth-token') ?? '';
    expect(bearer).not.toBe('');
    const auth = { headers: { authorization: `Bearer ${bearer}` } };

    const profile = await t.request('/api/me/profile', auth);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe('robot@example.org');

    const token = ((await (await t.request('/api/auth/token', auth)).json()) as { token: string }).token;
    const keys = await t.request('/.well-known/jwks.json');
    expect(keys.status).toBe(200);
    expect(keys.headers.get('cache-control')).toContain('max-age=600');
    const { payload } = await jwtVerify(token, createLocalJWKSet((await keys.json()) as Parameters<typeof createLocalJWKSet>[0]));
    expect(payload.email).toBe('robot@example.org');
  });

  it('refuses a made-up bearer token', async () => {
    const res = await t.request('/api/me/profile', { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });
});

describe('test-only sign-in', () => {
  it('does not exist without TEST_AUTH_SECRET', async () => {
    const res = await t.request('/api/__test__/session', jsonPost({ secret: 'x'.repeat(20), email: 'a@example.org' }));
    expect(res.status).toBe(404);
  });

  it('gives tokens for the secret, and turns them into the session cookie', async () => {
    const secret = 'test-secret-0123456789';
    const app = await createTestApp({ testAuthSecret: secret });
    try {
      const wrong = await app.request(
        '/api/__test__/session',
        jsonPost({ secret: 'wrong-secret-123456', email: 'tester@example.org' }),
      );
      expect(wrong.status).toBe(401);
      expect((await body(wrong)).error?.message).toBe('Unauthorized test access');

      const res = await app.request('/api/__test__/session', jsonPost({ secret, email: 'tester@example.org', role: 'admin' }));
      expect(res.status).toBe(200);
      const tokens = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
      expect(tokens.expires_in).toBe(3600);

      const missing = await app.request('/api/__test__/set-session', jsonPost({ secret, access_token: tokens.access_token }));
      expect(missing.status).toBe(400);
      expect((await body(missing)).error?.message).toBe('Missing tokens in hash');

      const forged = await app.request(
        '/api/__test__/set-session',
        jsonPost({ secret, access_token: tokens.access_token, refresh_token: 'forged' }),
      );
      expect(forged.status).toBe(401);
      expect((await body(forged)).error?.message).toBe('Failed to set session');

      const set = await app.request(
        '/api/__test__/set-session',
        jsonPost({ secret, access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
      );
      expect(set.status).toBe(200);
      const cookie = cookieFrom(set);
      const session = await app.request('/api/auth/get-session', { headers: { cookie } });
      expect(((await session.json()) as { user: { email: string; role: string } }).user).toMatchObject({
        email: 'tester@example.org',
        role: 'admin',
      });
    } finally {
      await app.close();
    }
  });
});

describe('profiles from sign-up', () => {
  it('count an unverified account as not onboarded and keeps usernames unique', async () => {
    const one = await signUp(t, 'same.name@one.example');
    const two = await signUp(t, 'same.name@two.example');
    const rows = await t.database.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(sql`${profiles.id} in (${one.userId}, ${two.userId})`);
    expect(rows.map((r) => r.username).sort()).toEqual(['same_name', 'same_name2']);
  });
});

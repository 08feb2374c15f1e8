// The installation's settings over HTTP on a real database: who may read and
// change them, the contract's refusals, and each setting applied where it acts —
// sign-up (e-mail and a new Google account) refused while registration is closed,
// judge applications refused while closed, the page titles, the mails' sender
// name — with the audit entry of each change, and seen by a second server on the
// same database without a restart.
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteSettings, users } from '#server/db/schema/index.ts';
import { createEmailWorker } from '#server/email/email-worker.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import type { MailTransport, OutgoingMail } from '#server/email/mail-transport.ts';
import { renderIndexHtml } from '#server/web-assets.ts';
import { cachedSiteSettings, mailFromWithName, readSiteSettings, SITE_SETTINGS_CACHE_MS } from '#server/lib/site-settings.ts';
import type { PublicSiteSettings, SiteSettingsView } from '#shared/admin/settings/contract.ts';
import { JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import { REGISTRATION_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { DEFAULT_META, SITE_NAME } from '#shared/routes.ts';
import { completeOidcLogin, type LoopbackOidcProvider, startOidcProvider } from '#tests/oidc-provider.ts';
import {
  apiErrorOf,
  callAs,
  cookieFrom,
  createTestApp,
  expectJson,
  jsonPost,
  signUp,
  solveProofOfWork,
  TEST_BASE_URL,
  type TestApp,
} from '#tests/test-app.ts';

const SETTINGS = '/api/admin/settings';
const CALLBACK_PATH = '/api/auth/callback/google';

let t: TestApp;
let provider: LoopbackOidcProvider;
let admin: { cookie: string; userId: string };
let member: { cookie: string; userId: string };

const patch = (cookie: string | null, body: unknown) => callAs(t, cookie, 'PATCH', SETTINGS, body);

async function signUpAttempt(app: TestApp, email: string) {
  const altcha = await solveProofOfWork(app);
  return app.request('/api/auth/sign-up/email', jsonPost({ email, password: 'Passw0rdOk', name: 'New Member', altcha }));
}

/** A Google sign-in through the loopback provider, answered by our callback: where it lands and the cookie it set. */
async function googleSignIn(email: string) {
  const start = await t.request(
    '/api/auth/sign-in/social',
    jsonPost({ provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' }),
  );
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const back = new URL(await completeOidcLogin(url, email));
  const res = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: cookieFrom(start) }, redirect: 'manual' });
  expect(res.status).toBe(302);
  return { location: new URL(res.headers.get('location') ?? '', TEST_BASE_URL), cookie: cookieFrom(res) };
}

async function latestAudit() {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'settings.update'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${TEST_BASE_URL}${CALLBACK_PATH}`] });
  t = await createTestApp({
    google: { clientId: provider.clientId, clientSecret: provider.clientSecret, discoveryUrl: provider.discoveryUrl },
  });
  admin = await signUp(t, 'settings-admin@example.org', 'Passw0rdOk', 'Ada Admin');
  member = await signUp(t, 'settings-member@example.org', 'Passw0rdOk', 'Max Member');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

describe('who may read and change the settings', () => {
  it('answers 401 signed out, 403 to a member and the settings to an admin', async () => {
    expect((await callAs(t, null, 'GET', SETTINGS)).status).toBe(401);
    expect((await patch(null, { registrationOpen: false })).status).toBe(401);
    expect((await callAs(t, member.cookie, 'GET', SETTINGS)).status).toBe(403);
    expect((await patch(member.cookie, { registrationOpen: false })).status).toBe(403);
    const view = await expectJson<SiteSettingsView>(callAs(t, admin.cookie, 'GET', SETTINGS));
    expect(view).toMatchObject({
      siteName: null,
      siteDescription: null,
      registrationOpen: true,
      judgeApplicationsOpen: true,
      maintenanceBanner: null,
      emailSenderName: null,
      defaults: { siteName: SITE_NAME, siteDescription: DEFAULT_META.description, emailSenderName: 'SDC' },
    });
    // Nothing a member tried was changed.
    expect((await readSiteSettings(t.database.db)).registrationOpen).toBe(true);
  });

  it('gives everyone the public part, cacheable for a few seconds', async () => {
    const res = await t.request('/api/site');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(await res.json()).toEqual({
      siteName: SITE_NAME,
      siteDescription: DEFAULT_META.description,
      maintenanceBanner: null,
      registrationOpen: true,
      judgeApplicationsOpen: true,
    } satisfies PublicSiteSettings);
  });
});

describe('what the contract refuses', () => {
  it.each([
    ['a name too long', { siteName: 'x'.repeat(61) }, 'siteName'],
    ['a blank name', { siteName: '   ' }, 'siteName'],
    ['a description too long', { siteDescription: 'x'.repeat(301) }, 'siteDescription'],
    ['a banner too long', { maintenanceBanner: 'x'.repeat(281) }, 'maintenanceBanner'],
    ['a sender name with a line break', { emailSenderName: 'SDC\r\nBcc: x@example.org' }, 'emailSenderName'],
    ['a sender name too long', { emailSenderName: 'x'.repeat(61) }, 'emailSenderName'],
    ['a flag that is not a boolean', { registrationOpen: 'no' }, 'registrationOpen'],
    ['an unknown field', { theme: 'dark' }, '_'],
    ['no change at all', {}, '_'],
  ])('refuses %s with 400 and the field', async (_, body, field) => {
    const res = await patch(admin.cookie, body);
    expect(res.status).toBe(400);
    const error = await apiErrorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('takes the limits themselves', async () => {
    const view = await expectJson<SiteSettingsView>(
      patch(admin.cookie, { siteName: 'x'.repeat(60), maintenanceBanner: 'b'.repeat(280), siteDescription: 'd'.repeat(300) }),
    );
    expect(view.siteName).toHaveLength(60);
    await expectJson(patch(admin.cookie, { siteName: null, maintenanceBanner: null, siteDescription: null }));
  });
});

describe('registration closed', () => {
  it('refuses e-mail sign-up with "Registration disabled", and takes it again once reopened', async () => {
    await expectJson(patch(admin.cookie, { registrationOpen: false }));
    expect(await expectJson<PublicSiteSettings>(t.request('/api/site'))).toMatchObject({ registrationOpen: false });

    const refused = await signUpAttempt(t, 'closed-door@example.org');
    expect(refused.status).toBe(403);
    expect(await apiErrorOf(refused)).toMatchObject({
      code: REGISTRATION_MESSAGES.code,
      message: REGISTRATION_MESSAGES.disabled,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'closed-door@example.org'))).toHaveLength(0);
    // Members still sign in.
    const signedIn = await t.request(
      '/api/auth/sign-in/email',
      jsonPost({ email: 'settings-member@example.org', password: 'Passw0rdOk' }),
    );
    expect(signedIn.status).toBe(200);

    await expectJson(patch(admin.cookie, { registrationOpen: true }));
    expect((await signUpAttempt(t, 'closed-door@example.org')).status).toBe(200);
  });

  it('refuses a new account through Google, and still signs in an existing one', async () => {
    provider.addAccount({ sub: 'google-sub-known', email: 'known@gmail.example', name: 'Known Person', emailVerified: true });
    const first = await googleSignIn('known@gmail.example');
    expect(first.location.searchParams.get('error')).toBeNull();

    await expectJson(patch(admin.cookie, { registrationOpen: false }));
    try {
      provider.addAccount({ sub: 'google-sub-new', email: 'newcomer@gmail.example', name: 'New Comer', emailVerified: true });
      const refused = await googleSignIn('newcomer@gmail.example');
      expect(refused.location.pathname).toBe('/auth/callback');
      expect(refused.location.searchParams.get('error')).toBe(REGISTRATION_MESSAGES.code);
      expect(refused.cookie).not.toContain('session_token=');
      expect(await t.database.db.select().from(users).where(eq(users.email, 'newcomer@gmail.example'))).toHaveLength(0);

      const again = await googleSignIn('known@gmail.example');
      expect(again.location.searchParams.get('error')).toBeNull();
      expect(again.cookie).toContain('session_token=');
    } finally {
      await expectJson(patch(admin.cookie, { registrationOpen: true }));
    }
  });
});

describe('judge applications closed', () => {
  const application = {
    experience: 'Three seasons of university debating and judging.',
    formats: ['oxford'],
    paradigm: 'I decide on the arguments made in the round, weighing clash and impact over style.',
  };

  it('refuses an application with 403 and a clear message, and takes it once reopened', async () => {
    await expectJson(patch(admin.cookie, { judgeApplicationsOpen: false }));
    const refused = await callAs(t, member.cookie, 'POST', '/api/judging/applications', application);
    expect(refused.status).toBe(403);
    expect(await apiErrorOf(refused)).toMatchObject({ code: 'FORBIDDEN', message: JUDGE_MESSAGES.applicationsClosed });

    await expectJson(patch(admin.cookie, { judgeApplicationsOpen: true }));
    await expectJson(callAs(t, member.cookie, 'POST', '/api/judging/applications', application), 201);
  });
});

describe('the audit entry', () => {
  it('records the changed fields before → after, who, and nothing for unchanged ones', async () => {
    await expectJson(patch(admin.cookie, { maintenanceBanner: 'Maintenance tonight at 22:00 UTC' }));
    await expectJson(
      patch(admin.cookie, {
        siteName: 'Riverside Debates',
        maintenanceBanner: 'Maintenance tonight at 22:00 UTC',
        registrationOpen: true,
      }),
    );
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      actorId: admin.userId,
      actorName: 'Ada Admin',
      targetType: 'settings',
      outcome: 'succeeded',
    });
    // Only what changed: the banner and the flag were sent with their current values.
    expect(entry?.before).toEqual({ siteName: null });
    expect(entry?.after).toEqual({ siteName: 'Riverside Debates' });
    const view = await expectJson<SiteSettingsView>(callAs(t, admin.cookie, 'GET', SETTINGS));
    expect(view).toMatchObject({ siteName: 'Riverside Debates', updatedByName: 'Ada Admin' });
    await expectJson(patch(admin.cookie, { siteName: null, maintenanceBanner: null }));
    expect(await latestAudit()).toMatchObject({
      before: { siteName: 'Riverside Debates', maintenanceBanner: 'Maintenance tonight at 22:00 UTC' },
      after: { siteName: null, maintenanceBanner: null },
    });
  });

  it('writes no entry for a change that never reached the action (refused input, a member)', async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    // Validation refuses before the action runs: no entry. A member never reaches it either.
    await patch(admin.cookie, { siteName: '' });
    await patch(member.cookie, { siteName: 'Mine now' });
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(after).toHaveLength(before.length);
  });
});

describe('applied on every server process without a restart', () => {
  it('shows a change made through one server on a second one on the same database', async () => {
    const second = await createTestApp({}, t.database);
    try {
      await expectJson(patch(admin.cookie, { registrationOpen: false, maintenanceBanner: 'Back in ten minutes' }));
      const refused = await signUpAttempt(second, 'second-door@example.org');
      expect(refused.status).toBe(403);
      expect(await expectJson<PublicSiteSettings>(second.request('/api/site'))).toMatchObject({
        maintenanceBanner: 'Back in ten minutes',
        registrationOpen: false,
      });
      await expectJson(callAs(second, admin.cookie, 'PATCH', SETTINGS, { registrationOpen: true, maintenanceBanner: null }));
      expect((await signUpAttempt(t, 'second-door@example.org')).status).toBe(200);
    } finally {
      await second.realtime.close();
      await expectJson(patch(admin.cookie, { registrationOpen: true, maintenanceBanner: null }));
    }
  });

  it('keeps a process’s copy for at most two seconds when another process writes the row', async () => {
    const db = t.database.db;
    const now = Date.now() + 60_000;
    expect((await cachedSiteSettings(db, now)).maintenanceBanner).toBeNull();
    // Another process writes the row directly; this one has no way of hearing of it.
    await db.update(siteSettings).set({ maintenanceBanner: 'Written elsewhere' }).where(eq(siteSettings.id, true));
    try {
      expect((await cachedSiteSettings(db, now + 100)).maintenanceBanner).toBeNull();
      expect((await cachedSiteSettings(db, now + SITE_SETTINGS_CACHE_MS)).maintenanceBanner).toBe('Written elsewhere');
    } finally {
      await db.update(siteSettings).set({ maintenanceBanner: null }).where(eq(siteSettings.id, true));
    }
  });
});

describe('where the name and the sender name appear', () => {
  it('names the site in the page titles and the default description', () => {
    const template =
      '<html><head><title>x</title><meta name="description" content="x"><meta name="robots" content="x"></head></html>';
    const site = { name: 'Riverside Debates', description: 'Debates by the river.' };
    const home = renderIndexHtml(template, '/', () => '', null, '', site);
    expect(home).toContain('<title>Riverside Debates</title>');
    expect(home).toContain('<meta name="description" content="Debates by the river.">');
    expect(home).toContain('<meta property="og:site_name" content="Riverside Debates">');
    expect(renderIndexHtml(template, '/debates', () => '', null, '', site)).toMatch(/<title>[^<]+ \| Riverside Debates<\/title>/);
  });

  it('builds the From header from MAIL_FROM’s address and the sender name', () => {
    expect(mailFromWithName('SDC <no-reply@example.org>', null)).toBe('SDC <no-reply@example.org>');
    expect(mailFromWithName('SDC <no-reply@example.org>', 'Riverside "River" Debates')).toBe(
      '"Riverside \\"River\\" Debates" <no-reply@example.org>',
    );
    expect(mailFromWithName('no-reply@example.org', 'Riverside')).toBe('"Riverside" <no-reply@example.org>');
  });

  it('sends queued mails under the sender name an admin set', async () => {
    await expectJson(patch(admin.cookie, { emailSenderName: 'Riverside Debates' }));
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { kind: 'outbox', send: async (mail) => void sent.push(mail), close: () => {} };
    const worker = createEmailWorker({
      database: t.database,
      transport,
      context: emailContextFrom(t.config),
      from: 'SDC <no-reply@example.org>',
      log: pino({ level: 'silent' }),
    });
    try {
      await worker.runOnce();
      expect(sent.length).toBeGreaterThan(0);
      for (const mail of sent) expect(mail.from).toBe('"Riverside Debates" <no-reply@example.org>');
    } finally {
      await worker.stop();
      await expectJson(patch(admin.cookie, { emailSenderName: null }));
    }
  });
});

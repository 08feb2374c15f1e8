// Google sign-in against a real OpenID provider on loopback (tests/oidc-provider.ts):
// authorization code + PKCE with Google's parameters, the profile upsert of
// section 4, linking by provider + subject (never by e-mail alone), a denied
// consent, linking from settings, and the error answers passed on to /auth/callback.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailQueue, profiles, users } from '#server/db/schema/index.ts';
import { completeOidcLogin, type LoopbackOidcProvider, startOidcProvider } from '#tests/oidc-provider.ts';
import { cookieFrom, createTestApp, jsonPost, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

const CALLBACK_PATH = '/api/auth/callback/google';

let provider: LoopbackOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${TEST_BASE_URL}${CALLBACK_PATH}`] });
  t = await createTestApp({
    google: { clientId: provider.clientId, clientSecret: provider.clientSecret, discoveryUrl: provider.discoveryUrl },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

/** Starts a Google sign-in (or a link, with a session cookie): the provider URL and our state cookie. */
async function start(path = '/api/auth/sign-in/social', sessionCookie?: string) {
  const init = jsonPost({
    provider: 'google',
    callbackURL: '/auth/callback',
    errorCallbackURL: '/auth/callback',
    newUserCallbackURL: '/auth/callback',
  });
  if (sessionCookie) (init.headers as Record<string, string>).cookie = sessionCookie;
  const res = await t.request(path, init);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, stateCookie: [sessionCookie, cookieFrom(res)].filter(Boolean).join('; ') };
}

/** Follows the provider's redirect back into our server, as the browser would. */
async function finish(redirectUrl: string, cookie: string) {
  const back = new URL(redirectUrl);
  expect(back.origin + back.pathname).toBe(`${TEST_BASE_URL}${CALLBACK_PATH}`);
  const res = await t.request(`${back.pathname}${back.search}`, { headers: { cookie }, redirect: 'manual' });
  expect(res.status).toBe(302);
  return { location: new URL(res.headers.get('location') ?? '', TEST_BASE_URL), cookie: cookieFrom(res) };
}

async function sessionEmail(cookie: string) {
  const res = await t.request('/api/auth/get-session', { headers: { cookie } });
  return ((await res.json()) as { user: { email: string } } | null)?.user.email ?? null;
}

describe('Google sign-in', () => {
  it('says which sign-in methods exist', async () => {
    expect(await (await t.request('/api/auth-options')).json()).toEqual({ google: true });
  });

  it('asks the provider with PKCE and Google’s parameters', async () => {
    const { url } = await start();
    const params = new URL(url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBeTruthy();
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('access_type')).toBe('online');
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('redirect_uri')).toBe(`${TEST_BASE_URL}${CALLBACK_PATH}`);
  });

  it('creates the account and its profile (onboarding done), signs in, and welcomes', async () => {
    provider.addAccount({ sub: 'google-sub-ada', email: 'ada@gmail.example', name: 'Ada Lovelace', emailVerified: true });
    const { url, stateCookie } = await start();
    const { location, cookie } = await finish(await completeOidcLogin(url, 'ada@gmail.example'), stateCookie);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBeNull();
    expect(await sessionEmail(cookie)).toBe('ada@gmail.example');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@gmail.example'));
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ''));
    expect(profile).toMatchObject({ email: 'ada@gmail.example', onboardingCompleted: true, fullName: 'Ada Lovelace' });
    const linked = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(linked).toMatchObject([{ providerId: 'google', accountId: 'google-sub-ada' }]);
    const welcome = await t.database.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.toEmail, 'ada@gmail.example'), eq(emailQueue.templateId, 'welcome')));
    expect(welcome).toHaveLength(1);
  });

  it('finds the same account by subject the next time', async () => {
    const { url, stateCookie } = await start();
    const { cookie } = await finish(await completeOidcLogin(url, 'ada@gmail.example'), stateCookie);
    expect(await sessionEmail(cookie)).toBe('ada@gmail.example');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'ada@gmail.example'))).toHaveLength(1);
  });

  it('passes a denied consent on to /auth/callback as access_denied, with no session', async () => {
    const { url, stateCookie } = await start();
    const { location, cookie } = await finish(await completeOidcLogin(url, 'ada@gmail.example', { deny: true }), stateCookie);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(cookie).not.toContain('session_token=');
  });

  it('never links to an existing account by e-mail alone', async () => {
    const existing = await signUp(t, 'grace@example.org');
    provider.addAccount({ sub: 'google-sub-grace', email: 'grace@example.org', name: 'Grace Hopper', emailVerified: true });
    const { url, stateCookie } = await start();
    const { location, cookie } = await finish(await completeOidcLogin(url, 'grace@example.org'), stateCookie);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(cookie).not.toContain('session_token=');
    const linked = await t.database.db.select().from(accounts).where(eq(accounts.userId, existing.userId));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('links Google to a signed-in account from settings, even with another address', async () => {
    const member = await signUp(t, 'linker@example.org');
    provider.addAccount({ sub: 'google-sub-linker', email: 'linker.private@gmail.example', name: 'Linker', emailVerified: true });
    const { url, stateCookie } = await start('/api/auth/link-social', member.cookie);
    const { location } = await finish(await completeOidcLogin(url, 'linker.private@gmail.example'), stateCookie);
    expect(location.searchParams.get('error')).toBeNull();
    const linked = await t.database.db.select().from(accounts).where(eq(accounts.userId, member.userId));
    expect(linked.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);

    // From now on, that Google account signs in to this member.
    const again = await start();
    const { cookie } = await finish(await completeOidcLogin(again.url, 'linker.private@gmail.example'), again.stateCookie);
    expect(await sessionEmail(cookie)).toBe('linker@example.org');
  });

  it('refuses a callback without the matching state (a forged redirect)', async () => {
    const { url } = await start();
    const redirect = await completeOidcLogin(url, 'ada@gmail.example');
    const { location, cookie } = await finish(redirect, '');
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(cookie).not.toContain('session_token=');
  });

  it('refuses a return address on another site', async () => {
    const res = await t.request(
      '/api/auth/sign-in/social',
      jsonPost({ provider: 'google', callbackURL: 'https://evil.example/' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_RETURN_ADDRESS');
  });
});

describe('without Google configured', () => {
  it('offers no Google sign-in', async () => {
    const plain = await createTestApp({}, t.database);
    expect(await (await plain.request('/api/auth-options')).json()).toEqual({ google: false });
    const res = await plain.request('/api/auth/sign-in/social', jsonPost({ provider: 'google', callbackURL: '/' }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

// Signing up and in through the browser with real mail: the verification link
// from the delivered mail, onboarding, the profile; forgot password through the
// reset mail; the server's rate limit; the anti-bot check (solved in the
// browser, under the site's CSP) and the owner of an address that strangers
// failed to sign in to; the test-only sign-in page; the Google callback's error
// answers. Failed sign-ins count against the client address, so each journey
// that fails on purpose uses an address of its own.
import { type Browser, expect, test } from '@playwright/test';
import { createTestSession, E2E_TEST_AUTH_SECRET, storageStatePath, testAuthUrl } from './support/auth.ts';
import { runAxe } from './support/axe.ts';
import { linkFromMail } from './support/outbox.ts';
import { watchCsp } from './support/csp.ts';

// Whole journeys with real mail, the anti-bot check and several pages each: a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

let addressCounter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++addressCounter}@example.org`;

async function visitor(browser: Browser, baseURL: string) {
  addressCounter++;
  return browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(Date.now() + addressCounter) % 200}` },
  });
}

test('sign up from a guarded page, open the verification link from the mail, onboard, back to that page, edit the profile', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('newcomer');
  const context = await visitor(browser, baseURL as string);
  const page = await context.newPage();
  const cspViolations = await watchCsp(page);
  await page.goto('/my-debates');
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByTestId('sign-up-form');
  // The anti-bot check solves itself in a worker as soon as the form shows.
  await expect(form.getByText('Verified: you are not a robot')).toBeVisible({ timeout: 10_000 });
  expect(await runAxe(page)).toEqual([]);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Newc0merPass');
  await form.getByLabel('Confirm password').fill('Newc0merPass');
  const signUp = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-up/email'));
  await form.getByRole('button', { name: 'Create Account' }).click();
  expect(typeof (await signUp).postDataJSON().altcha).toBe('string');
  expect(cspViolations).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // Not confirmed yet: signing in is refused.
  expect(await (await context.request.get('/api/auth/get-session')).json()).toBeNull();

  const admin = await browser.newContext({ baseURL, storageState: storageStatePath('admin') });
  const link = await linkFromMail(admin, { to: email, subject: /Confirm your e-mail address/ }, 'Confirm my e-mail address');
  await admin.close();

  // As if opened from the mail client in a new tab: the remembered page travels in the link.
  const fromMail = await context.newPage();
  await page.close();
  await fromMail.goto(`${link.pathname}${link.search}`);
  await expect(fromMail).toHaveURL((url) => url.pathname === '/onboarding', { timeout: 15_000 });
  const flow = fromMail.getByTestId('onboarding-flow');
  await expect(flow).toBeVisible();
  // Every step skipped: the last one offers "Skip and finish".
  for (let step = 0; step < 6; step++) await flow.getByRole('button', { name: 'Skip', exact: true }).click();
  await flow.getByRole('button', { name: 'Skip and finish' }).click();
  await expect(fromMail).toHaveURL((url) => url.pathname === '/my-debates', { timeout: 10_000 });

  await fromMail.goto('/profile');
  const profile = fromMail.getByTestId('profile-form');
  await profile.getByLabel('Display name').fill('Nadia Newcomer');
  await profile.getByLabel('Bio (optional)').fill('New here, keen on education motions.');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(fromMail.getByText('Profile saved').first()).toBeVisible();
  const saved = (await (await context.request.get('/api/me/profile')).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ fullName: 'Nadia Newcomer', onboardingCompleted: true, emailVerified: true });
  await context.close();
});

test('forgot password: the mail’s link sets a new password, which then signs in', async ({ browser, baseURL }) => {
  const email = uniqueEmail('forgetful');
  const setup = await visitor(browser, baseURL as string);
  await createTestSession(setup.request, baseURL as string, { email, password: 'OldPassw0rd' });
  await setup.close();

  const context = await visitor(browser, baseURL as string);
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const view = page.getByTestId('reset-password-view');
  expect(await runAxe(page)).toEqual([]);
  await view.getByLabel('Email').fill(email);
  // Sent at once: the submit waits for the anti-bot check to finish.
  await view.getByRole('button', { name: 'Send reset link' }).click();
  await expect(view.getByTestId('reset-sent')).toContainText('Check your email');

  const admin = await browser.newContext({ baseURL, storageState: storageStatePath('admin') });
  const link = await linkFromMail(admin, { to: email, subject: /Reset your/ }, 'Choose a new password');
  await admin.close();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/reset-password');
  const reset = page.getByTestId('reset-password-form');
  expect(await runAxe(page)).toEqual([]);
  await reset.getByLabel('New password').fill('weak');
  await reset.getByLabel('Confirm password').fill('weak');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
  await reset.getByLabel('New password').fill('FreshPassw0rd');
  await reset.getByLabel('Confirm password').fill('FreshPassw0rd');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await expect(page.getByText('Password changed').first()).toBeVisible();

  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('FreshPassw0rd');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname !== '/auth', { timeout: 10_000 });

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('reset-invalid-link')).toBeVisible();
  await context.close();
});

test('six wrong passwords: the server says "Too many attempts"', async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL as string);
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  for (let attempt = 0; attempt < 6; attempt++) {
    // The browser's own limit (5 per 15 minutes) would answer first: start each try with a clean slate.
    await page.evaluate(() => localStorage.clear());
    await form.getByLabel('Email').fill(`victim${attempt}@example.org`);
    await form.getByLabel('Password', { exact: true }).fill('NotThePassw0rd');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  }
  await expect(page.getByText('Too many attempts').first()).toBeVisible();
  await context.close();
});

test('strangers’ wrong passwords do not lock the owner out: the form asks for the anti-bot check, then signs in', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('besieged');
  const setup = await visitor(browser, baseURL as string);
  await createTestSession(setup.request, baseURL as string, { email, password: 'OwnerPassw0rd' });
  await setup.close();
  // Five wrong passwords for that address, each from a network of its own.
  for (let i = 0; i < 5; i++) {
    const stranger = await visitor(browser, baseURL as string);
    const res = await stranger.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'GuessedPassw0rd' },
      headers: { origin: baseURL as string },
    });
    expect(res.status()).toBe(401);
    await stranger.close();
  }

  const context = await visitor(browser, baseURL as string);
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await expect(form.getByTestId('proof-of-work')).toHaveCount(0);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('OwnerPassw0rd');
  await form.getByRole('button', { name: 'Sign In' }).click();
  // The answer can take seconds while the other worker's journeys load the same 2 cores.
  await expect(form.getByTestId('auth-form-error')).toContainText('anti-bot check', { timeout: 20_000 });
  await expect(form.getByText('Verified: you are not a robot')).toBeVisible({ timeout: 10_000 });
  expect(await runAxe(page)).toEqual([]);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname !== '/auth', { timeout: 10_000 });
  expect(((await (await context.request.get('/api/auth/get-session')).json()) as { user: { email: string } }).user.email).toBe(
    email,
  );
  await context.close();
});

test.describe('the test-only sign-in page', () => {
  test('signs in with good tokens and goes on to the redirect', async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL as string);
    const tokens = await createTestSession(context.request, baseURL as string, { email: uniqueEmail('tester') });
    const page = await context.newPage();
    await page.goto(testAuthUrl(tokens, '/my-debates'));
    await expect(page).toHaveURL((url) => url.pathname === '/my-debates', { timeout: 10_000 });
    expect(page.url()).not.toContain('secret');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sdc_test_')));
    expect(keys.sort()).toEqual(['sdc_test_access_token', 'sdc_test_refresh_token', 'sdc_test_session_expires_at']);
    await context.close();
  });

  test('refuses a wrong secret and missing tokens with the spec’s messages', async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL as string);
    const tokens = await createTestSession(context.request, baseURL as string, { email: uniqueEmail('intruder') });
    const page = await context.newPage();
    await page.goto(testAuthUrl(tokens, '/', 'not-the-secret-at-all'));
    await expect(page.getByTestId('test-auth-error')).toContainText('Unauthorized test access');
    await page.goto(`/__test__/auth#secret=${E2E_TEST_AUTH_SECRET}`);
    await page.reload();
    await expect(page.getByTestId('test-auth-error')).toContainText('Missing tokens in hash');
    expect(await (await context.request.get('/api/auth/get-session')).json()).toBeNull();
    await context.close();
  });
});

test.describe('/auth/callback', () => {
  test('a cancelled Google sign-in returns to /auth and says so', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByText('Sign-in cancelled').first()).toBeVisible();
  });

  test('an unknown error code still gets a clear message', async ({ page }) => {
    await page.goto('/auth/callback#error=server_error');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByText('Google sign-in failed').first()).toBeVisible();
  });

  test('without a session, "Session Not Found"', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByText('Session Not Found').first()).toBeVisible();
  });
});

test('an invalid reset link explains itself', async ({ page }) => {
  await page.goto('/auth/reset-password?error=INVALID_TOKEN');
  await expect(page.getByTestId('reset-invalid-link')).toBeVisible();
  expect(await runAxe(page)).toEqual([]);
});

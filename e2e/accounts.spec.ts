// Accounts from end to end in the browser: onboarding and its banner, the
// profile form (with a picture upload and a taken username), the public profile,
// and settings (password, sessions, two-factor, deleting the account), plus axe
// on each of these pages. Every test makes its own user, and its own client IP
// (the server trusts X-Forwarded-For here), so the per-IP limits on /api/auth
// never couple the tests.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createTestSession, signInViaApi, type TestTokens, testAuthUrl } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { makePng } from './support/images.ts';

const PASSWORD = 'Passw0rdOk';

// Each journey signs up a user, walks several pages and runs axe: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `acct-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.org`;
}

function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

interface Member {
  context: BrowserContext;
  page: Page;
  email: string;
  tokens: TestTokens;
}

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
}

/**
 * A new user with a password, signed in in a new browser context and on `path`.
 * Signs in through the test-only page; where that page is not available, through
 * the sign-in endpoint.
 */
async function signUpMember(browser: Browser, baseURL: string, label: string, path = '/'): Promise<Member> {
  const context = await newContext(browser, baseURL);
  const email = uniqueEmail(label);
  const tokens = await createTestSession(context.request, baseURL, { email, password: PASSWORD });
  const page = await context.newPage();
  await page.goto(testAuthUrl(tokens, path));
  const landed = await page
    .waitForURL((url) => url.pathname === path.split(/[?#]/)[0], { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!landed) {
    await signInViaApi(context.request, baseURL, email, PASSWORD);
    await page.goto(path);
  }
  return { context, page, email, tokens };
}

async function ownProfile(request: APIRequestContext) {
  const res = await request.get('/api/me/profile');
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

/** The code an authenticator app shows for the secret, `offsetSteps` 30-second steps from now. */
function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  const key = base32.decode(secret.replace(/\s+/g, ''));
  return createOTP(key, { period: 30, digits: 6 }).hotp(Math.floor(Date.now() / 30_000) + offsetSteps);
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

test.describe('onboarding', () => {
  test('all seven steps, one skipped, fill the profile; the banner is gone afterwards', async ({ browser, baseURL }) => {
    const { context, page } = await signUpMember(browser, baseURL as string, 'onboard', '/onboarding');
    const flow = page.getByTestId('onboarding-flow');
    await expect(flow).toBeVisible();
    // The banner never shows on /onboarding itself.
    await expect(page.getByTestId('onboarding-banner')).toHaveCount(0);

    // 1. Display name: the name step comes first (e2e/onboarding.spec.ts covers it); kept as it is.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 1 of 7');
    await flow.getByRole('button', { name: 'Skip', exact: true }).click();

    // 2. Roles: Continue needs a main role.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 2 of 7');
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(flow.getByRole('alert')).toHaveText('Choose your main role, or skip this step.');
    await flow.getByRole('radio', { name: /^Judge/ }).check();
    await flow.getByRole('checkbox', { name: 'Debater' }).check();
    await flow.getByRole('button', { name: 'Continue' }).click();

    // 3. Experience: skipped.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 3 of 7');
    await expect(page.getByRole('heading', { name: 'How much have you debated?' })).toBeFocused();
    await flow.getByRole('button', { name: 'Skip', exact: true }).click();

    // 4. Topics, with a trip Back and forth that keeps what was chosen.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 4 of 7');
    await flow.getByRole('checkbox', { name: 'Education' }).check();
    await flow.getByRole('checkbox', { name: 'Health' }).check();
    await flow.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 3 of 7');
    await flow.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(flow.getByRole('checkbox', { name: 'Education' })).toBeChecked();
    await flow.getByRole('button', { name: 'Continue' }).click();

    // 5. Location: spec section 5's 3-100 characters.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 5 of 7');
    await flow.getByLabel('City or region').fill('NY');
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(flow.getByRole('alert')).toHaveText('Location must be 3-100 characters');
    await flow.getByLabel('City or region').fill('Leeds');
    await flow.getByRole('button', { name: 'Continue' }).click();

    // 6. Bio, with its live count.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 6 of 7');
    await flow.getByLabel('About you').fill('I judge on Thursdays.');
    await expect(flow.getByText('21/500')).toBeVisible();
    await flow.getByRole('button', { name: 'Continue' }).click();

    // 7. Picture: an upload, previewed, then Finish.
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 7 of 7');
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    await expect(flow.getByRole('img', { name: 'Preview of your profile picture' })).toBeVisible();
    await flow.getByRole('button', { name: 'Finish', exact: true }).click();

    await page.waitForURL('**/profile');
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
    const profile = await ownProfile(context.request);
    expect(profile).toMatchObject({
      onboardingCompleted: true,
      primaryRole: 'judge',
      allRoles: ['judge', 'debater'],
      debateExperience: null,
      preferredTopics: ['education', 'health'],
      location: 'Leeds',
      bio: 'I judge on Thursdays.',
    });
    expect(profile.avatarUrl).toMatch(/^\/api\/users\/.+\/avatar\?v=\d+$/);

    // The profile page shows the values; the public page shows roles and topics.
    await expect(page.getByLabel('Location (optional)')).toHaveValue('Leeds');
    await expect(page.getByLabel('Bio (optional)')).toHaveValue('I judge on Thursdays.');
    await page.goto(`/user/${profile.id}`);
    await expect(page.getByText('Judge · main role')).toBeVisible();
    await expect(page.getByText('Education', { exact: true })).toBeVisible();
    await expect(page.getByText('Not shared yet.')).toBeVisible(); // the skipped experience

    // Done: no banner anywhere, and /onboarding says so.
    await page.goto('/debates');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('onboarding-banner')).toHaveCount(0);
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
    await page.getByRole('button', { name: 'Go through the steps again' }).click();
    await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 1 of 7');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Judge/ })).toBeChecked();
    await context.close();
  });

  test('the banner appears for a new user, and Dismiss hides it for the session', async ({ browser, baseURL }) => {
    const { context, page } = await signUpMember(browser, baseURL as string, 'banner', '/debates');
    const banner = page.getByTestId('onboarding-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Finish setting up your profile');
    await expect(banner.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/onboarding');

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    // Still hidden on other pages and after a reload: the flag is in session storage.
    await page.goto('/clubs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.some((key) => key.startsWith('sdc_onboarding_banner_dismissed'))).toBe(true);

    // A new browser session of the same user sees it again.
    const again = await context.newPage();
    await again.goto('/events');
    await expect(again.getByTestId('onboarding-banner')).toBeVisible();
    await context.close();
  });

  test('signed-out visitors never load the profile or see the banner', async ({ browser, baseURL }) => {
    const context = await newContext(browser, baseURL as string);
    const page = await context.newPage();
    const profileReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/profile')) profileReads.push(request.url());
    });
    await page.goto('/');
    await page.goto('/debates');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('onboarding-banner')).toHaveCount(0);
    expect(profileReads).toEqual([]);
    await context.close();
  });
});

test.describe('profile', () => {
  test('members edit their profile, upload a picture, and see a taken username on the field', async ({ browser, baseURL }) => {
    const other = await signUpMember(browser, baseURL as string, 'taken');
    const takenName = `taken_${Date.now().toString(36)}`.slice(0, 20);
    const claimed = await other.context.request.patch('/api/me/profile', {
      data: { displayName: 'Other Member', username: takenName },
      headers: { origin: baseURL as string },
    });
    expect(claimed.status()).toBe(200);

    const { context, page } = await signUpMember(browser, baseURL as string, 'edit', '/profile');
    const form = page.getByTestId('profile-form');
    await expect(form).toBeVisible();

    await form.getByLabel('Display name').fill('Maya Okafor');
    await form.getByLabel('Username (optional)').fill(takenName);
    await form.getByLabel('Location (optional)').fill('NY');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Location must be 3-100 characters')).toBeVisible();

    await form.getByLabel('Location (optional)').fill('Leeds');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('This username is already taken')).toBeVisible();
    await expect(form.getByLabel('Username (optional)')).toBeFocused();

    const username = `maya_${Date.now().toString(36)}`.slice(0, 20);
    await form.getByLabel('Username (optional)').fill(username);
    await form.getByLabel('Bio (optional)').fill('Debating since 2019.');
    await expect(form.getByText('20/500')).toBeVisible();
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(900) });
    await expect(form.getByRole('img', { name: 'Preview of your profile picture' })).toHaveAttribute('src', /^data:image\//);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    const profile = await ownProfile(context.request);
    expect(profile).toMatchObject({ fullName: 'Maya Okafor', username, location: 'Leeds', bio: 'Debating since 2019.' });
    expect(profile.avatarUrl).toMatch(/^\/api\/users\/.+\/avatar\?v=\d+$/);
    // Scaled down in the browser: at most 512 px, whatever was chosen.
    const picture = await context.request.get(profile.avatarUrl as string);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
    await expect(page.getByLabel('Username (optional)')).toHaveValue(username);
    await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', `/user/${profile.id}`);

    // Removing the picture.
    await form.getByRole('button', { name: 'Remove picture' }).click();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect.poll(async () => (await ownProfile(context.request)).avatarUrl).toBeNull();
    await context.close();
    await other.context.close();
  });

  test('the public profile never shows the e-mail, and an unknown id is a clear 404', async ({ browser, baseURL }) => {
    const member = await signUpMember(browser, baseURL as string, 'public');
    const saved = await member.context.request.patch('/api/me/profile', {
      data: { displayName: 'Lena Moreau', bio: 'Policy debater.', location: 'Lyon' },
      headers: { origin: baseURL as string },
    });
    expect(saved.status()).toBe(200);
    const { id } = await ownProfile(member.context.request);

    const visitor = await newContext(browser, baseURL as string);
    const page = await visitor.newPage();
    await page.goto(`/user/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lena Moreau' })).toBeVisible();
    await expect(page.getByText('Lyon')).toBeVisible();
    await expect(page.getByText('Policy debater.')).toBeVisible();
    await expect(page.getByText(/^Member since /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No rated debates yet' })).toBeVisible();
    expect(await page.content()).not.toContain(member.email);
    await expectNoAxeViolations(page, `/user/${id}`);

    await page.goto('/user/no-such-member');
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await visitor.close();
    await member.context.close();
  });
});

test.describe('one name per person', () => {
  // Issue #17: the header took its name from the e-mail ("acct-names-…-1" → "AN") and the
  // first two words ("Nia Ngozi Okafor" → "NN"), the profile the username and the first and last ("NO").
  test('the header shows the name and initials the profile shows, before and after a full name is set', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signUpMember(browser, baseURL as string, 'names', '/profile');
    const headerInitials = page.getByTestId('account-menu-trigger').locator('span[aria-hidden="true"]').first();
    const heading = page.getByRole('heading', { level: 1 });
    // The placeholder beside the profile's heading (no picture yet).
    const profileInitials = heading.locator('xpath=../preceding-sibling::span[1]');

    const expectSameNameEverywhere = async (name: string, initials: string) => {
      await expect(heading).toHaveText(name);
      await expect(profileInitials).toHaveText(initials);
      await expect(headerInitials).toHaveText(initials);
      await page.getByTestId('account-menu-trigger').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    };

    // No full name yet: the username everywhere (never the part of the address before the @).
    const { username } = await ownProfile(context.request);
    expect(typeof username).toBe('string');
    const words = String(username)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const usernameInitials = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
    await expectSameNameEverywhere(String(username), usernameInitials);

    const saved = await context.request.patch('/api/me/profile', {
      data: { displayName: 'Nia Ngozi Okafor', username: String(username) },
      headers: { origin: baseURL as string },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expectSameNameEverywhere('Nia Ngozi Okafor', 'NO');
    await expectNoAxeViolations(page, '/profile (names)');
    await context.close();
  });
});

test.describe('settings', () => {
  test('changing the password: the new one signs in, the old one no longer does', async ({ browser, baseURL }) => {
    const { context, page, email } = await signUpMember(browser, baseURL as string, 'password', '/settings#password');
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Current password').fill('Wrong-Passw0rd');
    await form.getByLabel('New password', { exact: true }).fill('N3wPassword');
    await form.getByLabel('Confirm new password').fill('N3wPassword');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('weakpass');
    await form.getByLabel('Confirm new password').fill('weakpass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must contain at least one uppercase letter')).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('N3wPassword');
    await form.getByLabel('Confirm new password').fill('N3wPassword');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const fresh = await newContext(browser, baseURL as string);
    const old = await fresh.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL as string },
    });
    expect(old.status()).toBe(401);
    await signInViaApi(fresh.request, baseURL as string, email, 'N3wPassword');
    expect((await ownProfile(fresh.request)).email).toBe(email);
    await fresh.close();
    await context.close();
  });

  test('sessions: this device is marked, and another session can be revoked', async ({ browser, baseURL }) => {
    const { context, page, email } = await signUpMember(browser, baseURL as string, 'sessions');
    // Two more devices: one to revoke by itself, one left for "Sign out of other devices".
    await createTestSession(context.request, baseURL as string, { email });
    const second = await createTestSession(context.request, baseURL as string, { email });
    const bearer = { authorization: `Bearer ${second.access_token}` };
    expect((await context.request.get('/api/me/profile', { headers: bearer })).status()).toBe(200);

    await page.goto('/settings#sessions');
    const rows = page.getByTestId('session-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    expect(before).toBeGreaterThanOrEqual(3);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');

    await rows
      .nth(1)
      .getByRole('button', { name: /^Revoke/ })
      .click();
    await expect(page.getByText('Session revoked')).toBeVisible();
    await expect(rows).toHaveCount(before - 1);

    await page.getByRole('button', { name: 'Sign out of other devices' }).click();
    await expect(page.getByText('Signed out of other devices')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect((await context.request.get('/api/me/profile', { headers: bearer })).status()).toBe(401);

    // Everywhere: this browser too.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('You have been signed out successfully')).toBeVisible();
    expect((await context.request.get('/api/me/profile')).status()).toBe(401);
    await context.close();
  });

  test('two-factor: enrol with the QR secret, then signing in asks for a code', async ({ browser, baseURL }) => {
    const { context, page, email } = await signUpMember(browser, baseURL as string, 'totp', '/settings#two-factor');
    const section = page.locator('#two-factor');
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await section.getByLabel('Password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{16,}$/);

    await section.getByLabel('Code from the app').fill('000000');
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(section.getByText(/That code is not correct/)).toBeVisible();
    const enrolCode = await totpCode(secret);
    await section.getByLabel('Code from the app').fill(enrolCode);
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(section.getByTestId('backup-codes')).toBeVisible();
    await expect(section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    expect((await ownProfile(context.request)).twoFactorEnabled).toBe(true);
    await expectNoAxeViolations(page, '/settings with two-factor on');

    // Signed out, a password alone is not enough any more: the server asks for the second factor.
    const probe = await newContext(browser, baseURL as string);
    const attempt = await probe.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL as string },
    });
    expect(await attempt.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await (await probe.request.get('/api/auth/get-session')).json()).toBeNull();
    await probe.close();

    await context.clearCookies();
    await page.goto('/auth');
    const signIn = page.getByTestId('sign-in-form');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    const codeField = page.getByLabel(/code/i).first();
    await expect(codeField).toBeVisible();
    // The enrolment code cannot be used twice; the next step's code is accepted.
    await codeField.fill(await totpCode(secret, 1));
    await page
      .getByRole('button', { name: /verify|continue|sign in/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    expect((await ownProfile(context.request)).email).toBe(email);
    await context.close();
  });

  test('deleting the account asks for the password, signs out and goes home', async ({ browser, baseURL }) => {
    const { context, page, email } = await signUpMember(browser, baseURL as string, 'delete', '/settings#delete-account');
    const { id } = await ownProfile(context.request);
    await page.locator('#delete-account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await expectNoAxeViolations(page, 'delete account dialog');

    await dialog.getByLabel('Your password').fill('Not-the-passw0rd');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not correct.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    expect((await context.request.get('/api/me/profile')).status()).toBe(401);
    expect((await context.request.get(`/api/users/${id}`)).status()).toBe(404);
    const again = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL as string },
    });
    expect(again.status()).toBe(401);
    await context.close();
  });
});

test.describe('connected accounts', () => {
  // The e2e server's "Google" is the loopback OpenID provider started by global setup (tests/oidc-provider.ts).
  async function signInAtGoogle(page: Page, email: string) {
    await expect(page).toHaveTitle(/loopback OIDC/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('a password account links Google from settings, then unlinks it', async ({ browser, baseURL }) => {
    const { context, page } = await signUpMember(browser, baseURL as string, 'link', '/settings#identities');
    const section = page.locator('#identities');
    await expect(section.getByText('E-mail and password')).toBeVisible();
    await section.getByRole('button', { name: 'Link Google' }).click();
    await signInAtGoogle(page, `link-${Date.now()}@gmail.example`);

    await expect(page).toHaveURL((url) => url.pathname === '/settings', { timeout: 15_000 });
    await expect(section.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
    const providers = async () =>
      ((await (await context.request.get('/api/auth/list-accounts')).json()) as { providerId: string }[])
        .map((account) => account.providerId)
        .sort();
    expect(await providers()).toEqual(['credential', 'google']);

    await section.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(page.getByText('Google unlinked')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Link Google' })).toBeVisible();
    expect(await providers()).toEqual(['credential']);
    await context.close();
  });

  test('a Google-only account keeps its last sign-in method and deletes itself without a password', async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, baseURL as string);
    const page = await context.newPage();
    // Started as /auth's Google button does (that screen belongs to the sign-in journeys).
    const started = await context.request.post('/api/auth/sign-in/social', {
      data: { provider: 'google', callbackURL: '/' },
      headers: { origin: baseURL as string },
    });
    expect(started.status(), await started.text()).toBe(200);
    await page.goto(((await started.json()) as { url: string }).url);
    await signInAtGoogle(page, `only-${Date.now()}@gmail.example`);
    await expect(page).toHaveURL((url) => url.pathname !== '/auth' && !url.pathname.startsWith('/auth/'), {
      timeout: 15_000,
    });

    await page.goto('/settings');
    await expect(page.locator('#password')).toContainText('You sign in with Google');
    await expect(page.locator('#two-factor')).toContainText('you sign in with Google');
    await page.locator('#identities').getByRole('button', { name: 'Unlink Google' }).click();
    await expect(page.getByText("You can't unlink your last account")).toBeVisible();
    await expectNoAxeViolations(page, '/settings of a Google-only account');

    await page.locator('#delete-account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('no password is needed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Account deleted')).toBeVisible();
    expect((await context.request.get('/api/me/profile')).status()).toBe(401);
    await context.close();
  });
});

test('accessibility: onboarding, profile, settings and a public profile have no axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await signUpMember(browser, baseURL as string, 'axe', '/onboarding');
  await expect(page.getByTestId('onboarding-flow')).toBeVisible();
  await expectNoAxeViolations(page, '/onboarding');
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByTestId('onboarding-step-count')).toHaveText('Step 2 of 7');
  await expectNoAxeViolations(page, '/onboarding step 2');

  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await expect(page.locator('#email-pref-newsletter')).toBeVisible();
  await expect(page.getByTestId('onboarding-banner')).toBeVisible();
  await expectNoAxeViolations(page, '/profile');

  await page.goto('/settings');
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await expectNoAxeViolations(page, '/settings');
  await page.locator('#two-factor').getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expectNoAxeViolations(page, '/settings two-factor step 1');

  const { id } = await ownProfile(context.request);
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/user/{id}');
  await context.close();
});

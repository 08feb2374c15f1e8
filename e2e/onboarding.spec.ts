// Onboarding that remembers (issue #17): each step is saved as it is left, so a
// newcomer who answers three steps and leaves comes back, in this browser or
// another, to step 4 with the answers kept. The flow asks for the display name
// (prefilled from the account), and every answer stays editable on /profile,
// with the private phone number (international format, stored as E.164).
// Axe runs on each page touched.
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createTestSession, testAuthUrl } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';

test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Passw0rdOk';

function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** A browser context signed in as `email` (the user is made on first use, named `name`), on `path`. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  name = 'Nia Newcomer',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const tokens = await createTestSession(context.request, baseURL, { email, name, password: PASSWORD });
  const page = await context.newPage();
  await page.goto(testAuthUrl(tokens, path));
  await page.waitForURL((url) => url.pathname === path);
  return { context, page };
}

async function ownProfile(request: APIRequestContext) {
  const res = await request.get('/api/me/profile');
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

test('a newcomer answers three steps, leaves, and resumes at step 4 with the answers kept, on any device', async ({
  browser,
  baseURL,
}) => {
  const email = `onboard-resume-${Date.now().toString(36)}-${process.pid}@example.org`;
  const { context, page } = await signedIn(browser, baseURL as string, email, '/onboarding');
  const flow = page.getByTestId('onboarding-flow');
  const stepCount = page.getByTestId('onboarding-step-count');

  // 1. The display name, prefilled from the account.
  await expect(stepCount).toHaveText('Step 1 of 7');
  await expect(page.getByRole('heading', { name: 'What should we call you?' })).toBeVisible();
  const name = flow.getByLabel('Display name');
  await expect(name).toHaveValue('Nia Newcomer');
  await expectNoAxeViolations(page, '/onboarding name step');
  await name.fill('R2-D2');
  await flow.getByRole('button', { name: 'Continue' }).click();
  await expect(flow.getByRole('alert')).toHaveText(/^Name must be/);
  await name.fill('Nia Okafor');
  await flow.getByRole('button', { name: 'Continue' }).click();

  // 2. Roles.
  await expect(stepCount).toHaveText('Step 2 of 7');
  await flow.getByRole('radio', { name: /^Judge/ }).check();
  await flow.getByRole('checkbox', { name: 'Debater' }).check();
  await flow.getByRole('button', { name: 'Continue' }).click();

  // 3. Experience.
  await expect(stepCount).toHaveText('Step 3 of 7');
  await flow.getByRole('radio', { name: /^Regular debater/ }).check();
  await flow.getByRole('button', { name: 'Continue' }).click();
  await expect(stepCount).toHaveText('Step 4 of 7');

  // Saved on the profile as each step was left, without completing onboarding.
  expect(await ownProfile(context.request)).toMatchObject({
    fullName: 'Nia Okafor',
    primaryRole: 'judge',
    allRoles: ['judge', 'debater'],
    debateExperience: 'intermediate',
    onboardingStep: 'topics',
    onboardingCompleted: false,
  });

  // Leave, and come back: step 4, and Back shows the answers given.
  await page.goto('/debates');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/onboarding');
  await expect(stepCount).toHaveText('Step 4 of 7');
  await expect(page.getByRole('heading', { name: 'What would you like to debate?' })).toBeVisible();
  await page.reload();
  await expect(stepCount).toHaveText('Step 4 of 7');
  await flow.getByRole('button', { name: 'Back' }).click();
  await expect(flow.getByRole('radio', { name: /^Regular debater/ })).toBeChecked();
  await flow.getByRole('button', { name: 'Back' }).click();
  await expect(flow.getByRole('radio', { name: /^Judge/ })).toBeChecked();
  await expect(flow.getByRole('checkbox', { name: 'Debater' })).toBeChecked();
  await flow.getByRole('button', { name: 'Back' }).click();
  await expect(flow.getByLabel('Display name')).toHaveValue('Nia Okafor');

  // Another device (a second browser signed in as the same person) resumes at step 4 too.
  const other = await signedIn(browser, baseURL as string, email, '/onboarding');
  await expect(other.page.getByTestId('onboarding-step-count')).toHaveText('Step 4 of 7');
  const otherFlow = other.page.getByTestId('onboarding-flow');
  await otherFlow.getByRole('checkbox', { name: 'Health' }).check();
  await otherFlow.getByRole('button', { name: 'Continue' }).click();
  await expect(other.page.getByTestId('onboarding-step-count')).toHaveText('Step 5 of 7');
  await expectNoAxeViolations(other.page, '/onboarding resumed');
  for (const _ of [5, 6]) await otherFlow.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(other.page.getByTestId('onboarding-step-count')).toHaveText('Step 7 of 7');
  await otherFlow.getByRole('button', { name: 'Skip and finish' }).click();
  await other.page.waitForURL('**/profile');
  expect(await ownProfile(other.context.request)).toMatchObject({
    onboardingCompleted: true,
    onboardingStep: null,
    fullName: 'Nia Okafor',
    primaryRole: 'judge',
    debateExperience: 'intermediate',
    preferredTopics: ['health'],
  });
  await other.context.close();
  await context.close();
});

test('every onboarding answer is editable on /profile, with a private phone number in international format', async ({
  browser,
  baseURL,
}) => {
  const email = `onboard-profile-${Date.now().toString(36)}-${process.pid}@example.org`;
  const { context, page } = await signedIn(browser, baseURL as string, email, '/profile', 'Omar Farouk');
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();

  await form.getByLabel('Main role (optional)').selectOption('organizer');
  await form.getByLabel('Debate experience (optional)').selectOption('beginner');
  await form
    .getByRole('group', { name: /Other roles/ })
    .getByRole('checkbox', { name: 'Judge' })
    .check();
  const topics = form.getByRole('group', { name: /Topics you would like to debate/ });
  await topics.getByRole('checkbox', { name: 'Education' }).check();
  await topics.getByRole('checkbox', { name: 'Health' }).check();

  // The phone number: refused unless in international format.
  const phone = form.getByLabel('Phone (optional)');
  await phone.fill('12');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Enter a phone number in international format/)).toBeVisible();
  await expectNoAxeViolations(page, '/profile with a refused phone number');
  expect((await ownProfile(context.request)).phone).toBeNull();

  await phone.fill('+44 20 7946 0958');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const saved = await ownProfile(context.request);
  expect(saved).toMatchObject({
    phone: '+442079460958',
    primaryRole: 'organizer',
    allRoles: ['organizer', 'judge'],
    debateExperience: 'beginner',
    preferredTopics: ['education', 'health'],
  });

  // After a reload the form shows what was saved, the number in its stored form.
  await page.reload();
  await expect(form.getByLabel('Main role (optional)')).toHaveValue('organizer');
  await expect(form.getByLabel('Debate experience (optional)')).toHaveValue('beginner');
  await expect(topics.getByRole('checkbox', { name: 'Health' })).toBeChecked();
  await expect(phone).toHaveValue('+442079460958');
  await expectNoAxeViolations(page, '/profile with onboarding answers and a phone number');

  // Clearing an answer on the profile clears it.
  await form.getByLabel('Debate experience (optional)').selectOption('');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect.poll(async () => (await ownProfile(context.request)).debateExperience).toBeNull();

  // The public page never shows the phone number.
  await page.goto(`/user/${saved.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Organizer · main role')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('7946');
  await context.close();
});

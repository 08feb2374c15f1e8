// Push notifications on the settings page, in Chromium: the section says what
// this browser can do and what it allows the site; turning notifications on
// either works or says plainly why it cannot (a headless browser reaches no push
// service, and the site never pretends otherwise); the kinds are saved per
// account and show when an e-mail switch holds one back; axe finds nothing.
// Delivery itself is tested against a loopback push service in
// src/server/modules/push/push.integration.test.ts.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createTestSession, signInViaApi } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';

test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'Passw0rdOk';
let counter = 0;

async function member(browser: Browser, baseURL: string, grant: boolean) {
  counter += 1;
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    // The app's service worker may run: push needs it.
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  if (grant) await context.grantPermissions(['notifications'], { origin: baseURL });
  const email = `push-${Date.now().toString(36)}-${process.pid}-${counter}@example.org`;
  await createTestSession(context.request, baseURL, { email, name: 'Push Person', password: PASSWORD });
  await signInViaApi(context.request, baseURL, email, PASSWORD);
  const page = await context.newPage();
  return { context, page };
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

const section = (page: Page) => page.getByRole('region', { name: 'Push notifications' });

test('the section tells the truth about this browser, and the kinds are saved per account', async ({ browser, baseURL }) => {
  const { context, page } = await member(browser, baseURL as string, true);
  await page.goto('/settings#push-notifications');
  const push = section(page);
  await expect(push.getByRole('heading', { name: 'Push notifications' })).toBeVisible();
  await expect(push.getByTestId('push-support')).toContainText('This browser can receive push notifications');
  await expect(push.getByTestId('push-support')).toContainText('Allowed');
  const thisBrowser = push.getByRole('checkbox', { name: 'Send notifications to this browser' });
  await expect(thisBrowser).toBeEnabled();
  await expect(thisBrowser).not.toBeChecked();
  await expect(push.getByTestId('push-browser-count')).toHaveText('No browser of yours receives notifications yet.');
  await expectNoAxeViolations(page, '/settings#push-notifications');

  // Turning it on: either the browser registers with its push service and the
  // site saves it, or the section says why not, and the switch stays off.
  await thisBrowser.click();
  const failure = push.getByRole('alert');
  const on = push.getByText('On: the kinds you choose below arrive here');
  await expect(failure.or(on)).toBeVisible({ timeout: 20_000 });
  const settings = async () => (await context.request.get('/api/me/push-preferences')).json();
  if (await failure.isVisible()) {
    await expect(failure).toContainText(/push service|service worker/);
    await expect(thisBrowser).not.toBeChecked();
    expect((await settings()).subscriptions).toBe(0);
    await expectNoAxeViolations(page, '/settings#push-notifications with the error');
  } else {
    await expect(thisBrowser).toBeChecked();
    expect((await settings()).subscriptions).toBe(1);
  }

  // The kinds: saved at once, kept across a reload.
  const results = push.getByRole('checkbox', { name: 'Results of your debate are out' });
  await results.click();
  await expect(results).toBeChecked();
  await expect.poll(async () => (await settings()).preferences.resultsOut).toBe(true);

  // An e-mail switch turned off holds its kind back, and the section says so.
  const res = await context.request.put('/api/me/email-preferences', {
    data: { judgeAssignments: false },
    headers: { origin: baseURL as string },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  await expect(results).toBeChecked();
  await expect(push.getByRole('checkbox', { name: 'You were assigned as a judge' })).toHaveAccessibleDescription(
    /Not sent while your “Judge assignments” e-mails are turned off/,
  );
  await expectNoAxeViolations(page, '/settings#push-notifications with a kind held back');
  await context.close();
});

test('without permission, the switch says notifications were not allowed', async ({ browser, baseURL }) => {
  const { context, page } = await member(browser, baseURL as string, false);
  await page.goto('/settings#push-notifications');
  const push = section(page);
  const thisBrowser = push.getByRole('checkbox', { name: 'Send notifications to this browser' });
  await expect(thisBrowser).toBeEnabled();
  await thisBrowser.click();
  await expect(push.getByRole('alert')).toContainText(/blocked notifications|not allowed|blocked for this site/);
  await expect(thisBrowser).not.toBeChecked();
  await expectNoAxeViolations(page, '/settings#push-notifications refused');
  await context.close();
});

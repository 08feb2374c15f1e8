// The admin settings in the browser against the real server: an admin sets a
// maintenance banner and a signed-out visitor sees it at the top of the home
// page; the admin closes registration (after a confirmation) and the sign-up
// form says so before anyone types; then everything is put back. Other specs
// run at the same time on the same server, so each change is undone as soon as
// it has been seen, and a `finally` restores the settings as they were; axe on
// the settings page.
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { SiteSettingsView } from '#shared/admin/settings/contract.ts';
import { REGISTRATION_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const SETTINGS_API = '/api/admin/settings';

/** A fresh signed-out browser (no cached answers from an earlier visit). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

async function save(page: Page) {
  const form = page.getByTestId('site-settings-form');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved');
}

test('an admin sets a banner and closes registration, a visitor sees both, and the settings are restored', async ({
  browser,
}) => {
  const admin = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  const page = await admin.newPage();
  const original = (await (await admin.request.get(SETTINGS_API)).json()) as SiteSettingsView;
  const banner = `Planned maintenance tonight ${Date.now().toString(36)}`;

  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = page.getByTestId('site-settings-form');
    await expect(form.getByLabel('Banner text')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/settings');

    // A banner too long is refused on its field before anything is sent.
    await form.getByLabel('Banner text').fill('x'.repeat(281));
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('At most 280 characters')).toBeVisible();

    // The banner, seen by a signed-out visitor at the top of the home page; then taken down.
    await form.getByLabel('Banner text').fill(banner);
    await save(page);
    const guest = await visitor(browser);
    try {
      await guest.page.goto('/');
      await expect(guest.page.getByTestId('maintenance-banner')).toHaveText(banner);
      await expect(guest.page.getByRole('status').filter({ hasText: banner })).toBeVisible();
    } finally {
      await guest.context.close();
    }
    await form.getByLabel('Banner text').fill('');
    await save(page);

    // Closing registration asks first; the sign-up form then says so before anyone types.
    await form.getByLabel('Registration open').uncheck();
    await form.getByRole('button', { name: 'Save settings' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save these settings?' });
    await expect(confirm).toContainText('Nobody can create a new account');
    await expectNoAxeViolations(page, '/admin/settings (confirmation)');
    await confirm.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Settings saved');
    const newcomer = await visitor(browser);
    try {
      await newcomer.page.goto('/auth?tab=register');
      const closed = newcomer.page.getByTestId('registration-closed');
      await expect(closed).toContainText(REGISTRATION_MESSAGES.disabled);
      await expect(closed).toContainText(REGISTRATION_MESSAGES.closedNotice);
      await expect(newcomer.page.getByTestId('sign-up-form')).toHaveCount(0);
    } finally {
      await newcomer.context.close();
    }
    // Reopened at once: other journeys sign people up at the same time.
    await form.getByLabel('Registration open').check();
    await save(page);
    await expect(form.getByLabel('Registration open')).toBeChecked();
  } finally {
    const res = await admin.request.patch(SETTINGS_API, {
      headers: { origin: baseURL() },
      data: {
        siteName: original.siteName,
        siteDescription: original.siteDescription,
        maintenanceBanner: original.maintenanceBanner,
        emailSenderName: original.emailSenderName,
        registrationOpen: original.registrationOpen,
        judgeApplicationsOpen: original.judgeApplicationsOpen,
      },
    });
    expect(res.status()).toBe(200);
    await admin.close();
  }
});

// The admin e-mails in the browser against the real server: an admin composes
// an announcement to a small club, previews it, sends a test to themself and
// then to the club (after a confirmation naming the count); the mails are in
// the queue, whose detail shows the mail in a sandboxed frame, and in the
// outbox. A schedule created in the form is run by the worker and its mail
// arrives in the outbox. Templates preview and test-send. Axe on each tab.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AudienceChoices, AudienceSummary } from '#shared/admin/emails/contract.ts';
import { storageStatePath } from './support/auth.ts';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, formatViolations, runAxe } from './support/axe.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const ADMIN_EMAIL = 'admin@sdc.local';

/**
 * Axe on the page; with a mail's preview on it, the sandboxed frame (which runs
 * no script, so axe cannot enter it) is checked as an element — its title — and
 * not entered: its content is the mail, not the admin page.
 */
async function expectNoAxeViolations(page: Page, where: string) {
  if (page.frames().length === 1) {
    expect(formatViolations(where, await runAxe(page))).toBe(`${where}: no violations`);
    return;
  }
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(formatViolations(where, results.violations)).toBe(`${where}: no violations`);
}

async function adminContext(browser: import('@playwright/test').Browser) {
  return browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce', storageState: storageStatePath('admin') });
}

/** Waits until the outbox lists a mail to `to` whose subject contains `subject`; answers how many. */
async function expectInOutbox(context: BrowserContext, to: string, subject: string, timeout = 60_000) {
  const page = await context.newPage();
  try {
    const item = page
      .getByRole('listitem')
      .filter({ hasText: `to ${to}` })
      .filter({ hasText: subject });
    await expect
      .poll(
        async () => {
          await page.goto('/dev/outbox');
          return item.count();
        },
        { timeout, intervals: [500, 1000, 2000], message: `a mail to ${to} with subject ${subject}` },
      )
      .toBeGreaterThan(0);
    return item.count();
  } finally {
    await page.close();
  }
}

/** The demo club with the fewest members who can receive an announcement (at least one). */
async function smallestClub(context: BrowserContext) {
  const choices = (await (await context.request.get('/api/admin/emails/audience/choices?kind=club')).json()) as AudienceChoices;
  let best: { id: string; label: string; recipients: number } | null = null;
  for (const club of choices.items) {
    const summary = (await (
      await context.request.get(`/api/admin/emails/audience?kind=club&clubId=${club.id}`)
    ).json()) as AudienceSummary;
    if (summary.recipients > 0 && (!best || summary.recipients < best.recipients)) {
      best = { ...club, recipients: summary.recipients };
    }
  }
  expect(best, 'a demo club with members').not.toBeNull();
  return best as NonNullable<typeof best>;
}

test('an admin announces to a small club: preview, test to self, send; the mails are in the queue and the outbox', async ({
  browser,
}) => {
  const context = await adminContext(browser);
  const page = await context.newPage();
  const club = await smallestClub(context);
  const subject = `Club night moved ${Date.now().toString(36)}`;

  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Queue', selected: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter the e-mail queue' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/emails (queue)');

  await page.getByRole('tab', { name: 'Announcements' }).click();
  const form = page.getByRole('form', { name: 'Compose an announcement' });
  // Nothing written: the fields say so before anything is sent.
  await form.getByRole('button', { name: /^Send/ }).last().click();
  await expect(form.getByText('Write a subject')).toBeVisible();

  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('<p>This week we meet in <strong>Room 5</strong>.</p><script>alert(1)</script>');
  await form.getByLabel('Priority').selectOption('high');
  await form.getByLabel('Send to').selectOption('club');
  await form.getByLabel('Find a club').fill(club.label);
  await form.getByRole('combobox', { name: /^Club/ }).selectOption(club.id);
  await expect(form.getByTestId('audience-reach')).toContainText(
    `${club.recipients} ${club.recipients === 1 ? 'person' : 'people'} will receive it`,
  );
  await expectNoAxeViolations(page, '/admin/emails (announcements)');

  await form.getByRole('button', { name: 'Preview' }).click();
  const frame = page.frameLocator('iframe[title="Preview of the announcement as recipients see it"]');
  await expect(frame.getByText('This week we meet in')).toBeVisible();
  await expect(page.getByTestId('preview-subject')).toHaveText(subject);
  await expect(page.locator('iframe[title="Preview of the announcement as recipients see it"]')).toHaveAttribute('sandbox', '');

  await form.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expectInOutbox(context, ADMIN_EMAIL, subject);

  await form.getByRole('button', { name: `Send to ${club.recipients} ${club.recipients === 1 ? 'person' : 'people'}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(confirm).toContainText(`Members of ${club.label}`);
  await expectNoAxeViolations(page, '/admin/emails (send confirmation)');
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(form.getByTestId('announcement-outcome')).toContainText(`queued for ${club.recipients}`);
  await expect(page.getByRole('table', { name: /Announcements sent/ }).getByText(subject)).toBeVisible();

  // In the queue, filtered by template; the detail shows the mail in a sandboxed frame.
  await page.getByRole('tab', { name: 'Queue' }).click();
  const filters = page.getByRole('form', { name: 'Filter the e-mail queue' });
  await filters.getByLabel('Template').selectOption('announcement');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/templateId=announcement/);
  const table = page.getByRole('table', { name: /E-mails matching the filters/ });
  await expect(table.getByRole('row').filter({ hasText: subject }).first()).toBeVisible();
  await table.getByRole('row').filter({ hasText: subject }).first().getByRole('link').click();
  const detail = page.getByRole('dialog', { name: /^E-mail to / });
  await expect(detail).toBeVisible();
  await expect(detail.frameLocator('iframe').getByText('This week we meet in')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // And delivered: the members' mails reach the outbox.
  const [queued] = (
    await (await context.request.get(`/api/admin/emails/queue?templateId=announcement&limit=100`)).json()
  ).items.filter((m: { referenceKey: string | null }) => m.referenceKey?.startsWith('announcement:'));
  expect(queued).toBeDefined();
  await expectInOutbox(context, queued.toEmail, subject);
  await context.close();
});

test('a schedule created in the form is run by the worker and its mail reaches the outbox', async ({ browser }) => {
  const context = await adminContext(browser);
  const page = await context.newPage();
  const tag = Date.now().toString(36);
  const address = `scheduled-${tag}@example.org`;
  const title = `Scheduled hello ${tag}`;

  await page.goto('/admin/emails?tab=schedules');
  await expect(page.getByRole('tab', { name: 'Schedules', selected: true })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/emails (schedules)');

  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  await dialog.getByLabel('Name').fill(`Hello ${tag}`);
  await dialog.getByRole('combobox', { name: /^Template/ }).selectOption('announcement');
  await dialog
    .getByLabel('Template data (JSON)')
    .fill(JSON.stringify({ title, contentHtml: '<p>Scheduled for you.</p>', priority: 'normal' }));
  await dialog.getByRole('textbox', { name: 'Addresses' }).fill(address);
  // Due now: the current minute in the browser's zone (the server allows a minute of slack).
  const seconds = new Date().getSeconds();
  if (seconds > 40) await page.waitForTimeout((61 - seconds) * 1000);
  const now = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await dialog.getByLabel('First time').fill(now);
  await expectNoAxeViolations(page, '/admin/emails (new schedule)');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `Hello ${tag}` })).toBeVisible();

  await expectInOutbox(context, address, title, 90_000);
  // A one-off schedule is spent once it ran.
  const row = page.getByRole('row').filter({ hasText: `Hello ${tag}` });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(row).toBeVisible();
        return row.getByText('Paused').count();
      },
      { intervals: [1000, 2000] },
    )
    .toBe(1);
  await context.close();
});

test('templates preview with their sample and send a test; axe on the tab', async ({ browser }) => {
  const context = await adminContext(browser);
  const page = await context.newPage();
  await page.goto('/admin/emails?tab=templates&template=debate_reminder_1h');
  await expect(page.getByRole('tab', { name: 'Templates', selected: true })).toBeVisible();
  await expect(page.getByTestId('preview-subject')).toHaveText('Starting in 1 hour: Should cities ban cars downtown');
  await expectNoAxeViolations(page, '/admin/emails (templates)');

  const data = page.getByLabel('Data (JSON)');
  await data.fill('{ "name": 1 }');
  await page.getByRole('button', { name: 'Preview with this data' }).click();
  await expect(page.getByRole('alert')).toContainText('This data does not fit the template');

  await page.getByLabel('Template', { exact: true }).selectOption('welcome');
  await expect(page.getByTestId('preview-subject')).toHaveText('Welcome to Structured Debate Community');
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expectInOutbox(context, ADMIN_EMAIL, 'Welcome to Structured Debate Community');
  await context.close();
});

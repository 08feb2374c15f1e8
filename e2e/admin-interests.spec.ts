// The interests vocabulary in the browser against the real server (ADR 0032):
// an admin adds two interests from /admin/interests (a name in use is refused
// in the form), renames one and merges it into the other through their
// dialogs; the merged one shows as merged and leaves the public vocabulary;
// axe on the page and on each dialog. (Which references move is covered by
// modules/admin/interests/interests.integration.test.ts.)
import { expect, type Page, test } from '@playwright/test';
import { INTEREST_MESSAGES } from '#shared/admin/interests/contract.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

async function add(page: Page, label: string) {
  const form = page.getByRole('form', { name: 'Add an interest' });
  await form.getByLabel('Name').fill(label);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
}

const row = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Interests' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) });

test('an admin adds, renames and merges interests from the page', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const first = `Chess ${suffix}`;
  const renamed = `Board games ${suffix}`;
  const second = `Games ${suffix}`;
  const context = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  const page = await context.newPage();

  await page.goto('/admin/interests');
  await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible();
  await expect(row(page, 'Health')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/interests');

  // Two new interests; a name in use is refused in the form.
  await add(page, first);
  await expect(row(page, first)).toBeVisible();
  await add(page, second);
  await expect(row(page, second)).toBeVisible();
  await add(page, first.toUpperCase());
  await expect(page.getByText(INTEREST_MESSAGES.duplicate)).toBeVisible();

  // Rename through its dialog.
  await row(page, first)
    .getByRole('button', { name: `Rename ${first}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('New name')).toHaveValue(first);
  await expectNoAxeViolations(page, '/admin/interests (rename dialog)');
  await dialog.getByLabel('New name').fill(renamed);
  await dialog.getByLabel('Reason').fill('A broader name');
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);

  // Merge it into the second one: it shows as merged and is no longer offered.
  await row(page, renamed)
    .getByRole('button', { name: `Merge ${renamed}` })
    .click();
  await expectNoAxeViolations(page, '/admin/interests (merge dialog)');
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByText('Choose the interest to merge into')).toBeVisible();
  await dialog.getByLabel('Merge into').selectOption({ label: second });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, renamed).getByText(`Merged into ${second}`)).toBeVisible();
  await expect(row(page, renamed).getByRole('button', { name: `Merge ${renamed}` })).toHaveCount(0);

  const live = await context.request.get('/api/interests');
  const labels = ((await live.json()) as { items: { label: string }[] }).items.map((i) => i.label);
  expect(labels).toContain(second);
  expect(labels).not.toContain(renamed);

  // Both changes are in the audit log.
  const audit = await context.request.get('/api/admin/logs/audit?targetType=interest');
  const actions = ((await audit.json()) as { items: { action: string; targetLabel: string | null }[] }).items;
  expect(actions).toContainEqual(expect.objectContaining({ action: 'interest.rename', targetLabel: renamed }));
  expect(actions).toContainEqual(expect.objectContaining({ action: 'interest.merge', targetLabel: renamed }));
  await context.close();
});

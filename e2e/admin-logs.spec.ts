// The admin logs in the browser against the real server: an error that a
// member's page did not catch is reported with the trail of what they did
// before (navigations, a click, requests), and an admin finds it grouped in the
// Errors tab and reads the breadcrumbs on its page; deleting the group is an
// admin action, which the Audit log tab lists, filters and exports; axe on
// both tabs and on the error's page.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

let addressCounter = 0;
/** A client address of this spec's own, so the error reports' per-client limit is ours alone. */
function clientAddress() {
  addressCounter++;
  return `203.0.113.${(process.pid % 100) + addressCounter}`;
}

async function contextAs(browser: Browser, who: 'admin' | 'member') {
  const context = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath(who),
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, page: await context.newPage() };
}

/** Waits until the breadcrumb recorder runs (it loads after the first paint and wraps fetch). */
async function waitForBreadcrumbRecorder(page: Page) {
  await page.waitForFunction(() => !String(window.fetch).includes('[native code]'));
}

test('an uncaught error on a member’s page reaches the admin’s Errors tab with its breadcrumbs', async ({ browser }) => {
  const marker = `E2E breadcrumbs ${Date.now().toString(36)}`;
  const member = await contextAs(browser, 'member');
  await member.page.goto('/');
  await waitForBreadcrumbRecorder(member.page);
  const listed = member.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/debates');
  await member.page.getByRole('banner').getByRole('link', { name: 'Debates', exact: true }).first().click();
  await expect(member.page).toHaveURL(/\/debates$/);
  expect((await listed).status()).toBe(200);
  await member.page.waitForLoadState('networkidle');

  const reported = member.page.waitForResponse(
    (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
  );
  await member.page.evaluate((message) => {
    // Nobody catches this rejection: the app reports it on its own.
    void Promise.reject(new Error(message));
  }, marker);
  expect((await reported).status()).toBe(204);
  await member.context.close();

  const admin = await contextAs(browser, 'admin');
  await admin.page.goto('/admin/logs');
  await expect(admin.page.getByRole('tab', { name: 'Errors' })).toHaveAttribute('aria-selected', 'true');
  const row = admin.page.getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Browser');
  // The count, then the users affected.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expectNoAxeViolations(admin.page, '/admin/logs (errors)');

  await row.getByRole('link').click();
  await expect(admin.page.getByRole('heading', { level: 2, name: `Error: ${marker}` })).toBeVisible();
  await expect(admin.page).toHaveURL(/[?&]group=[0-9a-f]{32}/);
  const trail = admin.page.getByRole('list', { name: 'Breadcrumbs, oldest first' });
  await expect(trail).toContainText('Navigation /');
  await expect(trail).toContainText('Click link "Debates"');
  await expect(trail).toContainText('Navigation /debates');
  await expect(trail).toContainText(/Request GET \/api\/debates → 200 in \d+ ms/);
  await expect(trail).toContainText('The error');
  await expect(admin.page.getByRole('cell', { name: 'Priya Shah' })).toBeVisible();
  await expect(admin.page.getByText('What the app was doing: unhandled promise rejection')).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/logs (one error)');

  await admin.page.getByRole('link', { name: 'All errors' }).click();
  await expect(admin.page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  await admin.context.close();
});

test('deleting an error group is audited: the Audit log tab lists, filters and exports the entry', async ({ browser }) => {
  const marker = `E2E audit ${Date.now().toString(36)}`;
  const admin = await contextAs(browser, 'admin');
  const reported = await admin.context.request.post('/api/client-errors', {
    headers: { origin: baseURL() },
    data: { context: 'e2e', name: 'RangeError', message: marker, path: '/admin' },
  });
  expect(reported.status(), await reported.text()).toBe(204);

  // Delete it through the page: the group's own button, which asks first.
  await admin.page.goto('/admin/logs?period=24h');
  await admin.page.getByRole('row').filter({ hasText: marker }).getByRole('link').click();
  await admin.page.getByRole('button', { name: 'Delete these reports' }).click();
  await admin.page.getByRole('button', { name: 'Delete 1 report' }).click();
  await expect(admin.page.getByText('Deleted 1 report')).toBeVisible();
  await expect(admin.page).not.toHaveURL(/group=/);
  await expect(admin.page.getByRole('row').filter({ hasText: marker })).toHaveCount(0);

  await admin.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.page).toHaveURL(/[?&]tab=audit/);
  const entry = admin.page.getByRole('row').filter({ hasText: `RangeError: ${marker}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Sam Admin');
  await expect(entry).toContainText('error-report.delete');
  await expect(entry).toContainText('Succeeded');
  await expect(entry).toContainText(/count: 1 →.*none/);
  await expectNoAxeViolations(admin.page, '/admin/logs (audit log)');

  // Filters go into the URL and narrow the list.
  await admin.page.getByLabel('Action', { exact: true }).selectOption('error-report.delete');
  await admin.page.getByLabel('Outcome', { exact: true }).selectOption('failed');
  await admin.page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin.page).toHaveURL(/action=error-report.delete/);
  await expect(admin.page).toHaveURL(/outcome=failed/);
  await expect(admin.page.getByRole('row').filter({ hasText: marker })).toHaveCount(0);
  await admin.page.getByLabel('Outcome', { exact: true }).selectOption('succeeded');
  await admin.page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin.page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  await expectNoAxeViolations(admin.page, '/admin/logs (audit log, filtered)');

  const exportLink = admin.page.getByRole('link', { name: 'Export CSV' });
  const href = (await exportLink.getAttribute('href')) as string;
  expect(href).toMatch(/^\/api\/admin\/logs\/audit\/export\?/);
  expect(href).toContain('action=error-report.delete');
  const download = admin.page.waitForEvent('download');
  await exportLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await admin.context.request.get(href);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text).toContain('created_at,actor_id,actor_name,action');
  expect(text).toContain(`error-report.delete,error-report,`);
  expect(text).toContain(`RangeError: ${marker}`);
  await admin.context.close();
});

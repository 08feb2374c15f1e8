// Usage statistics in the browser against the real server: a visitor browses a
// few pages and makes a search that finds nothing; the admin sees the search on
// /admin/analytics and the visit in the CSV of the daily counts; a browser with
// Global Privacy Control sends nothing at all; the period picker lives in the
// URL; axe finds nothing on the page. Other specs browse at the same time, so
// what this one checks is marked with texts of its own, never exact totals.
import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: 90_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;
const INGEST = '/api/analytics/events';

/** A search text nothing matches, sorting before other texts of the same count. */
const unmatched = () => `0e2e ${randomBytes(4).toString('hex')}`;

async function adminCsv(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  try {
    const res = await context.request.get('/api/admin/analytics/export?period=7');
    expect(res.status()).toBe(200);
    return await res.text();
  } finally {
    await context.close();
  }
}

/** Browses: a list page with a search that finds nothing, then another page; returns the ingest requests seen. */
async function browse(page: Page, search: string): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === INGEST) sent.push(request.postData() ?? '');
  });
  await page.goto(`/debates?q=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { name: 'No debates match your search' })).toBeVisible();
  await page.getByRole('link', { name: 'Clubs' }).first().click();
  await expect(page).toHaveURL(/\/clubs/);
  return sent;
}

test('a visitor’s pages and empty search reach the admin’s analytics page, which axe finds clean', async ({ browser }) => {
  const search = unmatched();
  const visitor = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const page = await visitor.newPage();
  const sent = await browse(page, search);
  // Batches go out every few seconds (and when the page is hidden).
  await expect.poll(() => sent.join('\n'), { timeout: 15_000 }).toContain(search);
  expect(sent.join('\n')).toContain('"page_view"');
  await visitor.close();

  await expect.poll(() => adminCsv(browser), { timeout: 15_000 }).toContain(`,search,${search},1,0`);
  expect(await adminCsv(browser)).toMatch(/,page_view,\/clubs,\d+,/);

  const admin = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  const adminPage = await admin.newPage();
  try {
    await adminPage.goto('/admin/analytics');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const empty = adminPage.getByRole('region', { name: 'Searches that found nothing' });
    await expect(empty.getByRole('row', { name: new RegExp(search) })).toBeVisible();
    // The chart is drawn as SVG hidden from assistive technology; its caption and table say it in words.
    await expect(adminPage.locator('[data-chart="views"] svg.recharts-surface')).toBeVisible();
    await expect(adminPage.locator('[data-chart="views"]')).toHaveAttribute('aria-hidden', 'true');
    const views = adminPage.getByRole('figure', { name: 'Page views per day' });
    await expect(views.locator('figcaption')).toContainText(/[\d,]+ page views in 30 days/);
    await views.getByText('Show the numbers').click();
    await expect(views.getByRole('table', { name: 'Page views per day (UTC)' }).getByRole('row')).toHaveCount(31);
    await expect(adminPage.getByRole('list', { name: 'Sign-up funnel' }).getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(adminPage, '/admin/analytics');

    // The period lives in the URL.
    await adminPage.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/analytics\?period=7$/);
    await expect(adminPage.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(views.locator('figcaption')).toContainText(/in 7 days/);
    const today = new Date().toISOString().slice(0, 10);
    await adminPage.getByLabel('From', { exact: true }).fill(today);
    await adminPage.getByLabel('To', { exact: true }).fill(today);
    await adminPage.getByRole('button', { name: 'Show' }).click();
    await expect(adminPage).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
    await expect(views.locator('figcaption')).toContainText(/page views in one day/);
    await expect(adminPage.getByRole('link', { name: /Download the daily counts/ })).toHaveAttribute(
      'href',
      `/api/admin/analytics/export?from=${today}&to=${today}`,
    );
    await expectNoAxeViolations(adminPage, '/admin/analytics (a from–to range)');
  } finally {
    await admin.close();
  }
});

test('a browser with Global Privacy Control sends nothing, and the server drops what says GPC', async ({ browser }) => {
  const search = unmatched();
  const visitor = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  await visitor.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  });
  const page = await visitor.newPage();
  const sent = await browse(page, search);
  // Longer than a batch's wait, then the page goes away: still nothing.
  await page.waitForTimeout(6000);
  await page.close({ runBeforeUnload: true });
  await visitor.close();
  expect(sent).toEqual([]);

  // A client that sends anyway with the header is answered the same, and nothing is kept.
  const direct = await browser.newContext({ baseURL: baseURL() });
  const res = await direct.request.post(INGEST, {
    headers: { 'sec-gpc': '1', origin: baseURL() },
    data: { events: [{ type: 'search', properties: { query: search, results: 0, category: 'debates' } }] },
  });
  expect(res.status()).toBe(204);
  await direct.close();
  expect(await adminCsv(browser)).not.toContain(search);
});

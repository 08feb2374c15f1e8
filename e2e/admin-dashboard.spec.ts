// The admin dashboard in the browser against the real server and its demo
// content: the demo admin sees every group of figures (the same numbers the API
// answers), the trend charts drawn as SVG with their tables behind "Show the
// numbers", and cards that lead into their sections; the charting library is
// fetched by /admin only, never by the landing page; axe finds nothing; a member
// gets the "Admins only" screen. Other specs add rows while this one runs, so
// figures are compared with what the API answered just before, never with constants.
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { AdminDashboard } from '#shared/admin/dashboard/contract.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe.configure({ timeout: 90_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

/** A class name Recharts writes on every chart: in a script's text, that script is the library. */
const RECHARTS_MARKER = 'recharts-wrapper';

async function contextAs(browser: Browser, who: 'admin' | 'member') {
  return browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce', storageState: storageStatePath(who) });
}

/** The text of every script the page fetched, as the page goes on loading. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

test('the admin sees the figures and the trends, the cards lead into their sections, and axe finds nothing', async ({
  browser,
}) => {
  const context = await contextAs(browser, 'admin');
  const page = await context.newPage();
  try {
    const answer = await context.request.get('/api/admin/dashboard');
    expect(answer.status()).toBe(200);
    const figures = (await answer.json()) as AdminDashboard;

    const scripts = collectScripts(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const dashboard = page.getByTestId('admin-dashboard');
    for (const group of ['People', 'Debates', 'Community', 'E-mail', 'Needs attention', 'The last 30 days']) {
      await expect(dashboard.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }

    // The demo content's members and clubs; other specs may add some meanwhile, never remove.
    const members = dashboard.getByRole('link', { name: /^Members/ });
    await expect(members).toBeVisible();
    const shown = Number(((await members.locator('span').nth(1).textContent()) ?? '').replaceAll(',', ''));
    expect(shown).toBeGreaterThanOrEqual(figures.users.total);
    expect(figures.users.total).toBeGreaterThan(0);
    await expect(dashboard.getByRole('link', { name: /^Clubs [\d,]+ / })).toHaveAttribute('href', '/admin/clubs');

    // The seed made its members and debates today: those charts draw lines, as SVG hidden from
    // assistive technology, with a caption that says the same in words.
    for (const chart of ['people', 'debates']) {
      await expect(page.locator(`[data-chart="${chart}"] svg.recharts-surface`)).toBeVisible();
      await expect(page.locator(`[data-chart="${chart}"]`)).toHaveAttribute('aria-hidden', 'true');
    }
    const signUps = page.getByRole('figure', { name: 'Sign-ups' });
    await expect(signUps.locator('figcaption')).toContainText(/^In the last 30 days: [\d,]+ sign-ups/);
    await expect.poll(() => scripts.some((text) => text.includes(RECHARTS_MARKER))).toBe(true);

    // The numbers behind a chart, one row per day.
    await signUps.getByText('Show the numbers').click();
    const table = signUps.getByRole('table', { name: 'Sign-ups per day (UTC)' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expectNoAxeViolations(page, '/admin (dashboard, a table open)');

    // Cards lead into their sections.
    await dashboard.getByRole('link', { name: /^Open reports/ }).click();
    await expect(page).toHaveURL(/\/admin\/moderation$/);
    await page.goBack();
    await dashboard.getByRole('link', { name: /^Error reports in 24 hours/ }).click();
    await expect(page).toHaveURL(/\/admin\/logs$/);
    await page.goBack();
    await members.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  } finally {
    await context.close();
  }
});

test('the landing page never fetches the charting library', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    const scripts = collectScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(RECHARTS_MARKER))).toHaveLength(0);
  } finally {
    await context.close();
  }
});

test('a member gets the admins-only screen, and the API refuses them', async ({ browser }) => {
  const context = await contextAs(browser, 'member');
  const page = await context.newPage();
  try {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
    expect((await context.request.get('/api/admin/dashboard')).status()).toBe(403);
  } finally {
    await context.close();
  }
});

// Automated accessibility checks (axe-core, WCAG 2.0/2.1/2.2 A and AA) of the
// states a plain page load does not show: the mobile drawer, the About menu, the
// signed-in top bar and its account menu, once the page has rendered its heading
// and its data. Zero violations is the bar. Every public route, /auth, the 404
// page and /admin are checked in routes.spec.ts, on the load that checks the route.
import type { Page } from '@playwright/test';
import { formatViolations, runAxe } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { aboutTrigger, accountTrigger, drawer, drawerTrigger } from './support/shell.ts';

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Let lists and details arrive; bounded, since a live page may never go fully idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations.length, formatViolations(where, violations)).toBe(0);
}

test('a11y / on a 390 px phone, with the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settle(page);
  await expectNoViolations(page, '/ at 390 px');
  await drawerTrigger(page).click();
  await expect(drawer(page)).toBeVisible();
  await expectNoViolations(page, '/ at 390 px with the drawer open');
});

test('a11y / with the About menu open', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await aboutTrigger(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, '/ with the About menu open');
});

test.describe('signed in', () => {
  test.use({ visitor: 'admin' });

  test('a11y / with the signed-in top bar and the account menu open', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await expectNoViolations(page, '/ signed in');
    await accountTrigger(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, '/ signed in, account menu open');
  });
});

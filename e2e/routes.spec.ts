// Every route of the shared route table (src/shared/routes.ts), from outside:
// the HTTP status of a direct GET, and what a signed-out visitor, a signed-in
// member and an admin see in the browser. The old group paths redirect to clubs;
// unknown paths get the 404 page with HTTP status 404.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTE_REDIRECTS, ROUTES } from '../src/shared/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { concretePath, demoIds, routePath } from './support/paths.ts';

const ids = demoIds();
const byAccess = (access: string) => ROUTES.filter((r) => r.access === access);
/** The redirect to /auth happens 0.5 s after the guard notices; allow for slow machines. */
const AUTH_REDIRECT_TIMEOUT = 5_000;
/** Longer than the guards' 0.5 s redirect delay: a page that is still there after this stays. */
const GUARD_SETTLE_MS = 650;
// Fixed strings: test titles must be the same in every process that loads this file.
const UNKNOWN_PATHS = [
  '/this-page-does-not-exist',
  '/debates/9b0f4c64-2f7e-4a51-8d0e-3c1f5a7e2b10/nothing-here',
  '/admin/no-such-section',
];
const ACCESS_DENIED = /access denied|not authori[sz]ed|admins? only|permission|forbidden/i;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.locator('h1').first();

async function expectNotThe404Page(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
}

test.describe('HTTP status of a direct GET', () => {
  for (const route of ROUTES) {
    const path = concretePath(route.path, { ...ids, debate: randomUUID(), club: randomUUID(), event: randomUUID() });
    test(`${route.path} → 200`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
    });
  }

  for (const path of UNKNOWN_PATHS) {
    test(`unknown ${path} → 404 with the app`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    });
  }

  for (const redirect of ROUTE_REDIRECTS) {
    const from = concretePath(redirect.from, ids);
    const to = concretePath(redirect.to, ids);
    test(`old ${redirect.from} → 301 ${redirect.to}`, async ({ request }) => {
      const res = await request.get(`${from}?ref=old`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      const location = new URL(res.headers().location ?? '', 'http://x');
      expect(location.pathname).toBe(to);
      expect(location.search, 'the query string is kept').toBe('?ref=old');
    });
  }
});

test.describe('signed-out visitor', () => {
  for (const route of byAccess('public')) {
    const path = routePath(route, ids);
    test(`public ${route.path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      if (route.id === 'auth-callback' || route.id === 'test-auth') {
        // Without tokens these pages may send the visitor on (to /auth or /); they must still show a page.
        return;
      }
      expect(pathnameOf(page)).toBe(path);
      await expectNotThe404Page(page);
    });
  }

  for (const route of [...byAccess('auth'), ...byAccess('admin')]) {
    const path = routePath(route, ids);
    test(`${route.access} ${route.path} ends up on /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth', { timeout: AUTH_REDIRECT_TIMEOUT });
      await expect(h1(page)).toBeVisible();
    });
  }

  test('guest /auth renders the sign-in page', async ({ page }) => {
    await page.goto('/auth');
    await expect(h1(page)).toBeVisible();
    await page.waitForTimeout(GUARD_SETTLE_MS);
    expect(pathnameOf(page)).toBe('/auth');
  });

  test('an unknown path shows the 404 page with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  });
});

test.describe('signed-in member (priya.shah@sdc.local)', () => {
  test.use({ visitor: 'member' });

  for (const route of byAccess('auth')) {
    const path = routePath(route, ids);
    test(`auth ${route.path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await page.waitForTimeout(GUARD_SETTLE_MS);
      expect(pathnameOf(page)).toBe(path);
      await expectNotThe404Page(page);
    });
  }

  for (const route of byAccess('admin')) {
    const path = routePath(route, ids);
    test(`admin ${route.path} shows access denied`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ACCESS_DENIED }).first()).toBeVisible();
      expect(pathnameOf(page)).not.toBe('/auth');
    });
  }

  test('guest /auth sends a signed-in visitor to /', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: AUTH_REDIRECT_TIMEOUT });
  });

  for (const redirect of ROUTE_REDIRECTS) {
    const from = concretePath(redirect.from, ids);
    const to = concretePath(redirect.to, ids);
    test(`old ${redirect.from} lands on ${redirect.to} in the browser`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(h1(page)).toBeVisible();
      await expectNotThe404Page(page);
    });
  }
});

test.describe('signed-in admin (admin@sdc.local)', () => {
  test.use({ visitor: 'admin' });

  for (const route of byAccess('admin')) {
    const path = routePath(route, ids);
    test(`admin ${route.path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await page.waitForTimeout(GUARD_SETTLE_MS);
      expect(pathnameOf(page)).toBe(path);
      await expect(page.getByRole('heading', { name: ACCESS_DENIED })).toHaveCount(0);
      await expectNotThe404Page(page);
    });
  }
});

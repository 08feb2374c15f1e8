// Every route of the shared route table (src/shared/routes.ts), from outside:
// the HTTP status of a direct GET, and what a signed-out visitor, a signed-in
// member and an admin see in the browser. The old group paths redirect to clubs;
// unknown paths get the 404 page with HTTP status 404.
// The pages a signed-out visitor can open (public routes, /auth, the 404 page)
// and /admin as an admin also get their axe-core check (WCAG 2.0–2.2 A/AA, zero
// violations) here, on the same page load: loading each page once for the route
// checks and again for axe made these the two slowest files of the suite.
// Menus, the drawer and the signed-in top bar are in accessibility.spec.ts.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTE_REDIRECTS, ROUTES } from '../src/shared/routes.ts';
import type { DemoUserKey } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { test as base, expect } from './support/fixtures.ts';
import { concretePath, demoIds, routePath } from './support/paths.ts';

type Visitor = DemoUserKey | 'anonymous';

/**
 * `page` is one tab per visitor kind kept for the worker, instead of a new tab
 * per test: every test starts with a full page load (page.goto), which replaces
 * the document, its timers and its in-memory state, so only the tab's
 * sessionStorage would carry over, and it is cleared. Opening a tab per test
 * took a sixth of these sweeps' test time on the shared 2-core machine.
 */
const test = base.extend<object, { tabPool: (visitor: Visitor) => Promise<Page> }>({
  tabPool: [
    async ({ contextPool }, use) => {
      const tabs = new Map<Visitor, Promise<Page>>();
      await use((visitor) => {
        let tab = tabs.get(visitor);
        if (!tab) {
          tab = contextPool(visitor).then((context) => context.newPage());
          tabs.set(visitor, tab);
        }
        return tab;
      });
      await Promise.all([...tabs.values()].map(async (tab) => (await tab).close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ tabPool, visitor }, use) => {
    const page = await tabPool(visitor);
    // E.g. the page a guard remembers for after signing in (src/web/lib/auth-return.ts).
    if (page.url().startsWith('http')) {
      const clear = () => page.evaluate(() => sessionStorage.clear());
      // Once more after a navigation the last page started replaced the document under the first try.
      await clear().catch(() => page.waitForLoadState().then(clear));
    }
    await use(page);
  },
});

const ids = demoIds();
const byAccess = (access: string) => ROUTES.filter((r) => r.access === access);
/** The redirect to /auth happens 0.5 s after the guard notices; allow for slow machines. */
const AUTH_REDIRECT_TIMEOUT = 5_000;
/** Longer than the guards' 0.5 s redirect delay: a page that is still there after this stays. */
const GUARD_SETTLE_MS = 650;
/** A test that checks a route and runs axe on it does what two tests did, each with the default 30 s. */
const ROUTE_AND_AXE_TIMEOUT = 60_000;
// Fixed strings: test titles must be the same in every process that loads this file.
const UNKNOWN_PATHS = ['/this-page-does-not-exist', '/debates/9b0f4c64-2f7e-4a51-8d0e-3c1f5a7e2b10/nothing-here'];
const ACCESS_DENIED = /access denied|not authori[sz]ed|admins? only|permission|forbidden/i;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.locator('h1').first();

async function expectNotThe404Page(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), `${where}: not the 404 page`).toHaveCount(0);
}

/** Resolves GUARD_SETTLE_MS after `since` (a performance.now() reading), however much of it other checks used. */
async function guardSettled(page: Page, since: number) {
  const left = since + GUARD_SETTLE_MS - performance.now();
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * axe-core on the page once its lists and details have arrived. Soft: the route
 * checks after it still run, and the message names the route and its URL.
 */
async function expectNoAxeViolations(page: Page, where: string) {
  // Bounded, since a live page may never go fully idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const violations = await runAxe(page);
  expect.soft(violations.length, formatViolations(`${where} (${page.url()})`, violations)).toBe(0);
}

test.describe('HTTP status of a direct GET', () => {
  for (const route of ROUTES) {
    const path = concretePath(route.path, { ...ids, debate: randomUUID(), club: randomUUID(), event: randomUUID() });
    // An admin page tells a signed-out request so in its status too (the app asks to sign in).
    const status = route.access === 'admin' ? 401 : 200;
    test(`${route.path} → ${status}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
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
    test(`public ${route.path} renders, axe clean`, async ({ page }) => {
      test.setTimeout(ROUTE_AND_AXE_TIMEOUT);
      await page.goto(path);
      await expect(h1(page), `${route.path}: a heading`).toBeVisible();
      // Without tokens these pages may send the visitor on (to /auth or /); they must still show a page.
      if (route.id !== 'auth-callback' && route.id !== 'test-auth') {
        expect(pathnameOf(page), `${route.path}: stays on its path`).toBe(path);
        await expectNotThe404Page(page, route.path);
      }
      await expectNoAxeViolations(page, route.path);
    });
  }

  for (const route of [...byAccess('auth'), ...byAccess('admin')]) {
    const path = routePath(route, ids);
    test(`${route.access} ${route.path} ends up on /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page, `${route.path}: sent to /auth`).toHaveURL((url) => url.pathname === '/auth', {
        timeout: AUTH_REDIRECT_TIMEOUT,
      });
      await expect(h1(page), `${route.path}: a heading on /auth`).toBeVisible();
    });
  }

  test('guest /auth renders the sign-in page, axe clean', async ({ page }) => {
    test.setTimeout(ROUTE_AND_AXE_TIMEOUT);
    await page.goto('/auth');
    await expect(h1(page), '/auth: a heading').toBeVisible();
    const shownAt = performance.now();
    await expectNoAxeViolations(page, '/auth');
    await guardSettled(page, shownAt);
    expect(pathnameOf(page), '/auth: stays on /auth').toBe('/auth');
  });

  test('an unknown path shows the 404 page with HTTP status 404, axe clean', async ({ page }) => {
    test.setTimeout(ROUTE_AND_AXE_TIMEOUT);
    const response = await page.goto('/no-such-page-here');
    expect(response?.status(), '/no-such-page-here: HTTP status').toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expectNoAxeViolations(page, '404 page');
  });
});

test.describe('signed-in member (priya.shah@sdc.local)', () => {
  test.use({ visitor: 'member' });

  for (const route of byAccess('auth')) {
    const path = routePath(route, ids);
    test(`auth ${route.path} renders`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page), `${route.path}: a heading`).toBeVisible();
      await page.waitForTimeout(GUARD_SETTLE_MS);
      expect(pathnameOf(page), `${route.path}: stays on its path`).toBe(path);
      await expectNotThe404Page(page, route.path);
    });
  }

  for (const route of byAccess('admin')) {
    const path = routePath(route, ids);
    test(`admin ${route.path} shows access denied`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ACCESS_DENIED }).first(), `${route.path}: access denied`).toBeVisible();
      expect(pathnameOf(page), `${route.path}: not sent to /auth`).not.toBe('/auth');
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
      await expect(page, `${redirect.from}: lands on ${redirect.to}`).toHaveURL((url) => url.pathname === to);
      await expect(h1(page), `${redirect.to}: a heading`).toBeVisible();
      await expectNotThe404Page(page, redirect.to);
    });
  }
});

test.describe('signed-in admin (admin@sdc.local)', () => {
  test.use({ visitor: 'admin' });

  for (const route of byAccess('admin')) {
    const path = routePath(route, ids);
    // The dashboard also gets its axe check (as accessibility.spec.ts ran it before it moved here).
    const isDashboard = route.id === 'admin';
    test(`admin ${route.path} renders${isDashboard ? ', axe clean' : ''}`, async ({ page }) => {
      if (isDashboard) test.setTimeout(ROUTE_AND_AXE_TIMEOUT);
      await page.goto(path);
      await expect(h1(page), `${route.path}: a heading`).toBeVisible();
      const shownAt = performance.now();
      if (isDashboard) await expectNoAxeViolations(page, `${route.path} as admin`);
      await guardSettled(page, shownAt);
      expect(pathnameOf(page), `${route.path}: stays on its path`).toBe(path);
      await expect(page.getByRole('heading', { name: ACCESS_DENIED }), `${route.path}: no access denied`).toHaveCount(0);
      await expectNotThe404Page(page, route.path);
    });
  }
});

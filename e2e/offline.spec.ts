// The installable, offline app (issue: installable and offline; docs/offline.md):
// the manifest and a controlling service worker; the offline sync filling the
// device's copy and its status records; lists, a debate and My Debates read with
// no connection, marked with their age; a page never saved says it needs the
// network; the install banner's timing, dismissal and standalone rule under a
// fake clock; signing out clears the device.
import { appendFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signInViaApi } from './support/auth.ts';
import { runAxe } from './support/axe.ts';
import { resolveWebDist } from './support/builds.ts';
import { makeTempDir, removeDir, startServer } from './support/server.ts';

test.use({ serviceWorkers: 'allow' });

interface SyncStatusRow {
  table: string;
  status: string;
  last_sync: number | null;
  error: string | null;
}

/** A table of the device's offline database, read with IndexedDB itself (not the app's code). */
function readOfflineTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'sdc_offline')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const open = indexedDB.open('sdc_offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          resolve([]);
          return;
        }
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => {
          db.close();
          resolve(request.result as T[]);
        };
        request.onerror = () => reject(request.error);
      };
    });
  }, table);
}

async function waitForController(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * The demo member in a session of this context's own (not the suite's saved one:
 * the journey signs out, which must not end the session other journeys use).
 */
async function newMemberContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  await signInViaApi(context.request, process.env.E2E_BASE_URL as string, DEMO_USERS.member.email);
  return context;
}

test('the app is installable: its manifest, icons and a service worker that controls the page', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Structured Debate Community',
    short_name: 'SDC',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1e1b4b',
    background_color: '#ffffff',
  });
  expect(manifest.description).toBeTruthy();
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Debates', 'Events', 'Clubs', 'My Debates']);
  expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2);
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toContain('max-age=0');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await waitForController(page);
  // The first install says so.
  await expect(page.getByText('Ready to work offline')).toBeVisible();
  // Chromium's own installability check finds nothing missing (a test browser's profile is always incognito).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
});

test('a member reads cached lists, a debate and My Debates offline, marked with their age', async ({ browser }) => {
  // A long journey (a sync, three sections offline, a sign-out): 23 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const context = await newMemberContext(browser);
  const page = await context.newPage();
  try {
    // Visiting the three sections makes them the member's top sections.
    for (const section of ['debates', 'events', 'clubs']) {
      await page.goto(`/${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Counted once the session is known (sdc_activity_<user id>).
      await page.waitForFunction(
        (name) =>
          Object.keys(localStorage).some(
            (key) =>
              key.startsWith('sdc_activity_') && (JSON.parse(localStorage.getItem(key) ?? '{}').pageVisits?.[name] ?? 0) > 0,
          ),
        section,
      );
    }
    await waitForController(page);
    // The sync runs 2 s after a page loads: every table ends waiting, with its last sync.
    await expect
      .poll(
        async () => (await readOfflineTable<SyncStatusRow>(page, 'sync_status')).map((s) => `${s.table}:${s.status}`).sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['clubs:pending', 'debates:pending', 'events:pending', 'upcoming:pending']);
    const statuses = await readOfflineTable<SyncStatusRow>(page, 'sync_status');
    for (const status of statuses) {
      expect(status.last_sync, status.table).toBeGreaterThan(Date.now() - 60_000);
      expect(status.error).toBeNull();
    }
    const debates = await readOfflineTable<{ id: string; cached_at: number; data: { title: string } }>(page, 'debates');
    expect(debates.length).toBeGreaterThan(0);
    const upcoming = await readOfflineTable<{ id: string; data: { title: string } }>(page, 'upcoming');
    expect(upcoming.length).toBeGreaterThan(0);
    const firstUpcoming = upcoming[0] as { id: string; data: { title: string } };

    // Settings shows what the device keeps, and brings it up to date on request.
    const settingsLoaded = Date.now();
    await page.goto('/settings#offline');
    const copies = page.getByTestId('offline-copies');
    await expect(copies).toContainText(/Debates\s*\d+ saved (just now|\d+ minutes? ago)/);
    await expect(copies).toContainText(/Your next debates\s*\d+ saved/);
    // This page runs its own sync 2 s after loading, and "Update now" joins a run in
    // progress: wait for that run to end (its last table is 'upcoming'), so the click
    // starts a run of its own.
    await expect
      .poll(
        async () =>
          (await readOfflineTable<SyncStatusRow>(page, 'sync_status')).every(
            (s) => s.status === 'pending' && (s.last_sync ?? 0) > settingsLoaded,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const before =
      (await readOfflineTable<SyncStatusRow>(page, 'sync_status')).find((s) => s.table === 'debates')?.last_sync ?? 0;
    await page.getByRole('button', { name: 'Update now' }).click();
    await expect(page.getByRole('button', { name: 'Update now' })).toBeEnabled();
    await expect
      .poll(
        async () => (await readOfflineTable<SyncStatusRow>(page, 'sync_status')).find((s) => s.table === 'debates')?.last_sync,
      )
      .toBeGreaterThan(before);
    expect(await runAxe(page)).toEqual([]);

    await context.setOffline(true);
    await page.goto('/debates');
    await expect(page.getByTestId('saved-on-device')).toContainText(/saved on this device (just now|\d+ minutes? ago)/);
    await expect(page.getByText((debates[0] as { data: { title: string } }).data.title).first()).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    await page.goto('/my-debates');
    await expect(page.getByTestId('saved-on-device').first()).toBeVisible();
    await expect(page.getByRole('link', { name: firstUpcoming.data.title }).first()).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    await page.goto(`/debates/${firstUpcoming.id}`);
    await expect(page.getByTestId('saved-on-device')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: firstUpcoming.data.title })).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    // A debate the device never kept says plainly that it needs the network.
    await page.goto('/debates/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText("You're offline, and this wasn't saved on this device");
    expect(await runAxe(page)).toEqual([]);

    // Back online, signing out removes the member's copies from the device.
    await context.setOffline(false);
    await page.goto('/');
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await page.reload();
    await expect.poll(async () => (await readOfflineTable(page, 'debates')).length, { timeout: 15_000 }).toBe(0);
    expect(await readOfflineTable(page, 'upcoming')).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a table whose sync fails records the error; a lost connection does not', async ({ browser }) => {
  const context = await newMemberContext(browser);
  const page = await context.newPage();
  try {
    await page.route('**/api/clubs?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Clubs are down"}}',
      }),
    );
    await page.goto('/clubs');
    await expect
      .poll(async () => (await readOfflineTable<SyncStatusRow>(page, 'sync_status')).find((s) => s.table === 'clubs'), {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'error', error: 'Clubs are down' });
  } finally {
    await context.close();
  }
});

const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') =>
  page.evaluate((choice) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);

test.describe('install banner', () => {
  // The banner does not need the service worker. Its "Ready to work offline" toast, shown
  // whenever the worker has cached the app, could fade in during the banner's accessibility
  // scan, whose colours axe would then measure half-transparent.
  test.use({ serviceWorkers: 'block' });

  test('shows 5 s after the install offer, is accessible, and a dismissal lasts 7 days', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.clock.runFor(1500);
    await offerInstall(page);
    await page.clock.runFor(4800);
    await expect(page.getByTestId('install-banner')).toHaveCount(0);
    await page.clock.runFor(400);
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Install SDC' })).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toHaveCount(0);
    const dismissal = JSON.parse((await page.evaluate(() => localStorage.getItem('sdc_install_dismissed'))) ?? 'null');
    expect(dismissal).toMatchObject({ ios: false });
    expect(typeof dismissal.at).toBe('number');

    // Six days later: still dismissed.
    await page.evaluate(
      (at) => localStorage.setItem('sdc_install_dismissed', JSON.stringify({ at, ios: false })),
      Date.now() - 6 * 86_400_000,
    );
    await page.reload();
    await page.clock.runFor(1000);
    await offerInstall(page);
    await page.clock.runFor(6000);
    await expect(page.getByTestId('install-banner')).toHaveCount(0);

    // Eight days later: offered again; installing clears the dismissal and says so.
    await page.evaluate(
      (at) => localStorage.setItem('sdc_install_dismissed', JSON.stringify({ at, ios: false })),
      Date.now() - 8 * 86_400_000,
    );
    await page.reload();
    await page.clock.runFor(1000);
    await offerInstall(page, 'accepted');
    await page.clock.runFor(5100);
    await page.getByTestId('install-banner').getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('App installed!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sdc_install_dismissed'))).toBeNull();
  });

  test('never shows inside the installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...original(query), matches: true } as MediaQueryList) : original(query);
    });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await offerInstall(page);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('install-banner')).toHaveCount(0);
  });

  test('on iOS, explains after 10 s how to add the app from the share menu', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      serviceWorkers: 'block',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.clock.install();
      await page.goto('/');
      await expect(page.locator('h1').first()).toBeVisible();
      // The installed clock runs with real time until paused, so a slow load has already spent
      // part of the 10 s: stop it (a second on, which is never in the past), then count from the load.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const sinceLoad = await page.evaluate(() => performance.now());
      const banner = page.getByTestId('install-banner');
      if (sinceLoad < 9000) {
        await page.clock.runFor(9000 - sinceLoad);
        await expect(banner).toHaveCount(0);
      }
      // The banner's timer is armed once its lazy part has loaded, which may be later still: step
      // time on until it shows (a timer armed late is due at once).
      await expect
        .poll(async () => {
          await page.clock.runFor(500);
          return banner.count();
        })
        .toBe(1);
      await expect(banner).toContainText("Tap the share button then 'Add to Home Screen'");
      await page.clock.resume(); // axe waits on timers
      expect(await runAxe(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Close' }).click();
      const dismissal = JSON.parse((await page.evaluate(() => localStorage.getItem('sdc_install_dismissed'))) ?? 'null');
      expect(dismissal).toMatchObject({ ios: true });
    } finally {
      await context.close();
    }
  });
});

test('a new release waits until the member reloads: "New content available", then the new worker controls the page', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Two releases of the app: the same build, the second with a changed service worker.
  const workDir = makeTempDir('sdc-e2e-release-');
  const first = resolveWebDist().dir;
  const second = path.join(workDir, 'web-2');
  cpSync(first, second, { recursive: true });
  appendFileSync(path.join(second, 'sw.js'), '\n// the next release\n');
  const common = { entry: process.env.E2E_SERVER_ENTRY, dataDir: path.join(workDir, 'data'), readyTimeoutMs: 90_000 };
  let server = await startServer({ ...common, webDistDir: first });
  const context = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    await waitForController(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(firstWorker).toMatch(/\/sw\.js$/);

    // The second release goes live on the same address.
    await server.stop();
    server = await startServer({ ...common, webDistDir: second, port: server.port });
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // Installed and waiting: the open page keeps the worker it started with until the member chooses.
    await expect(page.getByText('New content available')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    expect(loads).toBe(0);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(1);
    await waitForController(page);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    await expect(page.locator('h1').first()).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
    removeDir(workDir);
  }
});

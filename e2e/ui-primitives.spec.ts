// The shared UI pieces of spec sections 8 and 9: tooltips on icon-only controls
// (700 ms open delay), the side sheet (the mobile drawer: right by default,
// Escape closes it and focus goes back), a local placeholder for a club logo
// that fails to load, and an honest message for a page whose code cannot be
// downloaded (offline), never "Error 500".
import type { Locator, Page } from '@playwright/test';
import { formatViolations, runAxe } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { drawer, drawerTrigger, topBar } from './support/shell.ts';

async function expectNoViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations.length, formatViolations(where, violations)).toBe(0);
}

/** The shell's tooltips load once the browser is idle after the first paint. */
async function waitForTooltipCode(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/tooltip-[\w-]+\.js$/.test(entry.name))),
    )
    .toBe(true);
  // React swaps the bare control for the tooltip's trigger once the chunk has run,
  // which can take longer than the download on a busy machine: Radix marks its
  // trigger with data-state, so wait for that on the control the tests use.
  await expect(topBar(page).getByRole('button', { name: "What's What?" })).toHaveAttribute('data-state', /.+/);
}

const tooltip = (page: Page) => page.getByTestId('tooltip');

interface TooltipMoments {
  enteredAt: number;
  shownAt: number;
}

/**
 * Records in the page when `eventName` first reaches the control and when a
 * tooltip first appears: both moments on the page's clock, so a busy machine
 * cannot blur the delay between them as a test-side timer would.
 */
async function watchTooltipMoments(control: Locator, eventName: 'pointerenter' | 'focus') {
  await control.evaluate((element, name) => {
    const moments = { enteredAt: 0, shownAt: 0 };
    (window as unknown as { tooltipMoments: TooltipMoments }).tooltipMoments = moments;
    element.addEventListener(name, () => {
      moments.enteredAt ||= performance.now();
    });
    new MutationObserver(() => {
      if (!moments.shownAt && document.querySelector('[data-testid="tooltip"]')) moments.shownAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, eventName);
}

const tooltipMoments = (page: Page) =>
  page.evaluate(() => (window as unknown as { tooltipMoments: TooltipMoments }).tooltipMoments);

test.describe('tooltips on icon-only controls', () => {
  // Below the xl breakpoint the help button shows only its icon.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
  });

  test('hovering shows the label after the open delay, not before', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    // The app's h1, in <main>: the server's shell has its own until the app takes over.
    await expect(page.locator('main h1')).toBeVisible();
    await waitForTooltipCode(page);
    const help = topBar(page).getByRole('button', { name: "What's What?" });
    const box = await help.boundingBox();
    if (!box) throw new Error('help button has no box');
    await watchTooltipMoments(help, 'pointerenter');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(tooltip(page)).toBeVisible();
    const { enteredAt, shownAt } = await tooltipMoments(page);
    expect(enteredAt, 'the pointer entered the control').toBeGreaterThan(0);
    // Timers fire late under load, never early: the 700 ms open delay is a floor.
    expect(shownAt - enteredAt).toBeGreaterThanOrEqual(650);
    await expect(tooltip(page)).toContainText("What's What?");
    // The control keeps its accessible name.
    await expect(help).toHaveAccessibleName("What's What?");
    await expectNoViolations(page, '/ with a tooltip open');
    await page.mouse.move(box.x + box.width / 2, 500, { steps: 5 });
    await page.mouse.move(10, 600, { steps: 5 });
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('keyboard focus shows the tooltip at once', async ({ page }) => {
    await page.goto('/');
    // The app's h1, in <main>: the server's shell has its own until the app takes over.
    await expect(page.locator('main h1')).toBeVisible();
    await waitForTooltipCode(page);
    const help = topBar(page).getByRole('button', { name: "What's What?" });
    // Tab from the control before it, so the focus is keyboard focus.
    await help.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip(page)).toHaveCount(0);
    await watchTooltipMoments(help, 'focus');
    await page.keyboard.press('Tab');
    await expect(help).toBeFocused();
    await expect(tooltip(page)).toBeVisible();
    const { enteredAt, shownAt } = await tooltipMoments(page);
    expect(enteredAt, 'the control got the focus').toBeGreaterThan(0);
    // No open delay: well under the 700 ms a pointer waits.
    expect(shownAt - enteredAt).toBeLessThan(400);
  });
});

test.describe('the mobile drawer is a sheet', () => {
  test('opens from the right, closes with Escape and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The app's h1, in <main>: the server's shell has its own until the app takes over.
    await expect(page.locator('main h1')).toBeVisible();
    const trigger = drawerTrigger(page);
    await trigger.click();
    const sheet = drawer(page);
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(390);
    await expectNoViolations(page, '/ with the drawer sheet open');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test('a club logo that fails to load is replaced by a local placeholder', async ({ page }) => {
  const brokenLogo = 'https://logos.invalid/broken.png';
  await page.route('**/logos.invalid/**', (route) => route.abort());
  await page.route(
    (url) => url.pathname === '/api/clubs',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const club of body.items ?? []) club.logoUrl = brokenLogo;
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/clubs');
  await expect(page.locator('h1').first()).toBeVisible();
  const placeholders = page.getByTestId('club-logo-placeholder');
  await expect(placeholders.first()).toBeVisible();
  await expect(page.locator(`img[src="${brokenLogo}"]`)).toHaveCount(0);
  await expectNoViolations(page, '/clubs with broken logos');
});

test('a page that cannot download offline says so, and Retry loads it once online', async ({ page }) => {
  test.setTimeout(60_000);
  const context = page.context();
  await page.goto('/about');
  await expect(page.locator('h1').first()).toBeVisible();
  // The FAQ's code must not be on this device yet: refuse its download as a lost connection would,
  // whatever the browser may have fetched or cached before the switch to offline.
  const faqChunk = /\/assets\/faq-[\w-]+\.js$/;
  await context.route(faqChunk, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  // A client-side navigation to a page whose code this tab has never downloaded.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const screen = page.getByTestId('page-not-loaded');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(screen).toContainText("This page hasn't been saved on this device yet. Reconnect and try again.");
  await expect(page.getByText(/Error 500/)).toHaveCount(0);
  await expect(page.getByText(/dynamically imported module/i)).toHaveCount(0);
  await expectNoViolations(page, '/faq offline, not yet downloaded');

  await context.unroute(faqChunk);
  await context.setOffline(false);
  await screen.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(page.getByTestId('page-not-loaded')).toHaveCount(0);
  await expect(page.locator('h1').first()).not.toHaveText("You're offline");
  await expect(page.locator('h1').first()).toBeVisible();
});

test('online, a page whose code is gone (a new release) reloads once, then says so', async ({ page }) => {
  const context = page.context();
  await page.goto('/about');
  await expect(page.locator('h1').first()).toBeVisible();
  // The FAQ's chunk answers 404, as after a deploy that replaced it.
  const faqChunk = /\/assets\/faq-[\w-]+\.js$/;
  await context.route(faqChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // One reload, then (the file still missing) the screen that offers another.
  const screen = page.getByTestId('page-not-loaded');
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('This page could not load');
  expect(loads).toBe(1);
  await context.unroute(faqChunk);
});

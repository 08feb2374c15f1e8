// Locators for the shared layout (spec section 2), by accessible role and name,
// kept in one place so the journeys read like the spec and a renamed control is
// fixed once.
import type { Page } from '@playwright/test';

export const MAIN_LINKS = [
  { name: 'Debates', path: '/debates' },
  { name: 'Clubs', path: '/clubs' },
  { name: 'Events', path: '/events' },
  { name: 'Topics', path: '/topics' },
] as const;

export const CREATE_ITEMS = [
  { name: 'Create Debate', paths: ['/create-debate'] },
  { name: 'Host Event', paths: ['/create-event'] },
  { name: 'Start Club', paths: ['/start-club', '/create-club', '/clubs/create'] },
] as const;

export const ACCOUNT_ITEMS = ['My Debates', 'Profile', 'Judge Dashboard', 'Settings', 'Sign Out'] as const;
export const BOTTOM_TABS = ['Home', 'Debates', 'Events', 'Clubs', 'Profile'] as const;

export const topBar = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');

export const aboutTrigger = (page: Page) => topBar(page).getByRole('button', { name: 'About', exact: true });
export const createTrigger = (page: Page) => topBar(page).getByRole('button', { name: /create new/i });
/** The spec names no label for the account menu's button; any name mentioning "account" will do. */
export const accountTrigger = (page: Page) => topBar(page).getByRole('button', { name: /account/i });
export const drawerTrigger = (page: Page) => topBar(page).getByRole('button', { name: /menu/i });
export const drawer = (page: Page) => page.getByRole('dialog');
export const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** Link or button: the spec says what a control does, not which element it is. */
export const control = (scope: Page | ReturnType<Page['locator']>, name: string | RegExp) =>
  scope
    .getByRole('link', { name, exact: typeof name === 'string' })
    .or(scope.getByRole('button', { name, exact: typeof name === 'string' }));

/** The mobile bottom bar: the navigation holding both a Home and a Profile tab. */
export const bottomBar = (page: Page) =>
  page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) })
    .filter({ has: page.getByRole('link', { name: 'Profile', exact: true }) });

/** Makes any page tall enough to scroll, outside the React root so the app does not notice. */
export async function makePageScrollable(page: Page, heightPx = 4000) {
  await page.evaluate((height) => {
    if (document.getElementById('e2e-spacer')) return;
    const spacer = document.createElement('div');
    spacer.id = 'e2e-spacer';
    spacer.style.height = `${height}px`;
    document.body.append(spacer);
  }, heightPx);
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The app listens for scroll events; give them a frame to arrive. A renderer starved by a busy
  // machine may hold its frames back for seconds: the callers' assertions wait for the outcome
  // themselves, so this only waits up to 200 ms rather than the test's whole timeout.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 200);
      }),
  );
}

/**
 * Client-side navigation the way a router link does it, without a page load.
 * The history entry carries React Router's own state shape ({ usr, key, idx })
 * so "Go Back" logic that reads the entry index keeps working.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const previous = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: previous + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

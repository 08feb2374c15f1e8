// A `page` fixture that opens a fresh tab in a browser context kept for the
// whole worker, one context per visitor kind (signed out, member, admin).
// Creating a context costs more than loading a page on this 2-core machine; the
// route and accessibility sweeps load ~150 pages and only need a clean tab, not
// a clean profile. Journeys that change state (sign-in, sign-out, storage) use
// the stock fixtures from @playwright/test instead.
import { type BrowserContext, test as base } from '@playwright/test';
import { type DemoUserKey, storageStatePath } from './auth.ts';

type Visitor = DemoUserKey | 'anonymous';

export const test = base.extend<{ visitor: Visitor }, { contextPool: (visitor: Visitor) => Promise<BrowserContext> }>({
  visitor: ['anonymous', { option: true }],
  contextPool: [
    async ({ browser }, use) => {
      const contexts = new Map<Visitor, Promise<BrowserContext>>();
      await use((visitor) => {
        let context = contexts.get(visitor);
        if (!context) {
          context = browser.newContext({
            baseURL: process.env.E2E_BASE_URL,
            viewport: { width: 1280, height: 720 },
            reducedMotion: 'reduce',
            serviceWorkers: 'block',
            storageState: visitor === 'anonymous' ? undefined : storageStatePath(visitor),
          });
          contexts.set(visitor, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (c) => (await c).close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ contextPool, visitor }, use) => {
    const context = await contextPool(visitor);
    const page = await context.newPage();
    await use(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';

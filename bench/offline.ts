// The offline app's budgets (docs/offline.md), in Chromium against the built app
// and the real server with the demo content, a member signed in:
// - a repeat visit to /debates with no connection shows the list the device
//   kept in ≤ 1 s (from the navigation's start to the "saved on this device"
//   mark; median of 5);
// - a full sync of 3 sections × 50 items costs ≤ 300 ms of main-thread time
//   (Chromium's TaskDuration over the run, on a quiet page; median of 3). The
//   demo content has fewer than 50 of each, so each list answer is filled up to
//   50 with copies of its items under new ids: the device does the same work.
import { loadavg } from 'node:os';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_USERS } from '../e2e/support/auth.ts';
import { type BenchContext, budgetRow, infoRow, median, type ResultRow } from './bench-context.ts';

export const OFFLINE_REPEAT_VISIT_BUDGET_MS = 1000;
export const OFFLINE_SYNC_MAIN_THREAD_BUDGET_MS = 300;
const ITEMS_PER_SECTION = 50;
const SECTIONS = ['debates', 'events', 'clubs'] as const;
const DEMO_PASSWORD = 'DemoPass123';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

/** Each section's first page made 50 items long. */
async function fillListsTo50(context: BrowserContext) {
  await context.route(/\/api\/(debates|events|clubs)\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { id: string }[]; total: number };
    const items = [...body.items];
    for (let i = 0; items.length < ITEMS_PER_SECTION && body.items.length > 0; i++) {
      const source = body.items[i % body.items.length] as { id: string };
      items.push({ ...source, id: `${source.id.slice(0, 24)}${String(i).padStart(12, '0')}` });
    }
    await route.fulfill({ response, json: { ...body, items, total: Math.max(body.total, items.length) } });
  });
}

interface SyncStatusRow {
  table: string;
  status: string;
  last_sync: number | null;
}

/** The sync-status records, read with IndexedDB itself; nothing while the database is busy. */
const syncStatuses = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<SyncStatusRow[]>((resolve) => {
        try {
          const open = indexedDB.open('sdc_offline');
          open.onerror = () => resolve([]);
          open.onblocked = () => resolve([]);
          open.onsuccess = () => {
            try {
              const request = open.result.transaction('sync_status').objectStore('sync_status').getAll();
              request.onsuccess = () => {
                open.result.close();
                resolve(request.result as SyncStatusRow[]);
              };
              request.onerror = () => resolve([]);
            } catch {
              open.result.close();
              resolve([]);
            }
          };
        } catch {
          resolve([]);
        }
      }),
  );

async function taskSeconds(cdp: import('playwright-core').CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

export async function runOffline(ctx: BenchContext): Promise<ResultRow[]> {
  const dataDir = await ctx.copySeededDataDir('offline-data');
  const server = await ctx.startServer({ dataDir });
  const base = server.baseUrl;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_USERS.member.email, password: DEMO_PASSWORD },
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    await fillListsTo50(context);
    const page = await context.newPage();
    // Visiting the three sections makes them the member's top sections.
    for (const section of SECTIONS) {
      await page.goto(`/${section}`);
      await page.waitForFunction(
        (name) =>
          Object.keys(localStorage).some(
            (key) =>
              key.startsWith('sdc_activity_') && (JSON.parse(localStorage.getItem(key) ?? '{}').pageVisits?.[name] ?? 0) > 0,
          ),
        section,
      );
    }

    // Sync: a quiet page; the run starts 2 s after the load.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const syncMs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const loadedAt = Date.now();
      // The run's last list request: the member's upcoming debates (their pages follow).
      const upcoming = page.waitForResponse((r) => r.url().includes('/api/me/debates?when=upcoming'), { timeout: 30_000 });
      await page.goto('/about');
      await page.waitForTimeout(1500);
      const before = await taskSeconds(cdp);
      await upcoming;
      const deadline = Date.now() + 10_000;
      let statuses = await syncStatuses(page);
      while (!(statuses.length === 4 && statuses.every((s) => (s.last_sync ?? 0) > loadedAt))) {
        if (Date.now() > deadline) throw new Error(`run ${run}: the sync did not finish: ${JSON.stringify(statuses)}`);
        await page.waitForTimeout(50);
        statuses = await syncStatuses(page);
      }
      syncMs.push((await taskSeconds(cdp)) - before);
    }
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('sdc_offline');
          open.onsuccess = () => {
            const request = open.result.transaction(['debates', 'events', 'clubs']).objectStore('debates').count();
            request.onsuccess = () => resolve(request.result);
          };
        }),
    );

    // A repeat visit with no connection.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(true);
    const visitMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto('/debates', { waitUntil: 'commit' });
      await page.getByTestId('saved-on-device').waitFor();
      visitMs.push(await page.evaluate(() => performance.now()));
    }
    await context.close();

    const ms = (n: number) => `${Math.round(n)} ms`;
    return [
      budgetRow('offline', 'repeat visit to /debates offline, cached list shown (median of 5)', median(visitMs), ms, {
        max: OFFLINE_REPEAT_VISIT_BUDGET_MS,
      }),
      budgetRow(
        'offline',
        `full sync, 3 sections × ${ITEMS_PER_SECTION} items + upcoming, main-thread time (median of 3)`,
        median(syncMs.map((s) => s * 1000)),
        ms,
        { max: OFFLINE_SYNC_MAIN_THREAD_BUDGET_MS },
      ),
      infoRow('offline', 'debates kept on the device', String(kept)),
      infoRow('offline', 'offline visits, all runs', visitMs.map((v) => Math.round(v)).join(', ')),
      infoRow('offline', 'load average (1 min)', (loadavg()[0] ?? 0).toFixed(2)),
    ];
  } finally {
    await browser.close();
  }
}

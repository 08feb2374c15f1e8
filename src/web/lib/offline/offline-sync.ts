// Filling the device's copy (offline-db.ts) from the API (spec sections 4, 7 and 9):
// the first page of each section the member uses most, soonest first, and their
// upcoming debates with each one's page. Runs in the page (offline-driver.ts) and
// in the service worker's periodic sync, so it uses nothing of the DOM.
// Statuses per table: `syncing` while it runs, `pending` when waiting for the
// next run (last_sync says when one last succeeded), `error` with the message.
// An aborted run or a lost connection ("Failed to fetch") is not an error: the
// table goes back to waiting, its copy untouched.
import { OFFLINE_SYNC_TOP_SECTIONS, UPCOMING_DEBATES_CACHED } from '#shared/constants.ts';
import * as clubsApi from '#shared/clubs/operations.ts';
import * as debatesApi from '#shared/debates/operations.ts';
import * as eventsApi from '#shared/events/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { isConnectionLoss } from './offline-connection.ts';
import type { CachedItem, OfflineDatabase, SyncStatus } from './offline-db.ts';
import { OFFLINE_SECTIONS, type OfflineSection, type OfflineTable } from './offline-sections.ts';

/** The periodic background sync's tag: the page registers it, the service worker answers it. */
export const PERIODIC_SYNC_TAG = 'sdc-offline-sync';

/** How many items of each section's list the device keeps (3 sections × 50, docs/offline.md). */
export const OFFLINE_ITEMS_PER_SECTION = 50;

interface Identified {
  id: string;
}

/** The key of one record kept whole (a debate's page). */
export const recordKey = (section: OfflineSection, id: string) => `${section}:${id}`;

/** Each section's first page, as its list page asks for it without filters. */
const LIST_LOADERS: Record<OfflineSection, (signal: AbortSignal) => Promise<Identified[]>> = {
  debates: (signal) =>
    callOperation(debatesApi.listDebates, { query: { limit: OFFLINE_ITEMS_PER_SECTION, sort: 'soonest' } }, signal).then(
      (page) => page.items,
    ),
  events: (signal) =>
    callOperation(eventsApi.listEvents, { query: { limit: OFFLINE_ITEMS_PER_SECTION } }, signal).then((page) => page.items),
  clubs: (signal) =>
    callOperation(clubsApi.listClubs, { query: { limit: OFFLINE_ITEMS_PER_SECTION } }, signal).then((page) => page.items),
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The sections to sync: the member's most visited ones (spec section 7), most visited first. */
export function topSections(pageVisits: Partial<Record<string, number>>): OfflineSection[] {
  return OFFLINE_SECTIONS.filter((section) => (pageVisits[section] ?? 0) > 0)
    .sort((a, b) => (pageVisits[b] ?? 0) - (pageVisits[a] ?? 0))
    .slice(0, OFFLINE_SYNC_TOP_SECTIONS);
}

async function setStatus(db: OfflineDatabase, table: OfflineTable, change: Partial<SyncStatus>): Promise<void> {
  const current = (await db.sync_status.get(table)) ?? { table, status: 'pending', last_sync: null, error: null };
  await db.sync_status.put({ ...current, ...change, table });
}

/** Replaces a table's items with `items`, in their order, in one transaction. */
async function replaceItems(db: OfflineDatabase, table: OfflineTable, items: Identified[], now: number): Promise<void> {
  const rows: CachedItem[] = items.map((item, position) => ({ id: item.id, position, data: item, cached_at: now }));
  await db.transaction('rw', db[table], async () => {
    await db[table].clear();
    await db[table].bulkPut(rows);
  });
}

/** Syncs one table, recording its status; never throws. */
async function syncTable(db: OfflineDatabase, table: OfflineTable, load: () => Promise<void>): Promise<void> {
  await setStatus(db, table, { status: 'syncing' });
  try {
    await load();
    await setStatus(db, table, { status: 'pending', last_sync: Date.now(), error: null });
  } catch (error) {
    if (isConnectionLoss(error)) await setStatus(db, table, { status: 'pending' });
    else await setStatus(db, table, { status: 'error', error: messageOf(error) });
  }
}

/**
 * One run: each of `sections`, then the member's upcoming debates (at most 5)
 * and the page of each, so My Debates and those debates open offline.
 */
export async function syncOfflineData(
  db: OfflineDatabase,
  sections: readonly OfflineSection[],
  signal: AbortSignal,
): Promise<void> {
  for (const section of sections) {
    await syncTable(db, section, async () => replaceItems(db, section, await LIST_LOADERS[section](signal), Date.now()));
  }
  await syncTable(db, 'upcoming', async () => {
    const { items } = await callOperation(
      debatesApi.listMyDebates,
      { query: { when: 'upcoming', limit: UPCOMING_DEBATES_CACHED } },
      signal,
    );
    const now = Date.now();
    const pages = await Promise.all(
      items.map((item) => callOperation(debatesApi.getDebate, { params: { id: item.id } }, signal)),
    );
    await replaceItems(db, 'upcoming', items, now);
    await db.records.bulkPut(pages.map((page) => ({ key: recordKey('debates', page.id), data: page, cached_at: now })));
  });
}

/** The tables whose copy is older than `staleMs` (or was never made). */
export async function staleTables(db: OfflineDatabase, tables: readonly OfflineTable[], staleMs: number, now = Date.now()) {
  const statuses = await db.sync_status.bulkGet([...tables]);
  return tables.filter((_, i) => {
    const lastSync = statuses[i]?.last_sync ?? null;
    return lastSync === null || now - lastSync > staleMs;
  });
}

/**
 * The service worker's periodic run (about daily, with the app closed): the
 * sections the page last chose, for the member the database belongs to. Nothing
 * when nobody is signed in on this device.
 */
export async function syncForWorker(db: OfflineDatabase): Promise<void> {
  if (!(await db.meta.get('owner'))) return;
  const chosen = (await db.meta.get('sections'))?.value;
  const sections = OFFLINE_SECTIONS.filter((section) => Array.isArray(chosen) && chosen.includes(section));
  await syncOfflineData(db, sections, new AbortController().signal);
}

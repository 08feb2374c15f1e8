// Pages read through these when they ask the API for what the device may keep:
// online, the API answers (and a record opened by a signed-in member is kept);
// with no connection, the device's copy answers instead, marked with when it was
// saved (`savedAt`), so the page can say "saved N minutes ago". Without a copy,
// the connection error stands and the page says it needs the network.
// The database loads only when it is needed: the lists' own chunks stay as small.
import type { Paginated } from '#shared/validation.ts';
import type { OfflineSection, OfflineTable } from './offline-sections.ts';
import { isConnectionLoss } from './offline-connection.ts';

/** What the device's copy adds to an answer: when it was saved (ms since the epoch). */
export interface SavedOnDevice {
  savedAt?: number;
}

const loadDatabase = () => import('./offline-db.ts').then((m) => m.offlineDatabase());

/** A list page of a section, or, offline, the section's items kept on the device (filters do not apply to them). */
export async function readListOrCopy<T>(
  table: OfflineTable,
  load: () => Promise<Paginated<T>>,
): Promise<Paginated<T> & SavedOnDevice> {
  try {
    return await load();
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    const db = await loadDatabase().catch(() => null);
    const rows = db ? await db[table].orderBy('position').toArray() : [];
    if (rows.length === 0) throw error;
    return {
      items: rows.map((row) => row.data as T),
      page: 1,
      limit: rows.length,
      total: rows.length,
      totalCapped: false,
      savedAt: Math.min(...rows.map((row) => row.cached_at)),
    };
  }
}

/** The member's upcoming debates, or, offline, the ones kept on the device. */
export async function readItemsOrCopy<T>(table: OfflineTable, load: () => Promise<T[]>): Promise<T[] & SavedOnDevice> {
  const page = await readListOrCopy(table, async () => {
    const items = await load();
    return { items, page: 1, limit: items.length, total: items.length, totalCapped: false };
  });
  return Object.assign([...page.items], page.savedAt === undefined ? {} : { savedAt: page.savedAt });
}

/**
 * One record's page (a debate, an event, a club). Online, a signed-in member's
 * device keeps it (the database has an owner only while someone is signed in);
 * offline, the kept copy answers, or else the record from a kept list when the
 * page can show it (`fromListItem`).
 */
export async function readRecordOrCopy<T extends object>(
  section: OfflineSection,
  id: string,
  load: () => Promise<T>,
): Promise<T & SavedOnDevice> {
  const key = `${section}:${id}`;
  try {
    const record = await load();
    void keepRecord(key, record);
    return record;
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    const db = await loadDatabase().catch(() => null);
    const kept = db ? await db.records.get(key) : undefined;
    if (!kept) throw error;
    return { ...(kept.data as T), savedAt: kept.cached_at };
  }
}

async function keepRecord(key: string, data: unknown): Promise<void> {
  try {
    const db = await loadDatabase();
    if (!db || !(await db.meta.get('owner'))) return;
    await db.records.put({ key, data, cached_at: Date.now() });
  } catch {
    // A device that cannot keep a copy still shows the page online.
  }
}

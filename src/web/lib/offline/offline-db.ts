// The device's copy of what a member reads offline (spec section 3; docs/offline.md):
// debates, events and clubs as the lists show them, each with cached_at; the
// records a member opened (a debate's page, say); their upcoming debates; and a
// sync-status record per table. IndexedDB through Dexie, one database per device
// that belongs to the signed-in member: signing out, or another member signing
// in, empties it. No DOM- or worker-only types: the service worker uses it too.
import Dexie, { type EntityTable } from 'dexie';
import type { OfflineTable } from './offline-sections.ts';

export const OFFLINE_DB_NAME = 'sdc_offline';

/** One item of a section's list, as the API listed it. */
export interface CachedItem {
  id: string;
  /** The list's order at the time of the sync. */
  position: number;
  data: unknown;
  cached_at: number;
}

/** One record a member opened online (a debate's page, an event's page), kept whole. */
export interface CachedRecord {
  /** `<section>:<id>`. */
  key: string;
  data: unknown;
  cached_at: number;
}

export type SyncState = 'pending' | 'syncing' | 'error';

/** Spec section 3: per table, its status, when it last synced and the last error. */
export interface SyncStatus {
  table: OfflineTable;
  status: SyncState;
  last_sync: number | null;
  error: string | null;
}

/** Facts about the database itself: whose data it holds, which sections the member uses most. */
export interface OfflineMeta {
  key: 'owner' | 'sections';
  value: string | string[];
}

export type OfflineDatabase = Dexie & {
  debates: EntityTable<CachedItem, 'id'>;
  events: EntityTable<CachedItem, 'id'>;
  clubs: EntityTable<CachedItem, 'id'>;
  upcoming: EntityTable<CachedItem, 'id'>;
  records: EntityTable<CachedRecord, 'key'>;
  sync_status: EntityTable<SyncStatus, 'table'>;
  meta: EntityTable<OfflineMeta, 'key'>;
};

/**
 * Version history: a new version adds a `.version(n)` with its changes; Dexie
 * upgrades an older database in place. A database it cannot open (corrupted, or
 * from a newer release) is deleted and made again: it only ever holds copies.
 */
export function createOfflineDatabase(name = OFFLINE_DB_NAME): OfflineDatabase {
  const db = new Dexie(name) as OfflineDatabase;
  db.version(1).stores({
    debates: 'id, position',
    events: 'id, position',
    clubs: 'id, position',
    upcoming: 'id, position',
    records: 'key, cached_at',
    sync_status: 'table',
    meta: 'key',
  });
  return db;
}

let opened: Promise<OfflineDatabase | null> | undefined;

/** Forgets the opened database (tests open a fresh one). */
export function resetOfflineDatabase(): void {
  opened = undefined;
}

/** Errors that mean the device will not keep data at all: online-only from then on. */
function isStorageRefused(error: unknown): boolean {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return [name, inner].some((n) => n === 'QuotaExceededError' || n === 'MissingAPIError' || n === 'InvalidStateError');
}

/**
 * The device's database, opened once; null where the browser keeps nothing
 * (no IndexedDB, storage refused). One that fails to open is rebuilt once.
 */
export function offlineDatabase(): Promise<OfflineDatabase | null> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    const db = createOfflineDatabase();
    try {
      await db.open();
      return db;
    } catch (error) {
      if (isStorageRefused(error)) return null;
      // An old or damaged database: it only holds copies, so start again.
      db.close();
      try {
        await Dexie.delete(OFFLINE_DB_NAME);
        const fresh = createOfflineDatabase();
        await fresh.open();
        return fresh;
      } catch {
        return null;
      }
    }
  })();
  return opened;
}

/** True when `error` says the device has no room left: the app then works online only. */
export function isQuotaError(error: unknown): boolean {
  return isStorageRefused(error);
}

/** Empties every table: signing out, or another member signing in on this device. */
export async function clearOfflineData(db: OfflineDatabase): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}

/** Makes the database `userId`'s: another member's copies are removed first. */
export async function claimOfflineData(db: OfflineDatabase, userId: string): Promise<void> {
  const owner = await db.meta.get('owner');
  if (owner?.value === userId) return;
  await clearOfflineData(db);
  await db.meta.put({ key: 'owner', value: userId });
}

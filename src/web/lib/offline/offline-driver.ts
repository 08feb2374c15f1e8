// Runs the offline sync in the page (spec sections 4, 7 and 9): only for a signed-in
// member and only online; the first run 2 s after the page loads, then every 5
// minutes, plus a check every 30 s that syncs any table older than 5 minutes, and
// a run when the connection returns; a run is skipped while one is in progress.
// Where the browser offers periodic background sync, the service worker also
// syncs about once a day with the app closed (src/web/sw/sw.ts).
import {
  BACKGROUND_SYNC_CHECK_MS,
  OFFLINE_SYNC_DELAY_MS,
  OFFLINE_SYNC_INTERVAL_MS,
  OFFLINE_TABLE_STALE_MS,
  PERIODIC_BACKGROUND_SYNC_MIN_MS,
} from '#shared/constants.ts';
import { readActivity } from './activity.ts';
import { markHoldsData } from './device-holds-data.ts';
import { claimOfflineData, clearOfflineData, isQuotaError, offlineDatabase } from './offline-db.ts';
import type { OfflineTable } from './offline-sections.ts';
import { clearTrainingAudio } from './training-audio-db.ts';
import { PERIODIC_SYNC_TAG, staleTables, syncOfflineData, topSections } from './offline-sync.ts';

export interface OfflineSyncOptions {
  /** Told once when the device refuses to keep data: the app then works online only. */
  onStorageFull?: () => void;
}

interface PeriodicSyncRegistration {
  periodicSync?: {
    register(tag: string, options: { minInterval: number }): Promise<void>;
    unregister(tag: string): Promise<void>;
  };
}

async function serviceWorkerRegistration(): Promise<(ServiceWorkerRegistration & PeriodicSyncRegistration) | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (registration as (ServiceWorkerRegistration & PeriodicSyncRegistration) | undefined) ?? null;
}

/** Asks for a daily sync with the app closed; browsers that do not offer it (or refuse it) are fine. */
async function registerPeriodicSync(): Promise<void> {
  try {
    await (await serviceWorkerRegistration())?.periodicSync?.register(PERIODIC_SYNC_TAG, {
      minInterval: PERIODIC_BACKGROUND_SYNC_MIN_MS,
    });
  } catch {
    // Not granted (the app is not installed, say): the page's own runs remain.
  }
}

/** The run in progress on this page, whoever started it (the timers, or "Update now" in Settings). */
let running: { controller: AbortController; done: Promise<void> } | null = null;
let storageFull = false;

/**
 * One sync run for `userId`, unless one is in progress (then that one's end), the
 * device is offline or out of room. `only: 'stale'` skips it when every table is fresh.
 */
export function runOfflineSync(
  userId: string,
  { only, onStorageFull }: { only?: 'stale' } & OfflineSyncOptions = {},
): Promise<void> {
  if (running) return running.done;
  if (storageFull || !navigator.onLine) return Promise.resolve();
  const controller = new AbortController();
  const done = (async () => {
    try {
      const db = await offlineDatabase();
      if (!db || controller.signal.aborted) return;
      await claimOfflineData(db, userId);
      markHoldsData(true);
      const sections = topSections(readActivity(userId).pageVisits);
      await db.meta.put({ key: 'sections', value: sections });
      const tables: OfflineTable[] = [...sections, 'upcoming'];
      if (only === 'stale' && (await staleTables(db, tables, OFFLINE_TABLE_STALE_MS)).length === 0) return;
      await syncOfflineData(db, sections, controller.signal);
    } catch (error) {
      if (isQuotaError(error)) {
        storageFull = true;
        onStorageFull?.();
      }
    } finally {
      running = null;
    }
  })();
  running = { controller, done };
  return done;
}

/** Starts syncing for `userId`; the returned function stops it (and cancels a run in progress). */
export function startOfflineSync(userId: string, options: OfflineSyncOptions = {}): () => void {
  const run = (only?: 'stale') => void runOfflineSync(userId, { ...options, only });
  const firstRun = setTimeout(() => run(), OFFLINE_SYNC_DELAY_MS);
  const every = setInterval(() => run(), OFFLINE_SYNC_INTERVAL_MS);
  const check = setInterval(() => run('stale'), BACKGROUND_SYNC_CHECK_MS);
  const onOnline = () => run();
  window.addEventListener('online', onOnline);
  void registerPeriodicSync();

  return () => {
    clearTimeout(firstRun);
    clearInterval(every);
    clearInterval(check);
    window.removeEventListener('online', onOnline);
    running?.controller.abort();
  };
}

/** Signing out: the member's copies and speech recordings leave the device, and the daily sync stops. */
export async function forgetOfflineData(): Promise<void> {
  const db = await offlineDatabase();
  if (db) await clearOfflineData(db);
  let isAudioCleared = true;
  try {
    await clearTrainingAudio();
  } catch {
    // Refused by the browser: the flag stays set, so the next signed-out page tries again.
    isAudioCleared = false;
  }
  markHoldsData(!isAudioCleared);
  try {
    await (await serviceWorkerRegistration())?.periodicSync?.unregister(PERIODIC_SYNC_TAG);
  } catch {
    // Nothing was registered.
  }
}

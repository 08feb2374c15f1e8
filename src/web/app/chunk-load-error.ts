// A page's code that did not download is not a server error: the device is
// offline and the page was never saved on it, or a deploy replaced the file
// names this tab still asks for. Each browser words the failed import its own
// way: "Failed to fetch dynamically imported module" (Chromium), "error loading
// dynamically imported module" (Firefox), "Importing a module script failed"
// (Safari), and Vite's preload helper "Unable to preload CSS".
const CHUNK_LOAD_ERROR = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True when `error` is a failed download of a lazily loaded module (a route chunk, say). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/** Session storage key: when the page last reloaded itself for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'sdc_chunk_reload_at';
/** A second failure within this time after reloading is shown, not reloaded again (no loop). */
const RELOAD_GUARD_MS = 30_000;

/**
 * Online, a chunk that fails to load means a new release replaced the files this
 * page was built with: one reload fetches the new release. Returns true when it
 * reloads; false when it already did so a moment ago (the error screen shows).
 */
export function reloadOnceForNewRelease(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (!storage || (Number.isFinite(last) && now - last < RELOAD_GUARD_MS)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

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

// The service worker served at /sw.js (built by vite-plugin-pwa, injectManifest).
// It precaches the app shell and the chunks a visitor may need offline, answers
// navigations from the network (with navigation preload, so nothing waits on the
// worker) and from the precached shell when the network is gone, and waits to
// take over until the page asks (the "new content available" reload), so an
// update never swaps the chunks of a page that is open.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { offlineDatabase } from '../lib/offline/offline-db.ts';
import { PERIODIC_SYNC_TAG, syncForWorker } from '../lib/offline/offline-sync.ts';
import './ballot-sync.ts';
import './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Paths whose navigations always go to the server: the API, the development tools, well-known files. */
export const NETWORK_ONLY_PATHS = [/^\/api\//, /^\/dev\//, /^\/\.well-known\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable());
});

// The first install controls the open page at once (nothing older to break); an
// update waits in "installed" until the page sends SKIP_WAITING.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function answerNavigation({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(request));
  } catch (error) {
    // Offline (or the server unreachable): the app shell renders the page from the device's data.
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw error;
  }
}

registerRoute(new NavigationRoute(answerNavigation, { denylist: NETWORK_ONLY_PATHS }));

// Chunks left out of the precache (online-only pages) are kept once used, so a
// page opened online once opens offline too. Their names are content hashes.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'sdc-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Periodic background sync (where the browser offers it, at most daily): the
// device's copies stay fresh with the app closed (docs/offline.md).
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const periodic = event as unknown as PeriodicSyncEvent;
  if (periodic.tag !== PERIODIC_SYNC_TAG) return;
  periodic.waitUntil(offlineDatabase().then((db) => (db ? syncForWorker(db) : undefined)));
});

// Registers the service worker from /sw.js (spec section 4) once the page has
// painted, and reports what it did: the first install "cached for offline use";
// a new release "new content available", with a Reload button. The new worker
// waits until that button is pressed (or every tab of the app is closed), so a
// page that is open keeps the files it was built with.
import { Workbox } from 'workbox-window';
import { notify } from '#web/lib/toast.ts';

export const SERVICE_WORKER_MESSAGES = {
  cached: { title: 'Ready to work offline', description: 'Content cached for offline use.' },
  updated: { title: 'New content available', description: 'Reload to use the new version.' },
  reload: 'Reload',
} as const;

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) notify.success({ ...SERVICE_WORKER_MESSAGES.cached, id: 'service-worker' });
  });
  workbox.addEventListener('waiting', () => {
    notify.info({
      ...SERVICE_WORKER_MESSAGES.updated,
      id: 'service-worker',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: SERVICE_WORKER_MESSAGES.reload,
        onClick: () => {
          // Reload once the new worker controls the page, so every file comes from the new release.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  workbox.register().catch(() => {
    // No worker (a private window, storage refused): the app works online as before.
    registered = false;
  });
}

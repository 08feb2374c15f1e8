// Push notifications in the service worker (docs/push.md): a message from the
// site's server (src/server/modules/push) is shown as a notification; a click
// focuses a window already on its page, or any window of the site (sent there),
// or opens a new one.
import type { PushPayload } from '../../shared/push/contract.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** The message, or a plain one when the data cannot be read: a push must always show something. */
function readPayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      kind: data.kind as PushPayload['kind'],
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : 'sdc',
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = payload?.title ?? 'SDC';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload?.body ?? 'You have a new notification.',
      icon: ICON,
      tag: payload?.tag ?? 'sdc',
      data: { url: payload?.url ?? '/' },
    }),
  );
});

async function openPage(path: string) {
  const target = new URL(path, self.location.origin);
  // Only pages of this site are opened.
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onPage = windows.find((w) => new URL(w.url).pathname === target.pathname);
  if (onPage) {
    await onPage.focus();
    return;
  }
  const any = windows.find((w) => new URL(w.url).origin === target.origin);
  if (any) {
    const moved = await any.navigate(target.href).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openPage(typeof url === 'string' ? url : '/'));
});

// This browser's side of push notifications: whether it can receive them, the
// permission it gives the site, and its subscription with its push service,
// which the server is told about (src/shared/push/operations.ts). Every step
// that can fail says what failed, in words for the member: a browser that
// cannot reach its push service (a headless one, one without Google services,
// a network that blocks it) is reported as such, never shown as turned on.
import { ApiRequestError, callOperation } from '#web/lib/api-client.ts';
import * as pushApi from '#shared/push/operations.ts';

/** How long to wait for the site's service worker before saying it is not running. */
const SERVICE_WORKER_WAIT_MS = 8000;

export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

export type PushPermission = NotificationPermission;

export function pushPermission(): PushPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** A step that failed, with a message to show as it is. */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PushSetupError(
            'The app’s service worker is not running in this browser (it may be blocked, or the page was opened in a private window), so notifications cannot be set up here.',
          ),
        ),
      SERVICE_WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** Tells the server about a subscription; throws PushSetupError when it refuses or cannot be reached. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  try {
    await callOperation(pushApi.subscribePush, {
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    });
  } catch (error) {
    const reason = error instanceof ApiRequestError ? error.message : reasonOf(error);
    throw new PushSetupError(`The site could not save this browser’s subscription: ${reason}`);
  }
}

/**
 * Turns notifications on for this browser: asks for permission, subscribes with
 * the site's VAPID key and tells the server. A subscription the server did not
 * take is undone, so the browser never holds one the site does not know.
 */
export async function enablePushOnThisBrowser(): Promise<void> {
  if (pushSupport() !== 'supported') throw new PushSetupError('This browser cannot receive push notifications.');
  if (Notification.permission === 'denied') {
    throw new PushSetupError(
      'Notifications are blocked for this site in your browser’s settings. Allow them there, then try again.',
    );
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError(
      permission === 'denied'
        ? 'You blocked notifications for this site. Allow them in your browser’s settings to turn this on.'
        : 'Notifications were not allowed. Try again and choose “Allow”.',
    );
  }
  const registration = await serviceWorker();
  let publicKey: string;
  try {
    publicKey = (await callOperation(pushApi.getPushPublicKey, {})).publicKey;
  } catch (error) {
    throw new PushSetupError(`The site’s notification key could not be loaded: ${reasonOf(error)}`);
  }
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
  } catch (error) {
    throw new PushSetupError(
      `Your browser could not register with its push service, so notifications cannot be turned on here (${reasonOf(error)}). Browsers without access to their vendor’s push service — some privacy-focused or headless browsers, or networks that block it — cannot receive push notifications.`,
    );
  }
  try {
    await saveSubscription(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** Turns notifications off for this browser: the server forgets it, then the browser drops the subscription. */
export async function disablePushOnThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await callOperation(pushApi.unsubscribePush, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    // Not found: the server had forgotten it already.
    if (!(error instanceof ApiRequestError && error.status === 404)) {
      throw new PushSetupError(`The site could not forget this browser: ${reasonOf(error)}`);
    }
  }
  await subscription.unsubscribe().catch(() => false);
}

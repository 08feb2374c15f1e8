// On signing out, this browser stops receiving the member's push notifications
// (docs/push.md): the site forgets it while the session still holds, and the
// browser drops its subscription, so the push service refuses further messages
// (the server removes a subscription the push service calls gone). Best effort,
// and bounded: signing out never waits long on it.
import type * as pushApi from '#shared/push/operations.ts';
import { UNSUBSCRIBE_PUSH_ROUTE } from '#shared/push/routes.ts';
import { callRoute } from './api-client.ts';

const FORGET_TIMEOUT_MS = 3000;

async function forget(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await callRoute<typeof pushApi.unsubscribePush>(
    UNSUBSCRIBE_PUSH_ROUTE,
    { body: { endpoint: subscription.endpoint } },
    AbortSignal.timeout(FORGET_TIMEOUT_MS),
  ).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

export function forgetPushSubscription(): Promise<void> {
  return Promise.race([forget().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
}

// Sends one message to one browser's push service (RFC 8030/8291/8292): the
// payload encrypted with the subscription's keys (aes128gcm) and signed with the
// site's VAPID key by web-push, the request itself made with fetch, so the time
// it may take is bounded and a loopback http endpoint works in tests.
import webpush from 'web-push';
import { PUSH_KIND_DELIVERY, type PushPayload } from '#shared/push/contract.ts';
import type { Config } from '#server/config.ts';

/** How long a push service may take to answer. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone: the subscription expired or was revoked (404/410); failed: anything else. */
export type PushOutcome = { result: 'sent' } | { result: 'gone'; status: number } | { result: 'failed'; reason: string };

export async function sendPushMessage(vapid: Config['vapid'], target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
  const delivery = PUSH_KIND_DELIVERY[payload.kind];
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: delivery.ttlSeconds, urgency: delivery.urgency, contentEncoding: 'aes128gcm' },
    );
  } catch (error) {
    return { result: 'failed', reason: `could not encrypt: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return { result: 'gone', status: res.status };
    if (res.status >= 200 && res.status < 300) return { result: 'sent' };
    return { result: 'failed', reason: `push service answered ${res.status}` };
  } catch (error) {
    return { result: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

// The push worker (ADR 0033): runs inside each server process (PUSH_WORKER),
// sends the due rows of push_queue and deletes them. It polls — every few
// seconds, or at the next row's send time if sooner — instead of LISTENing,
// which would hold one more pooled connection per process for a channel that
// carries little. A row is sent to each of its member's subscriptions when the
// member still wants the kind and has not turned off the e-mail switch with the
// same meaning; a 404 or 410 from the push service removes the subscription,
// any other failure is counted on it. A worker that dies mid-batch leaves its
// claims to be taken over after the lease: a notification may then come twice,
// and its tag makes the browser show it once.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PUSH_KIND_EMAIL_PREFERENCE, type PushKind } from '#shared/push/contract.ts';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { emailPreferences, pushPreferences, pushSubscriptions } from '#server/db/schema/index.ts';
import { type ClaimedPush, claimDuePush, nextPushDue, removeFromPushQueue } from './push-queue.ts';
import { type PushOutcome, sendPushMessage } from './push-sender.ts';

export const PUSH_WORKER_INTERVAL_MS = 5000;
export const PUSH_BATCH_SIZE = 20;
/** A claim older than this is taken over by another worker. */
export const PUSH_LEASE_MS = 2 * 60 * 1000;

export interface PushWorkerOptions {
  database: DatabaseHandle;
  vapid: Config['vapid'];
  log: Logger;
  intervalMs?: number;
}

export interface PushWorker {
  start(): void;
  /** Sends everything due now; resolves with the number of notifications handled. */
  runOnce(): Promise<number>;
  wake(): void;
  stop(): Promise<void>;
}

type Subscription = typeof pushSubscriptions.$inferSelect;

export function createPushWorker({ database, vapid, log, intervalMs = PUSH_WORKER_INTERVAL_MS }: PushWorkerOptions): PushWorker {
  const db = database.db;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let loopDone: Promise<void> = Promise.resolve();

  /** The members' wishes: the kinds each turned on, and the e-mail switches each turned off. */
  async function wishesOf(userIds: string[]) {
    const [push, email] = await Promise.all([
      db.select().from(pushPreferences).where(inArray(pushPreferences.userId, userIds)),
      db.select().from(emailPreferences).where(inArray(emailPreferences.userId, userIds)),
    ]);
    const pushByUser = new Map(push.map((p) => [p.userId, p]));
    const emailByUser = new Map(email.map((e) => [e.userId, e]));
    return (userId: string, kind: PushKind) =>
      pushByUser.get(userId)?.[kind] === true && emailByUser.get(userId)?.[PUSH_KIND_EMAIL_PREFERENCE[kind]] !== false;
  }

  async function record(subscription: Subscription, outcome: PushOutcome) {
    if (outcome.result === 'sent') {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date(), failureCount: 0 })
        .where(eq(pushSubscriptions.id, subscription.id));
    } else if (outcome.result === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      log.info({ subscriptionId: subscription.id, status: outcome.status }, 'push subscription expired: removed');
    } else {
      await db
        .update(pushSubscriptions)
        .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
        .where(eq(pushSubscriptions.id, subscription.id));
      log.warn({ subscriptionId: subscription.id, reason: outcome.reason }, 'push delivery failed');
    }
  }

  async function processBatch(): Promise<number> {
    const claimed = await claimDuePush(db, PUSH_BATCH_SIZE, PUSH_LEASE_MS);
    if (claimed.length === 0) return 0;
    const userIds = [...new Set(claimed.map((c) => c.userId))];
    const [wants, subscriptions] = await Promise.all([
      wishesOf(userIds),
      db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    ]);
    const deliveries: { message: ClaimedPush; subscription: Subscription }[] = [];
    for (const message of claimed) {
      if (!wants(message.userId, message.kind)) continue;
      for (const subscription of subscriptions) {
        if (subscription.userId === message.userId) deliveries.push({ message, subscription });
      }
    }
    await Promise.all(
      deliveries.map(async ({ message, subscription }) => {
        const outcome = await sendPushMessage(vapid, subscription, message.payload);
        await record(subscription, outcome).catch((err) => log.error({ err }, 'push outcome not recorded'));
      }),
    );
    await removeFromPushQueue(
      db,
      claimed.map((c) => c.id),
    );
    return claimed.length;
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const n = await processBatch();
      handled += n;
      if (n < PUSH_BATCH_SIZE || stopped) return handled;
    }
  }

  async function sleep() {
    const next = await nextPushDue(db).catch(() => null);
    const wait = next ? Math.max(0, Math.min(intervalMs, next.getTime() - Date.now())) : intervalMs;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, wait);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function loop() {
    while (!stopped) {
      try {
        await runOnce();
      } catch (err) {
        if (!stopped) log.error({ err }, 'push worker pass failed');
      }
      if (!stopped) await sleep();
    }
  }

  return {
    start() {
      loopDone = loop();
    },
    runOnce,
    wake() {
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loopDone;
    },
  };
}

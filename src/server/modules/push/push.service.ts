// A member's push subscriptions and the kinds they opted in to (docs/push.md).
// One browser (endpoint) belongs to one member: saving an endpoint another
// account saved moves it, since only the member signed in on that browser now
// should be notified there.
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import {
  PUSH_KINDS,
  PUSH_MAX_SUBSCRIPTIONS_PER_USER,
  PUSH_MESSAGES,
  type MyPushSettings,
  type PushPreferences,
  type PushSubscriptionInput,
} from '#shared/push/contract.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { pushPreferences, pushSubscriptions } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Where the server may send: an https URL on a named host — never an address
 * literal, localhost or an internal name, since the server makes the request —
 * and, outside production, also a loopback http URL (tests, development).
 */
export function isAllowedPushEndpoint(endpoint: string, env: Config['env']): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const host = url.hostname.toLowerCase();
  if (env !== 'production' && LOOPBACK_HOSTS.has(host)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:') return false;
  if (IP_LITERAL.test(host) || !host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|lan|home\.arpa)$/.test(host);
}

export async function subscribe(
  db: Database,
  env: Config['env'],
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<{ subscribed: true }> {
  if (!isAllowedPushEndpoint(input.endpoint, env)) {
    throw new AppError('VALIDATION_FAILED', PUSH_MESSAGES.endpointNotAllowed, {
      fields: { endpoint: [PUSH_MESSAGES.endpointNotAllowed] },
    });
  }
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh.replace(/=+$/, ''),
    auth: input.keys.auth.replace(/=+$/, ''),
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        // New keys (or a new member) start afresh.
        set: { ...values, createdAt: new Date(), lastSuccessAt: null, failureCount: 0 },
      });
    // The member's newest browsers are kept; the oldest beyond the limit are forgotten.
    const keep = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_MAX_SUBSCRIPTIONS_PER_USER);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        notInArray(
          pushSubscriptions.id,
          keep.map((k) => k.id),
        ),
      ),
    );
  });
  return { subscribed: true };
}

export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('Push subscription');
}

export async function getPushSettings(db: Database, userId: string): Promise<MyPushSettings> {
  const [[row], [subs]] = await Promise.all([
    db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const preferences = Object.fromEntries(PUSH_KINDS.map((k) => [k, row?.[k] === true])) as PushPreferences;
  return { preferences, subscriptions: subs?.n ?? 0 };
}

export async function updatePushPreferences(
  db: Database,
  userId: string,
  changes: Partial<PushPreferences>,
): Promise<MyPushSettings> {
  const set: Partial<PushPreferences> = {};
  for (const kind of PUSH_KINDS) if (changes[kind] !== undefined) set[kind] = changes[kind];
  if (Object.keys(set).length > 0) {
    await db
      .insert(pushPreferences)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: pushPreferences.userId, set });
  }
  return getPushSettings(db, userId);
}

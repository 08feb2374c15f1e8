// The push queue (ADR 0033, docs/push.md). notify() inserts one row per member
// in the caller's transaction, so a notification exists exactly when the change
// that caused it commits, and nothing is sent while the request runs: the push
// worker (push-worker.ts) sends the due rows afterwards. Whether the member still
// wants the kind is checked again when the row is sent.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  PUSH_BODY_MAX,
  PUSH_KINDS,
  PUSH_TITLE_MAX,
  type PushKind,
  type PushPayload,
  PushPayloadSchema,
} from '#shared/push/contract.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { pushPreferences, pushQueue, pushSubscriptions } from '#server/db/schema/index.ts';

type Executor = Database | Transaction;

export interface NotifyOptions {
  /** Not before this time (reminders); default now. */
  sendAfter?: Date;
  /** Names what it is about, per member (the key gets `:user:<id>`), so it can be moved or cancelled. */
  referenceKey?: string;
}

/** The column of push_preferences of each kind. */
export const PUSH_PREFERENCE_COLUMNS = Object.fromEntries(PUSH_KINDS.map((k) => [k, pushPreferences[k]])) as Record<
  PushKind,
  (typeof pushPreferences)[PushKind]
>;

/**
 * Queues a notification of `kind` for these members. A notification due now is
 * queued only for members with a subscription who turned the kind on; a later
 * one (a reminder) for every member given, since they may subscribe meanwhile.
 * Returns how many were queued.
 */
export async function notify(
  db: Executor,
  userIds: readonly string[],
  kind: PushKind,
  payload: Omit<PushPayload, 'kind'>,
  options: NotifyOptions = {},
): Promise<number> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return 0;
  // Titles and bodies come from members' text: cut to the message's bounds rather than refused.
  const message = PushPayloadSchema.parse({
    ...payload,
    kind,
    title: truncate(payload.title, PUSH_TITLE_MAX),
    body: truncate(payload.body, PUSH_BODY_MAX),
  });
  const later = options.sendAfter && options.sendAfter.getTime() > Date.now();
  const recipients = later ? unique : await wantingNow(db, unique, kind);
  if (recipients.length === 0) return 0;
  const rows = recipients.map((userId) => ({
    userId,
    kind,
    payload: message,
    sendAfter: options.sendAfter ?? new Date(),
    referenceKey: options.referenceKey ? `${options.referenceKey}:user:${userId}` : null,
  }));
  const inserted = await db.insert(pushQueue).values(rows).onConflictDoNothing().returning({ id: pushQueue.id });
  return inserted.length;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The members among these with a subscription who turned the kind on. */
async function wantingNow(db: Executor, userIds: string[], kind: PushKind): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), eq(PUSH_PREFERENCE_COLUMNS[kind], true)));
  return rows.map((r) => r.userId);
}

/** Removes the queued notifications whose reference key starts with `prefix`. */
export async function cancelPushByReference(db: Executor, prefix: string): Promise<number> {
  const result = await db
    .delete(pushQueue)
    .where(like(pushQueue.referenceKey, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
    .returning({ id: pushQueue.id });
  return result.length;
}

export interface ClaimedPush {
  id: string;
  userId: string;
  kind: PushKind;
  payload: PushPayload;
  claimedAt: Date;
}

/**
 * Claims up to `limit` due notifications, oldest first; a claim older than the
 * lease (its worker died) is taken over. SKIP LOCKED keeps two workers apart.
 */
export async function claimDuePush(db: Database, limit: number, leaseMs: number): Promise<ClaimedPush[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with due as (
      select id from push_queue
      where send_after <= now()
        and (claimed_at is null or claimed_at < now() - make_interval(secs => ${leaseMs / 1000}))
      order by send_after
      limit ${limit}
      for update skip locked
    )
    update push_queue q set claimed_at = date_trunc('milliseconds', clock_timestamp())
    from due where q.id = due.id
    returning q.id, q.user_id, q.kind, q.payload, q.claimed_at`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: r.id as string,
    userId: r.user_id as string,
    kind: r.kind as PushKind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as PushPayload,
    claimedAt: new Date(r.claimed_at as string),
  }));
}

/** Removes sent (or no longer wanted) notifications. */
export async function removeFromPushQueue(db: Database, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(pushQueue).where(inArray(pushQueue.id, ids));
}

/** When the next queued notification is due, or null when none is queued. */
export async function nextPushDue(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string>`min(${pushQueue.sendAfter})` })
    .from(pushQueue)
    .where(sql`${pushQueue.claimedAt} is null`);
  return row?.at ? new Date(row.at) : null;
}

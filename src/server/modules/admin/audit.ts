// Every admin action goes through `audited`: the action and its audit entry
// commit together, so the log never claims an action that did not happen nor
// misses one that did; when the action fails (refused, raced, broken), the
// failure is written in its own statement after the rollback, so nothing an
// admin tried is lost from the log (issue: "even when the action itself fails").
import type { Context } from 'hono';
import type { AuditTargetType } from '#shared/admin/audit.ts';
import type { Operation } from '#shared/operation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { requestLog } from '#server/lib/every-request.ts';
import { toStorableText } from '#shared/text.ts';

export interface AuditSubject {
  /** verb-noun, `<target>.<verb>`: user.ban, settings.update… */
  action: string;
  targetType: AuditTargetType;
  targetId: string | null;
  /** What the target was called at the time (a name, a title); the action may refine it. */
  targetLabel?: string | null;
  reason?: string | null;
}

/** What an action reports for its audit entry besides its result. */
export interface AuditedOutcome<T> {
  result: T;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  targetLabel?: string | null;
}

interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
}

function originOf(c: Context<AppEnv>): RequestOrigin {
  return {
    ipAddress: getClientIp(c) ?? null,
    // Bounded: a header is the client's to choose.
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    requestId: c.get('requestId') ?? null,
  };
}

/** An error as the log may keep it: an AppError's message, never a stack or a query. */
function failureText(err: unknown): string {
  if (err instanceof AppError) return `${err.code}: ${err.message}`;
  return 'Unexpected error';
}

/**
 * Runs an admin action in a transaction and writes its audit entry in the same
 * transaction; on failure, writes a "failed" entry and rethrows.
 */
export async function audited<T>(
  c: Context<AppEnv>,
  actor: SessionUser,
  subject: AuditSubject,
  action: (tx: Transaction) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  const db = c.get('db');
  const origin = originOf(c);
  const entry = {
    actorId: actor.id,
    actorName: actor.name,
    action: subject.action,
    targetType: subject.targetType,
    targetId: subject.targetId,
    reason: subject.reason ?? null,
    ...origin,
  };
  try {
    return await db.transaction(async (tx) => {
      const outcome = await action(tx);
      await tx.insert(auditLog).values({
        ...entry,
        targetLabel: storable(outcome.targetLabel ?? subject.targetLabel ?? null),
        before: outcome.before ?? null,
        after: outcome.after ?? null,
        outcome: 'succeeded',
      });
      return outcome.result;
    });
  } catch (err) {
    await recordFailure(db, { ...entry, targetLabel: storable(subject.targetLabel ?? null) }, err).catch((logErr) =>
      requestLog(c).error({ err: logErr }, 'audit entry of a failed admin action could not be written'),
    );
    throw err;
  }
}

async function recordFailure(db: Database, entry: Omit<typeof auditLog.$inferInsert, 'outcome'>, err: unknown) {
  await db.insert(auditLog).values({ ...entry, outcome: 'failed', error: failureText(err) });
}

function storable(value: string | null): string | null {
  return value === null ? null : toStorableText(value);
}

/**
 * An admin's action through a member's operation (one that declares `adminAudit`:
 * editing a member's debate, reviewing a topic…), written after it ran, in its own
 * statement: the member's module owns that transaction. Succeeded or failed, with
 * the operation's id as the action; a failure to write is logged, never thrown.
 */
export async function recordAdminActionThroughOperation(
  c: Context<AppEnv>,
  actor: SessionUser,
  { operation, targetId, error }: { operation: Operation; targetId: string | null; error: unknown | null },
): Promise<void> {
  if (!operation.adminAudit) return;
  try {
    await c
      .get('db')
      .insert(auditLog)
      .values({
        actorId: actor.id,
        actorName: actor.name,
        action: `${operation.adminAudit}.${operation.id}`,
        targetType: operation.adminAudit,
        targetId,
        ...originOf(c),
        outcome: error === null ? 'succeeded' : 'failed',
        error: error === null ? null : failureText(error),
      });
  } catch (err) {
    requestLog(c).error({ err, operation: operation.id }, 'audit entry of an admin action could not be written');
  }
}

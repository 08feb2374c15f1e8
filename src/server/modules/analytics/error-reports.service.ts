// Error reports kept for the admin area's logs (error_reports): errors the web
// app reports (with their breadcrumbs) and the server's own unexpected errors
// (5xx, with their request id). Each gets a fingerprint (error-fingerprint.ts)
// and a browser label (user-agent.ts), and is also written to the log (pino) as
// before. Recording a server error never touches its answer: it runs after the
// handler gave up, off the answer's path, and every failure is caught and logged.
// Reports older than ERROR_REPORT_RETENTION_DAYS are deleted, at most once an
// hour per process, by the write that finds them due.
import type { Context } from 'hono';
import { lt, sql } from 'drizzle-orm';
import type { ClientErrorReport } from '#shared/analytics/client-errors.ts';
import type { AnalyticsEventType, AnalyticsProperties } from '#shared/analytics/contract.ts';
import { toStorableText } from '#shared/text.ts';
import { runInBackground } from '#server/auth/background-tasks.ts';
import { getSessionUser } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { analyticsEvents, errorReports } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { requestLog } from '#server/lib/every-request.ts';
import { errorFingerprint } from './error-fingerprint.ts';
import { browserLabel } from './user-agent.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
let nextPruneAt = 0;

type NewReport = typeof errorReports.$inferInsert;

/** The path without its query string or fragment (they can carry tokens), bounded. */
export function pathOnly(path: string): string {
  return path.split(/[?#]/)[0]?.slice(0, 2000) ?? '';
}

function storable(value: string | null | undefined, max: number): string | null {
  return value === null || value === undefined ? null : toStorableText(value.slice(0, max));
}

async function insertReport(db: Database, report: NewReport, retentionDays: number): Promise<void> {
  const { userId, ...rest } = report;
  // A user deleted meanwhile must not lose the report to the foreign key.
  const knownUser = userId ? sql`(select id from users where id = ${userId})` : null;
  await db.transaction(async (tx) => {
    await tx.insert(errorReports).values({ ...rest, userId: knownUser });
    // Spec section 8: an error also goes to the analytics, counted by type with the product events.
    await tx.insert(analyticsEvents).values({
      type: 'error_reported' satisfies AnalyticsEventType,
      userId: knownUser,
      properties: { type: rest.source, category: rest.name, page: rest.path ?? '' } satisfies AnalyticsProperties,
    });
  });
  if (Date.now() >= nextPruneAt) {
    nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    await deleteExpiredErrorReports(db, retentionDays);
  }
}

/** Deletes the reports older than the retention period; returns how many. */
export async function deleteExpiredErrorReports(db: Database, retentionDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * DAY_MS);
  const deleted = await db.delete(errorReports).where(lt(errorReports.createdAt, cutoff)).returning({ id: errorReports.id });
  return deleted.length;
}

/** Stores a report from the web app, with the signed-in user if any. */
export async function storeClientError(c: Context<AppEnv>, report: ClientErrorReport): Promise<void> {
  const user = await getSessionUser(c).catch(() => null);
  const userAgent = c.req.header('user-agent')?.slice(0, 500) ?? null;
  const name = report.name?.trim() || 'Error';
  await insertReport(
    c.get('db'),
    {
      source: 'client',
      fingerprint: errorFingerprint({ source: 'client', name, message: report.message, stack: report.stack }),
      name: storable(name, 100) as string,
      message: storable(report.message, 2000) as string,
      stack: storable(report.stack, 8000),
      context: storable(report.context, 100),
      path: pathOnly(report.path),
      requestId: c.get('requestId') ?? null,
      userId: user?.id ?? null,
      userAgent: storable(userAgent, 500),
      browser: browserLabel(userAgent),
      breadcrumbs: report.breadcrumbs ?? [],
    },
    c.get('config').errorReportRetentionDays,
  );
}

/**
 * Records an unexpected server error (answered 500) with its request id, path and
 * user if the request had read one. Returns at once; the write runs in the
 * background and its failure is only logged.
 */
export function recordServerError(c: Context<AppEnv>, err: unknown): void {
  try {
    const name = err instanceof Error ? err.name || 'Error' : 'Error';
    const message = err instanceof Error ? err.message : String(err);
    const stack = err instanceof Error ? (err.stack ?? null) : null;
    const userAgent = c.req.header('user-agent')?.slice(0, 500) ?? null;
    const report: NewReport = {
      source: 'server',
      fingerprint: errorFingerprint({ source: 'server', name, message, stack }),
      name: storable(name, 100) as string,
      message: storable(message, 2000) as string,
      stack: storable(stack, 8000),
      path: pathOnly(c.req.path),
      requestId: c.get('requestId') ?? null,
      // Only a session already read: reading it now could fail the same way the request did.
      userId: c.get('sessionUser')?.id ?? null,
      userAgent: storable(userAgent, 500),
      browser: browserLabel(userAgent),
    };
    const db = c.get('db');
    const log = requestLog(c);
    const retentionDays = c.get('config').errorReportRetentionDays;
    runInBackground(
      insertReport(db, report, retentionDays).catch((writeErr: unknown) => {
        log.error({ err: writeErr }, 'server error report could not be stored');
      }),
    );
  } catch (prepareErr) {
    requestLog(c).error({ err: prepareErr }, 'server error report could not be prepared');
  }
}

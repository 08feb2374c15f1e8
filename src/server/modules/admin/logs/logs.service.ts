// The admin area's logs: error reports grouped by fingerprint (written by
// modules/analytics/error-reports.service.ts), and the audit log (written only
// by ../audit.ts; append-only by trigger). Reading only, apart from deleting an
// error group, which is audited like every admin action.
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuditEntryView, AuditQuery } from '#shared/admin/audit.ts';
import { AUDIT_EXPORT_MAX_ROWS } from '#shared/admin/audit.ts';
import {
  ERROR_OCCURRENCES_SHOWN,
  type AuditFacets,
  type ErrorGroupDetail,
  type ErrorGroupQuery,
  type ErrorGroupView,
  type ErrorPeriod,
  type ErrorSource,
} from '#shared/admin/logs/contract.ts';
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database } from '#server/db/client.ts';
import { auditLog, errorReports, users } from '#server/db/schema/index.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { countLimitFor, pageOf } from '#server/lib/list-total.ts';
import { audited } from '../audit.ts';
import { csvRow } from '#server/lib/csv.ts';

const HOUR_MS = 60 * 60 * 1000;
const PERIOD_MS: Record<Exclude<ErrorPeriod, 'all'>, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

const iso = (value: string | Date) => new Date(value).toISOString();

// ------------------------------------------------------------------ error groups

const GROUP_COLUMNS = {
  fingerprint: errorReports.fingerprint,
  count: sql<number>`count(*)::int`.mapWith(Number),
  firstSeen: sql<string | Date>`min(${errorReports.createdAt})`,
  lastSeen: sql<string | Date>`max(${errorReports.createdAt})`,
  affectedUsers: sql<number>`count(distinct ${errorReports.userId})::int`.mapWith(Number),
  browsers: sql<
    string[]
  >`coalesce(array_agg(distinct ${errorReports.browser}) filter (where ${errorReports.browser} is not null), '{}')`,
  // The latest occurrence's words: a message may read differently while the fingerprint stays.
  source: sql<string>`(array_agg(${errorReports.source} order by ${errorReports.createdAt} desc))[1]`,
  name: sql<string>`(array_agg(${errorReports.name} order by ${errorReports.createdAt} desc))[1]`,
  message: sql<string>`(array_agg(${errorReports.message} order by ${errorReports.createdAt} desc))[1]`,
  lastPath: sql<string | null>`(array_agg(${errorReports.path} order by ${errorReports.createdAt} desc))[1]`,
};

interface GroupRecord {
  fingerprint: string;
  count: number;
  firstSeen: string | Date;
  lastSeen: string | Date;
  affectedUsers: number;
  browsers: string[];
  source: string;
  name: string;
  message: string;
  lastPath: string | null;
}

function toGroupView(r: GroupRecord): ErrorGroupView {
  return {
    fingerprint: r.fingerprint,
    source: r.source as ErrorSource,
    name: r.name,
    message: r.message,
    count: r.count,
    firstSeen: iso(r.firstSeen),
    lastSeen: iso(r.lastSeen),
    affectedUsers: r.affectedUsers,
    browsers: [...r.browsers].sort(),
    lastPath: r.lastPath,
  };
}

export async function findErrorGroups(db: Database, query: ErrorGroupQuery): Promise<Paginated<ErrorGroupView>> {
  const since = query.period === 'all' ? null : new Date(Date.now() - PERIOD_MS[query.period]);
  const where = and(
    since ? gte(errorReports.createdAt, since) : undefined,
    query.source ? eq(errorReports.source, query.source) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select(GROUP_COLUMNS)
      .from(errorReports)
      .where(where)
      .groupBy(errorReports.fingerprint)
      .orderBy(desc(sql`max(${errorReports.createdAt})`), errorReports.fingerprint)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (
      select 1 from ${errorReports} ${where ? sql`where ${where}` : sql``}
      group by ${errorReports.fingerprint} limit ${countLimitFor(query)}) groups`),
  ]);
  const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return pageOf(rows.map(toGroupView), query, total);
}

export async function getErrorGroupByFingerprint(db: Database, fingerprint: string): Promise<ErrorGroupDetail> {
  const byFingerprint = eq(errorReports.fingerprint, fingerprint);
  const [group] = await db.select(GROUP_COLUMNS).from(errorReports).where(byFingerprint).groupBy(errorReports.fingerprint);
  if (!group) throw notFound('Error group');
  const occurrences = await db
    .select({
      id: errorReports.id,
      createdAt: errorReports.createdAt,
      source: errorReports.source,
      requestId: errorReports.requestId,
      path: errorReports.path,
      userId: users.id,
      userName: users.name,
      browser: errorReports.browser,
      context: errorReports.context,
      stack: errorReports.stack,
      userAgent: errorReports.userAgent,
      breadcrumbs: errorReports.breadcrumbs,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(byFingerprint)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(ERROR_OCCURRENCES_SHOWN);
  const latest = occurrences[0];
  if (!latest) throw notFound('Error group');
  return {
    group: toGroupView(group),
    occurrences: occurrences.map((o) => ({
      id: o.id,
      createdAt: iso(o.createdAt),
      source: o.source as ErrorSource,
      requestId: o.requestId,
      path: o.path,
      user: o.userId ? { id: o.userId, name: o.userName ?? '' } : null,
      browser: o.browser,
      context: o.context,
    })),
    latest: {
      id: latest.id,
      stack: latest.stack,
      userAgent: latest.userAgent,
      context: latest.context,
      breadcrumbs: (latest.breadcrumbs ?? []) as Breadcrumb[],
    },
  };
}

/** Deletes every report of a group, with an audit entry of what the group was. */
export async function deleteErrorGroup(
  c: Context<AppEnv>,
  admin: SessionUser,
  fingerprint: string,
): Promise<{ deleted: number }> {
  return audited(c, admin, { action: 'error-report.delete', targetType: 'error-report', targetId: fingerprint }, async (tx) => {
    const byFingerprint = eq(errorReports.fingerprint, fingerprint);
    const [group] = await tx.select(GROUP_COLUMNS).from(errorReports).where(byFingerprint).groupBy(errorReports.fingerprint);
    if (!group) throw notFound('Error group');
    const deleted = await tx.delete(errorReports).where(byFingerprint).returning({ id: errorReports.id });
    const view = toGroupView(group);
    return {
      result: { deleted: deleted.length },
      targetLabel: `${view.name}: ${view.message}`.slice(0, 200),
      before: { source: view.source, count: view.count, firstSeen: view.firstSeen, lastSeen: view.lastSeen },
      after: null,
    };
  });
}

// ------------------------------------------------------------------ audit log

type AuditFilters = Omit<AuditQuery, 'page' | 'limit'>;

const DAY_MS = 24 * HOUR_MS;

/** The filters as a condition; dates are whole UTC days, both ends included. */
function auditWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.outcome ? eq(auditLog.outcome, filters.outcome) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

type AuditRecord = typeof auditLog.$inferSelect;

function toAuditView(r: AuditRecord): AuditEntryView {
  return {
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    outcome: r.outcome as AuditEntryView['outcome'],
    error: r.error,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    createdAt: iso(r.createdAt),
  };
}

export async function findAuditEntries(db: Database, query: AuditQuery): Promise<Paginated<AuditEntryView>> {
  const where = auditWhere(query);
  const matching = db.select({ one: sql`1` }).from(auditLog).where(where).limit(countLimitFor(query)).as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(matching),
  ]);
  return pageOf(rows.map(toAuditView), query, counted?.total ?? 0);
}

/** The admins who acted (their latest name) and the actions in the log, for the filters. */
export async function getAuditFacets(db: Database): Promise<AuditFacets> {
  const [actors, actions] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`
      select id, name from (
        select distinct on (${auditLog.actorId}) ${auditLog.actorId} as id, ${auditLog.actorName} as name
        from ${auditLog} where ${auditLog.actorId} is not null
        order by ${auditLog.actorId}, ${auditLog.createdAt} desc
      ) latest order by name limit 500`),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(500),
  ]);
  return {
    actors: (actors as unknown as { rows: { id: string; name: string }[] }).rows.map((a) => ({ id: a.id, name: a.name })),
    actions: actions.map((a) => a.action),
  };
}

export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'actor_id',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'outcome',
  'error',
  'reason',
  'before',
  'after',
  'ip_address',
  'user_agent',
  'request_id',
] as const;

const EXPORT_BATCH = 1000;

/**
 * The filtered log as CSV lines, newest first, at most AUDIT_EXPORT_MAX_ROWS,
 * read in batches on (created_at, id) so the answer streams in bounded memory.
 * The cursor is the timestamp as PostgreSQL writes it: a JS Date would drop its microseconds.
 */
export async function* auditCsvLines(db: Database, filters: AuditFilters): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(AUDIT_CSV_COLUMNS)}`;
  const where = auditWhere(filters);
  let cursor: { at: string; id: string } | null = null;
  let written = 0;
  while (written < AUDIT_EXPORT_MAX_ROWS) {
    const after: SQL | undefined = cursor
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ row: auditLog, at: sql<string>`${auditLog.createdAt}::text` })
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX_ROWS - written));
    if (rows.length === 0) return;
    let chunk = '';
    for (const { row: r } of rows) {
      chunk += csvRow([
        iso(r.createdAt),
        r.actorId,
        r.actorName,
        r.action,
        r.targetType,
        r.targetId,
        r.targetLabel,
        r.outcome,
        r.error,
        r.reason,
        r.before ? JSON.stringify(r.before) : null,
        r.after ? JSON.stringify(r.after) : null,
        r.ipAddress,
        r.userAgent,
        r.requestId,
      ]);
    }
    yield chunk;
    written += rows.length;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    cursor = { at: last.at, id: last.row.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}

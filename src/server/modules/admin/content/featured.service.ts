// Featuring debates, events and clubs on the landing page (docs/admin.md,
// "Featured on the landing page"), and what the admin tables say about each
// row: featured since when, and how many open reports its comments have.
//
// featured_items holds what an admin picked; whether an item may show is decided
// on every read (a cancelled debate or event, an event that has ended, a private
// club drops out the moment it becomes so), and featuring refuses those at once
// (409). A deleted item takes its row with it (ON DELETE CASCADE).
import { and, desc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminContentOnly } from '#shared/admin/content/contract.ts';
import {
  FEATURED_MESSAGES,
  FEATURED_PER_KIND,
  type FeaturedItem,
  type FeaturedKind,
  type FeaturedList,
} from '#shared/admin/content/featured.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { clubs, commentReports, comments, debates, events, featuredItems } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

/** How old this process's copy of the landing page's list may be (the landing page's HTML and GET /api/featured). */
export const FEATURED_CACHE_MS = 2_000;

const TARGET_COLUMN = {
  debate: featuredItems.debateId,
  event: featuredItems.eventId,
  club: featuredItems.clubId,
} as const;

const TABLE_ID = { debate: debates.id, event: events.id, club: clubs.id } as const;

interface StepOutcome {
  label: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The item's name and why it may not be featured (null: it may), read under a share lock so a cancellation waits. */
async function featurable(
  tx: Transaction,
  kind: FeaturedKind,
  id: string,
  now: Date,
): Promise<{ label: string; refusal: string | null }> {
  if (kind === 'debate') {
    const [row] = await tx
      .select({ title: debates.title, status: debates.status })
      .from(debates)
      .where(eq(debates.id, id))
      .for('share');
    if (!row) throw notFound('Debate');
    return { label: row.title, refusal: row.status === 'cancelled' ? FEATURED_MESSAGES.debateCancelled : null };
  }
  if (kind === 'event') {
    const [row] = await tx
      .select({ title: events.title, status: events.status, dateEnd: events.dateEnd })
      .from(events)
      .where(eq(events.id, id))
      .for('share');
    if (!row) throw notFound('Event');
    if (row.status === 'cancelled') return { label: row.title, refusal: FEATURED_MESSAGES.eventCancelled };
    return { label: row.title, refusal: row.dateEnd < now ? FEATURED_MESSAGES.eventOver : null };
  }
  const [row] = await tx.select({ name: clubs.name, isPublic: clubs.isPublic }).from(clubs).where(eq(clubs.id, id)).for('share');
  if (!row) throw notFound('Club');
  return { label: row.name, refusal: row.isPublic ? null : FEATURED_MESSAGES.clubPrivate };
}

/** Features an item: 404 when it does not exist, 409 when it may not show or is featured already. */
export async function featureItem(
  tx: Transaction,
  admin: SessionUser,
  kind: FeaturedKind,
  id: string,
  now = new Date(),
): Promise<StepOutcome> {
  const { label, refusal } = await featurable(tx, kind, id, now);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const [row] = await tx
    .insert(featuredItems)
    .values({ [kindKey(kind)]: id, featuredBy: admin.id, featuredAt: now })
    .onConflictDoNothing()
    .returning({ featuredAt: featuredItems.featuredAt });
  if (!row) throw new AppError('CONFLICT', FEATURED_MESSAGES.alreadyFeatured);
  return { label, before: { featured: false }, after: { featured: true, featuredAt: row.featuredAt.toISOString() } };
}

/** Removes an item from the landing page: 404 when it does not exist, 409 when it is not featured. */
export async function unfeatureItem(tx: Transaction, kind: FeaturedKind, id: string): Promise<StepOutcome> {
  const label = await labelOf(tx, kind, id);
  const [row] = await tx
    .delete(featuredItems)
    .where(eq(TARGET_COLUMN[kind], id))
    .returning({ featuredAt: featuredItems.featuredAt });
  if (!row) throw new AppError('CONFLICT', FEATURED_MESSAGES.notFeatured);
  return { label, before: { featured: true, featuredAt: row.featuredAt.toISOString() }, after: { featured: false } };
}

function kindKey(kind: FeaturedKind): 'debateId' | 'eventId' | 'clubId' {
  return kind === 'debate' ? 'debateId' : kind === 'event' ? 'eventId' : 'clubId';
}

async function labelOf(tx: Transaction, kind: FeaturedKind, id: string): Promise<string> {
  if (kind === 'debate') {
    const [row] = await tx.select({ label: debates.title }).from(debates).where(eq(debates.id, id));
    if (!row) throw notFound('Debate');
    return row.label;
  }
  if (kind === 'event') {
    const [row] = await tx.select({ label: events.title }).from(events).where(eq(events.id, id));
    if (!row) throw notFound('Event');
    return row.label;
  }
  const [row] = await tx.select({ label: clubs.name }).from(clubs).where(eq(clubs.id, id));
  if (!row) throw notFound('Club');
  return row.label;
}

/**
 * What the landing page shows: per kind at most FEATURED_PER_KIND, the latest
 * featured first, leaving out whatever may not show any more.
 */
export async function findFeatured(db: Database, now = new Date()): Promise<FeaturedList> {
  const debateRows = await db
    .select({
      id: debates.id,
      title: debates.title,
      topic: debates.topic,
      format: debates.format,
      status: debates.status,
      startsAt: debates.startsAt,
      timeZone: debates.timeZone,
      participantCount: debates.participantCount,
    })
    .from(featuredItems)
    .innerJoin(debates, eq(debates.id, featuredItems.debateId))
    .where(ne(debates.status, 'cancelled'))
    .orderBy(desc(featuredItems.featuredAt), desc(featuredItems.id))
    .limit(FEATURED_PER_KIND);
  const eventRows = await db
    .select({
      id: events.id,
      title: events.title,
      dateStart: events.dateStart,
      dateEnd: events.dateEnd,
      timeZone: events.timeZone,
      venueType: events.venueType,
      location: events.location,
      attendeeCount: events.attendeeCount,
    })
    .from(featuredItems)
    .innerJoin(events, eq(events.id, featuredItems.eventId))
    .where(and(eq(events.status, 'scheduled'), gte(events.dateEnd, now)))
    .orderBy(desc(featuredItems.featuredAt), desc(featuredItems.id))
    .limit(FEATURED_PER_KIND);
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name, location: clubs.location, memberCount: clubs.memberCount })
    .from(featuredItems)
    .innerJoin(clubs, eq(clubs.id, featuredItems.clubId))
    .where(eq(clubs.isPublic, true))
    .orderBy(desc(featuredItems.featuredAt), desc(featuredItems.id))
    .limit(FEATURED_PER_KIND);
  const items: FeaturedItem[] = [
    ...debateRows.map(
      (row): FeaturedItem => ({
        kind: 'debate',
        ...row,
        status: row.status as 'scheduled' | 'live' | 'finished',
        startsAt: row.startsAt.toISOString(),
      }),
    ),
    ...eventRows.map(
      (row): FeaturedItem => ({
        kind: 'event',
        ...row,
        dateStart: row.dateStart.toISOString(),
        dateEnd: row.dateEnd.toISOString(),
      }),
    ),
    ...clubRows.map((row): FeaturedItem => ({ kind: 'club', ...row })),
  ];
  return { items };
}

const copies = new WeakMap<object, { readAt: number; list: Promise<FeaturedList> }>();

/**
 * The landing page's list from this process's copy when it is younger than
 * FEATURED_CACHE_MS: the landing page's HTML reads it on every visit. A change
 * made here forgets the copy; one made elsewhere (a club turned private, another
 * process) shows within FEATURED_CACHE_MS.
 */
export function cachedFeatured(db: Database, now = Date.now()): Promise<FeaturedList> {
  const copy = copies.get(db);
  if (copy && now - copy.readAt < FEATURED_CACHE_MS) return copy.list;
  const list = findFeatured(db, new Date(now));
  copies.set(db, { readAt: now, list });
  // A failed read is not kept: the next caller tries again.
  list.catch(() => {
    if (copies.get(db)?.list === list) copies.delete(db);
  });
  return list;
}

/** After a change made by this process (featuring, cancelling, deleting): its next read sees it at once. */
export function forgetCachedFeatured(db: Database): void {
  copies.delete(db);
}

/** Open reports of comments on the given items of one kind, by item id. */
async function openReportsOf(db: Database, kind: FeaturedKind, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ targetId: comments.targetId, count: sql<number>`count(*)::int` })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(and(eq(commentReports.status, 'open'), eq(comments.targetType, kind), inArray(comments.targetId, ids)))
    .groupBy(comments.targetId);
  return new Map(rows.map((row) => [row.targetId, row.count]));
}

/** When each of the given items was featured (those that are). */
async function featuredAtOf(db: Database, kind: FeaturedKind, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const column = TARGET_COLUMN[kind];
  const rows = await db
    .select({ targetId: column, featuredAt: featuredItems.featuredAt })
    .from(featuredItems)
    .where(inArray(column, ids));
  return new Map(rows.map((row) => [row.targetId as string, row.featuredAt]));
}

/** The admin tables' rows with their featured date and open report count. */
export async function withAdminFlags<Row extends { id: string }>(
  db: Database,
  kind: FeaturedKind,
  rows: Row[],
): Promise<(Row & { featuredAt: string | null; openReports: number })[]> {
  const ids = rows.map((row) => row.id);
  const [featured, reports] = [await featuredAtOf(db, kind, ids), await openReportsOf(db, kind, ids)];
  return rows.map((row) => ({
    ...row,
    featuredAt: featured.get(row.id)?.toISOString() ?? null,
    openReports: reports.get(row.id) ?? 0,
  }));
}

/**
 * The admin filter as a condition on the kind's table: featured (a row in
 * featured_items), or reported (an open report of a comment on it, read from
 * the open reports through comment_reports_status_idx).
 */
export function adminOnlyFilter(kind: FeaturedKind, only: AdminContentOnly): SQL {
  if (only === 'featured') {
    const column = TARGET_COLUMN[kind];
    return sql`${TABLE_ID[kind]} in (select ${column} from ${featuredItems} where ${column} is not null)`;
  }
  return sql`${TABLE_ID[kind]} in (select ${comments.targetId} from ${commentReports}
    join ${comments} on ${comments.id} = ${commentReports.commentId}
    where ${commentReports.status} = 'open' and ${comments.targetType} = ${kind})`;
}

/** The ids the admin filter keeps, for a list that takes ids (the debates module's findDebates). */
export async function adminOnlyIds(db: Database, kind: FeaturedKind, only: AdminContentOnly): Promise<string[]> {
  if (only === 'featured') {
    const column = TARGET_COLUMN[kind];
    const rows = await db.select({ id: column }).from(featuredItems).where(isNotNull(column));
    return rows.map((row) => row.id as string);
  }
  const rows = await db
    .selectDistinct({ id: comments.targetId })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(and(eq(commentReports.status, 'open'), eq(comments.targetType, kind)));
  return rows.map((row) => row.id);
}

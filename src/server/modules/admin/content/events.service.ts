// The admin area's events: every event, past and cancelled ones included (the
// public list shows only those still ahead), searched as the public list does
// (lib/search.ts: the same vector and trigram columns, so the same indexes);
// cancelling is the events module's own cancellation with its mail to everyone
// going or waitlisted (notifyEventCancelled), run inside the audited transaction.
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_EVENT_MESSAGES,
  type AdminEventQuery,
  type AdminEventRow,
  type DeleteEventAdminInput,
} from '#shared/admin/content/contract.ts';
import type { EventStatus, EventSummaryView } from '#shared/events/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { comments, eventSearchTarget, events } from '#server/db/schema/index.ts';
import { cancelEmailsByReference } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { countLimitFor, countUpTo, pageOf, totalCapOf } from '#server/lib/list-total.ts';
import { amongMatches, readListPage, searchFilter, searchReachOf, searchValues } from '#server/lib/search.ts';
import { notifyEventCancelled } from '../../events/event-attendance.service.ts';
import { cancelEvent, eventColumns as columns } from '../../events/events.service.ts';
import { adminOnlyFilter, withAdminFlags } from './featured.service.ts';

function orderOf(sort: AdminEventQuery['sort'], now: Date): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(events.createdAt)];
    case 'oldest':
      return [asc(events.createdAt)];
    case 'popular':
      return [desc(events.attendeeCount), desc(events.dateStart)];
    case 'alphabetical':
      return [asc(events.title)];
    default:
      // Those still ahead first, the soonest first; then past ones, the latest first.
      return [sql`case when ${events.dateEnd} >= ${now} then ${events.dateStart} end asc nulls last`, desc(events.dateStart)];
  }
}

export async function listAdminEvents(db: Database, query: AdminEventQuery, now = new Date()): Promise<Paginated<AdminEventRow>> {
  const filters: SQL[] = [];
  const q = query.q;
  if (q) {
    filters.push(searchFilter(eventSearchTarget, searchReachOf(q), q, searchValues(q).pattern));
  }
  if (query.status) filters.push(eq(events.status, query.status));
  if (query.when === 'upcoming') filters.push(gte(events.dateEnd, now));
  if (query.when === 'past') filters.push(lt(events.dateEnd, now));
  if (query.venue) filters.push(eq(events.venueType, query.venue));
  if (query.only) filters.push(adminOnlyFilter('event', query.only));
  const where = filters.length ? and(...filters) : undefined;
  const cap = totalCapOf(query);
  const countLimit = countLimitFor(query, cap);
  const page = (filter: SQL | undefined) =>
    db
      .select(columns)
      .from(events)
      .where(filter)
      .orderBy(...orderOf(query.sort, now), asc(events.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  const { items, counted } = await readListPage(
    {
      items: () => page(where),
      total: () => countUpTo(db, events, where, countLimit),
      itemsAmongMatches: q ? () => page(amongMatches(db, events.id, events, where)) : undefined,
    },
    countLimit,
  );
  const views = items.map(
    (row): EventSummaryView => ({
      ...row,
      status: row.status as EventStatus,
      dateStart: row.dateStart.toISOString(),
      dateEnd: row.dateEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return pageOf(await withAdminFlags(db, 'event', views), query, counted, cap);
}

interface StepOutcome {
  label: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Cancels as an organizer would (admins organize every event) and mails everyone going or waitlisted, once. */
export async function cancelEventAsAdmin(tx: Transaction, admin: SessionUser, id: string): Promise<StepOutcome> {
  let label = '';
  let mailed = 0;
  let going = 0;
  // The events service opens its own transaction; inside ours it is a savepoint under the event's row lock.
  await cancelEvent(tx as unknown as Database, admin, id, async (inner, event) => {
    label = event.title;
    going = event.attendeeCount + event.waitlistCount;
    mailed = await notifyEventCancelled(inner, event);
  });
  return { label, before: { status: 'scheduled', attendees: going }, after: { status: 'cancelled', mailsQueued: mailed } };
}

/**
 * Deletes an event: activities, RSVPs and invitations go with it (ON DELETE
 * CASCADE), its debates stay (event_id set null), its comments are deleted here
 * and its pending mails withdrawn. Refused while people are going to an event
 * that has not ended: cancel it first, so they are told.
 */
export async function deleteEventAsAdmin(
  tx: Transaction,
  id: string,
  input: DeleteEventAdminInput,
  now = new Date(),
): Promise<StepOutcome> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw notFound('Event');
  if (input.confirmTitle.trim() !== row.title.trim()) {
    throw new AppError('VALIDATION_FAILED', ADMIN_EVENT_MESSAGES.titleMismatch, {
      fields: { confirmTitle: [ADMIN_EVENT_MESSAGES.titleMismatch] },
    });
  }
  const going = row.attendeeCount + row.waitlistCount;
  if (row.status === 'scheduled' && row.dateEnd >= now && going > 0) {
    throw new AppError('CONFLICT', ADMIN_EVENT_MESSAGES.cancelFirst);
  }
  const removedComments = await tx
    .delete(comments)
    .where(and(eq(comments.targetType, 'event'), eq(comments.targetId, id)))
    .returning({ id: comments.id });
  const withdrawnMails = await cancelEmailsByReference(tx, `event:${id}:`);
  await tx.delete(events).where(eq(events.id, id));
  return {
    label: row.title,
    before: { title: row.title, status: row.status, attendees: going },
    after: { deleted: true, comments: removedComments.length, mailsWithdrawn: withdrawnMails },
  };
}

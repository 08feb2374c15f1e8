// Reading events: upcoming events (those not yet over) and one event.
// Creating, editing and attending come with the community issue.
import { and, asc, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { events } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeLike } from '#server/lib/sql.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  venueType: events.venueType,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  clubId: events.clubId,
  createdAt: events.createdAt,
};
const selectSummaries = (db: Database) => db.select(eventColumns).from(events);
export type EventSummary = Awaited<ReturnType<typeof selectSummaries>>[number];

/** Events whose end is still ahead. Without an explicit sort, soonest first (spec section 7). */
export async function findUpcomingEvents(
  db: Database,
  query: ListQuery & { sortGiven: boolean },
  now = new Date(),
): Promise<Paginated<EventSummary>> {
  const filters: SQL[] = [gte(events.dateEnd, now)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(events.title, pattern), ilike(events.description, pattern), ilike(events.location, pattern)) as SQL);
  }
  const where = and(...filters);
  const orderBy = !query.sortGiven
    ? [asc(events.dateStart)]
    : {
        newest: [desc(events.createdAt)],
        oldest: [asc(events.createdAt)],
        popular: [asc(events.dateStart)],
        alphabetical: [asc(events.title)],
      }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .where(where)
      .orderBy(...orderBy, asc(events.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { items, page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 };
}

export async function getEventById(db: Database, id: string): Promise<EventSummary> {
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  if (!event) throw notFound('Event');
  return event;
}

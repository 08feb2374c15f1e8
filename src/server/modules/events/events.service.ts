// Events (docs/events.md): the upcoming list, one event with its schedule, and
// creating and editing by organizers (the creator, the hosting club's owners and
// officers, admins). Descriptions are sanitized here whatever the client sent.
// RSVPs, check-in and invitations are in event-attendance.service.ts; the
// calendar files in event-calendar.ts.
import { and, asc, count, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  clubs,
  debates,
  eventActivities,
  eventAttendees,
  events,
  tournaments,
  eventSearchTarget,
} from '#server/db/schema/index.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isClubOrganizer, isEventOrganizer } from '#server/lib/event-organizers.ts';
import { isoTimeSql, jsonArrayTextQuery, namedColumns } from '#server/lib/json-sql.ts';
import { countLimitFor, pageTextOf, totalCapOf } from '#server/lib/list-total.ts';
import type { JsonText } from '#server/lib/operations.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import {
  readPreparedListPage,
  type SearchReach,
  searchFilter,
  searchReachOf,
  searchValues,
  listStatement,
} from '#server/lib/search.ts';
import { pushEventChanged } from '#server/modules/push/push-notifications.ts';
import {
  type CreateEventInput,
  EVENT_DESCRIPTION_MIN,
  EVENT_DESCRIPTION_TAGS,
  EVENT_LOCATION_MIN,
  EVENT_MAX_DURATION_MS,
  EVENT_MESSAGES,
  type EventActivityInput,
  type EventActivityKind,
  type EventDetailView,
  type EventListQuery,
  type EventStatus,
  type EventSummaryView,
  type UpdateEventInput,
  eventStartIssues,
  getEventTemplate,
  placesToFill,
} from '#shared/events/contract.ts';
import type { Paginated } from '#shared/validation.ts';

type Executor = Database | Transaction;

export function sanitizeEventDescription(html: string): string {
  return sanitizeHtml(html, { allowedTags: [...EVENT_DESCRIPTION_TAGS], allowedAttributes: {} }).trim();
}

/** Plain text fields keep no markup at all: a title with a script tag is stored as its text. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** An event's columns as the lists read them (the admin area's list reads the same). */
export const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  venueType: events.venueType,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  timeZone: events.timeZone,
  capacity: events.capacity,
  attendeeCount: events.attendeeCount,
  waitlistCount: events.waitlistCount,
  status: events.status,
  clubId: events.clubId,
  createdAt: events.createdAt,
};

type SummaryRow = {
  [K in keyof typeof eventColumns]: (typeof eventColumns)[K]['_']['notNull'] extends true
    ? (typeof eventColumns)[K]['_']['data']
    : (typeof eventColumns)[K]['_']['data'] | null;
};

// Fields named one by one: spreading a row costs several times more, on every list row.
function toSummary(row: SummaryRow): EventSummaryView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    venueType: row.venueType,
    timeZone: row.timeZone,
    capacity: row.capacity,
    attendeeCount: row.attendeeCount,
    waitlistCount: row.waitlistCount,
    clubId: row.clubId,
    status: row.status as EventStatus,
    dateStart: row.dateStart.toISOString(),
    dateEnd: row.dateEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Events whose end is still ahead. Without an explicit sort, soonest first (spec section 7). */
const EVENT_ORDER = {
  newest: [desc(events.createdAt)],
  oldest: [asc(events.createdAt)],
  popular: [desc(events.attendeeCount), asc(events.dateStart)],
  alphabetical: [asc(events.title)],
} as const;

type EventListShape = EventListQuery & { sortGiven: boolean };

/** The list's statements, one per shape (order and which filters), prepared once per connection. */
function preparedEventList(db: Database, query: EventListShape, reach: SearchReach | undefined) {
  const order = query.sortGiven ? query.sort : 'upcoming';
  const present = (['q', 'venue', 'club'] as const).filter((key) => query[key] !== undefined);
  const shape = [
    'events_list',
    order,
    ...present.map((key) => (key === 'q' ? `q${reach}` : key)),
    ...(query.available === 'true' ? ['available'] : []),
  ].join('_');
  return preparedFor(db, shape, () => {
    // An event lasts at most EVENT_MAX_DURATION_MS (a check in the database), so one still
    // running started after `now` less that: the bound lets the (date_start, id) index skip
    // the past, which only grows.
    const filters: SQL[] = [gte(events.dateEnd, sql.placeholder('now')), gte(events.dateStart, sql.placeholder('earliestStart'))];
    if (query.venue) filters.push(eq(events.venueType, sql.placeholder('venue')));
    if (query.club) filters.push(eq(events.clubId, sql.placeholder('club')));
    if (query.available === 'true') {
      filters.push(eq(events.status, 'scheduled'));
      filters.push(or(isNull(events.capacity), sql`${events.attendeeCount} < ${events.capacity}`) as SQL);
    }
    const orderBy = [...(order === 'upcoming' ? [asc(events.dateStart)] : EVENT_ORDER[order]), asc(events.id)];
    const page = (filter: SQL | undefined) => {
      const e = db
        .select(eventColumns)
        .from(events)
        .where(filter)
        .orderBy(...orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('e');
      // Each row as toSummary writes it, written by the database (lib/json-sql.ts).
      const summaries = db
        .select(
          namedColumns({
            ...e._.selectedFields,
            dateStart: isoTimeSql(e.dateStart),
            dateEnd: isoTimeSql(e.dateEnd),
            createdAt: isoTimeSql(e.createdAt),
          }),
        )
        .from(e);
      return jsonArrayTextQuery(db, summaries);
    };
    return listStatement(db, {
      name: shape,
      table: events,
      filters: and(...filters),
      search: reach && searchFilter(eventSearchTarget, reach, sql.placeholder('q'), sql.placeholder('pattern')),
      order: orderBy,
      page,
    });
  });
}

export async function findUpcomingEvents(
  db: Database,
  query: EventListShape,
  now = new Date(),
): Promise<JsonText<Paginated<EventSummaryView>>> {
  const prepared = preparedEventList(db, query, query.q ? searchReachOf(query.q) : undefined);
  const cap = totalCapOf(query);
  const values = {
    // As ISO text: node-postgres writes a Date through local-time arithmetic, measured at
    // about 1 µs each on every request; PostgreSQL reads either as the same timestamptz.
    now: now.toISOString(),
    earliestStart: new Date(now.getTime() - EVENT_MAX_DURATION_MS).toISOString(),
    ...(query.q ? searchValues(query.q) : {}),
    venue: query.venue,
    club: query.club,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countLimit: countLimitFor(query, cap),
  };
  const { json, counted } = await readPreparedListPage(prepared, values);
  return pageTextOf(json, query, counted, cap);
}

/** Throws NOT_FOUND or FORBIDDEN; returns the locked row when called in a transaction with `lock`. */
export async function requireEventOrganizer(tx: Executor, id: string, user: SessionUser, lock = false) {
  const base = tx.select().from(events).where(eq(events.id, id));
  const [event] = lock ? await base.for('update') : await base;
  if (!event) throw notFound('Event');
  if (!(await isEventOrganizer(tx, event, user))) throw new AppError('FORBIDDEN', EVENT_MESSAGES.notOrganizer);
  return event;
}

export async function getEventById(db: Database, id: string, viewer: SessionUser | null = null): Promise<EventDetailView> {
  // The tournament is read here rather than through the tournaments module, which comes after events (ADR 0041).
  const [found] = await db
    .select({ event: events, tournamentId: tournaments.id })
    .from(events)
    .leftJoin(tournaments, eq(tournaments.eventId, events.id))
    .where(eq(events.id, id));
  if (!found) throw notFound('Event');
  const { event, tournamentId } = found;
  const activities = await db
    .select({
      id: eventActivities.id,
      title: eventActivities.title,
      kind: eventActivities.kind,
      startsAt: eventActivities.startsAt,
      endsAt: eventActivities.endsAt,
      debateId: eventActivities.debateId,
      debateTitle: debates.title,
    })
    .from(eventActivities)
    .leftJoin(debates, eq(debates.id, eventActivities.debateId))
    .where(eq(eventActivities.eventId, id))
    .orderBy(asc(eventActivities.startsAt), asc(eventActivities.position));
  let rsvp: EventDetailView['viewer']['rsvp'] = null;
  if (viewer) {
    const [mine] = await db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.userId, viewer.id)));
    if (mine) {
      let waitlistPosition: number | null = null;
      if (mine.status === 'waitlisted') {
        const [ahead] = await db
          .select({ n: count() })
          .from(eventAttendees)
          .where(
            and(
              eq(eventAttendees.eventId, id),
              eq(eventAttendees.status, 'waitlisted'),
              sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) < (${mine.createdAt.toISOString()}::timestamptz, ${mine.userId})`,
            ),
          );
        waitlistPosition = (ahead?.n ?? 0) + 1;
      }
      rsvp = {
        status: mine.status as 'going' | 'waitlisted',
        waitlistPosition,
        checkInCode: mine.checkInCode,
        checkedInAt: mine.checkedInAt?.toISOString() ?? null,
      };
    }
  }
  return {
    ...toSummary(event),
    onlineUrl: event.onlineUrl,
    templateId: event.templateId,
    createdBy: event.createdBy,
    tournamentId,
    activities: activities.map((a) => ({
      ...a,
      kind: a.kind as EventActivityKind,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      debateTitle: a.debateTitle ?? null,
    })),
    viewer: { rsvp, canEdit: await isEventOrganizer(db, event, viewer) },
  };
}

/** The event whose schedule holds this debate (or that the debate names as its event). */
export async function getEventOfDebate(db: Database, debateId: string, viewer: SessionUser | null) {
  const [debate] = await db.select({ id: debates.id, eventId: debates.eventId }).from(debates).where(eq(debates.id, debateId));
  if (!debate) throw notFound('Debate');
  let eventId = debate.eventId;
  if (!eventId) {
    const [activity] = await db
      .select({ eventId: eventActivities.eventId })
      .from(eventActivities)
      .where(eq(eventActivities.debateId, debateId))
      .limit(1);
    eventId = activity?.eventId ?? null;
  }
  if (!eventId) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notInEvent);
  return getEventById(db, eventId, viewer);
}

async function assertDebatesExist(db: Executor, activities: EventActivityInput[]) {
  const ids = [...new Set(activities.map((a) => a.debateId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const found = new Set((await db.select({ id: debates.id }).from(debates).where(inArray(debates.id, ids))).map((row) => row.id));
  const fields: Record<string, string[]> = {};
  activities.forEach((a, i) => {
    if (a.debateId && !found.has(a.debateId)) fields[`activities.${i}.debateId`] = [EVENT_MESSAGES.unknownDebate];
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', EVENT_MESSAGES.unknownDebate, { fields });
}

async function assertClubHostable(db: Executor, clubId: string | null | undefined, user: SessionUser) {
  if (!clubId) return;
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) {
    throw new AppError('VALIDATION_FAILED', EVENT_MESSAGES.unknownClub, { fields: { clubId: [EVENT_MESSAGES.unknownClub] } });
  }
  if (user.role !== 'admin' && !(await isClubOrganizer(db, clubId, user.id))) {
    throw new AppError('FORBIDDEN', EVENT_MESSAGES.notClubOrganizer);
  }
}

function activityRows(eventId: string, activities: EventActivityInput[]) {
  return activities.map((a, position) => ({
    eventId,
    title: plainText(a.title) || 'Activity',
    kind: a.kind,
    startsAt: new Date(a.startsAt),
    endsAt: new Date(a.endsAt),
    debateId: a.kind === 'debate' ? (a.debateId ?? null) : null,
    position,
  }));
}

function eventValues(input: UpdateEventInput) {
  return {
    title: plainText(input.title),
    description: sanitizeEventDescription(input.description),
    venueType: input.venueType,
    location: input.location ? plainText(input.location) || null : null,
    onlineUrl: input.onlineUrl ?? null,
    dateStart: new Date(input.dateStart),
    dateEnd: new Date(input.dateEnd),
    timeZone: input.timeZone,
    capacity: input.capacity ?? null,
    clubId: input.clubId ?? null,
  };
}

/**
 * The contract counts characters as sent; markup is stripped here, so the
 * minimums are checked again on the text that will be stored (a title of only
 * tags, a description that is mostly a script, a location of only markup).
 */
function assertTextLeft(input: UpdateEventInput) {
  const fields: Record<string, string[]> = {};
  if (plainText(input.title).length < 5) fields.title = ['Title must be at least 5 characters of text'];
  if (plainText(sanitizeEventDescription(input.description)).length < EVENT_DESCRIPTION_MIN) {
    fields.description = [`Description must be at least ${EVENT_DESCRIPTION_MIN} characters of text`];
  }
  if (input.location && plainText(input.location).length < EVENT_LOCATION_MIN) {
    fields.location = [`Location must be at least ${EVENT_LOCATION_MIN} characters of text`];
  }
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION_FAILED', first[0] as string, { fields });
}

export async function createEvent(db: Database, user: SessionUser, input: CreateEventInput): Promise<{ id: string }> {
  assertTextLeft(input);
  return db.transaction(async (tx) => {
    await assertClubHostable(tx, input.clubId, user);
    await assertDebatesExist(tx, input.activities);
    const [row] = await tx
      .insert(events)
      .values({
        ...eventValues(input),
        templateId: getEventTemplate(input.templateId)?.id ?? null,
        createdBy: user.id,
      })
      .returning({ id: events.id });
    const id = (row as { id: string }).id;
    if (input.activities.length) await tx.insert(eventActivities).values(activityRows(id, input.activities));
    await recordAnalyticsEvent(tx, 'event_created', user.id, {
      event_id: id,
      ...(input.templateId ? { type: input.templateId } : {}),
    });
    return { id };
  });
}

/**
 * Replaces the event's fields and schedule. A capacity below the number already
 * going is refused; a larger one promotes from the waitlist in the same transaction.
 */
export async function updateEvent(
  db: Database,
  user: SessionUser,
  id: string,
  input: UpdateEventInput,
  promote: (tx: Transaction, eventId: string, places: number) => Promise<void>,
): Promise<void> {
  assertTextLeft(input);
  await db.transaction(async (tx) => {
    const event = await requireEventOrganizer(tx, id, user, true);
    // A start moved into the past is refused; an event already under way keeps its start.
    const startIssues = eventStartIssues(input.dateStart, event.dateStart);
    if (startIssues.length) {
      throw new AppError('VALIDATION_FAILED', EVENT_MESSAGES.startInFuture, {
        fields: { dateStart: startIssues.map((issue) => issue.message) },
      });
    }
    if (input.clubId !== event.clubId) await assertClubHostable(tx, input.clubId, user);
    await assertDebatesExist(tx, input.activities);
    const capacity = input.capacity ?? null;
    if (capacity !== null && capacity < event.attendeeCount) {
      throw new AppError('VALIDATION_FAILED', EVENT_MESSAGES.capacityBelowAttendees, {
        fields: { capacity: [`${event.attendeeCount} people are going; choose at least that many places.`] },
      });
    }
    await tx.update(events).set(eventValues(input)).where(eq(events.id, id));
    await pushEventChanged(tx, event, eventValues(input));
    await tx.delete(eventActivities).where(eq(eventActivities.eventId, id));
    if (input.activities.length) await tx.insert(eventActivities).values(activityRows(id, input.activities));
    const places = placesToFill(capacity, event.attendeeCount, event.waitlistCount);
    if (places > 0) await promote(tx, id, places);
  });
}

/**
 * Cancels an event; `notify` runs in the same transaction, under the event's
 * lock (the route passes notifyEventCancelled, which mails the attendees).
 */
export async function cancelEvent(
  db: Database,
  user: SessionUser,
  id: string,
  notify: (tx: Transaction, event: typeof events.$inferSelect) => Promise<unknown> = async () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await requireEventOrganizer(tx, id, user, true);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    await tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, id));
    await notify(tx, event);
  });
}

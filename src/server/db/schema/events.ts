// The events module's tables: events, their schedules, RSVPs, invitations and personal calendar feeds.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';

/**
 * The words an event search finds (title, description, location) as a full-text vector.
 * events_search_idx and the search's WHERE are both built from here: PostgreSQL uses an
 * expression index only for the identical expression (ADR 0027).
 */
export function eventSearchVector(t: { title: SQLWrapper; description: SQLWrapper; location: SQLWrapper }): SQL {
  return sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description} || ' ' || coalesce(${t.location}, ''))`;
}

/** The text an event search finds parts of words in, lower-cased as one string (ADR 0050). */
export function eventSearchText(t: { title: SQLWrapper; description: SQLWrapper; location: SQLWrapper }): SQL {
  return sql`lower(${t.title} || E'\\n' || ${t.description} || E'\\n' || coalesce(${t.location}, ''))`;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    venueType: text('venue_type').notNull().default('in-person'),
    dateStart: timestamp('date_start', { withTimezone: true }).notNull(),
    dateEnd: timestamp('date_end', { withTimezone: true }).notNull(),
    /** The IANA zone the organiser scheduled in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The video room of a virtual or hybrid event (https). */
    onlineUrl: text('online_url'),
    /** Places; null = no limit. Beyond it, RSVPs join the waitlist. */
    capacity: integer('capacity'),
    /** Attendees going (not waitlisted); kept in the RSVP transaction. */
    attendeeCount: integer('attendee_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    /** scheduled or cancelled */
    status: text('status').notNull().default('scheduled'),
    /** The template it was made from (src/shared), if any. */
    templateId: text('template_id'),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // date_start too: the upcoming list's count then reads only this index, from now on.
    index('events_date_end_idx').on(t.dateEnd, t.dateStart),
    index('events_date_start_idx').on(t.dateStart),
    index('events_status_date_end_idx').on(t.status, t.dateEnd, t.dateStart),
    // The list's default order (soonest start, then id) read straight from an index.
    index('events_upcoming_idx').on(t.dateStart, t.id),
    // The search: whole words through the vector, parts of words (LIKE '%…%') through trigrams (ADR 0027, 0050).
    index('events_search_idx').using('gin', eventSearchVector(t)),
    index('events_search_text_idx').using('gin', sql`${eventSearchText(t)} gin_trgm_ops`),
    check('events_dates_ordered', sql`${t.dateEnd} >= ${t.dateStart}`),
    // EVENT_MAX_DURATION_MS, held by the database too: the upcoming list relies on it
    // to start its index scan three days back instead of at the first event ever.
    check('events_duration_within_limit', sql`${t.dateEnd} <= ${t.dateStart} + interval '3 days'`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_attendees_within_capacity', sql`${t.capacity} is null or ${t.attendeeCount} <= ${t.capacity}`),
    check('events_status_known', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/** What an event search reads (lib/search.ts searchFilter): its full-text vector and its lower-cased search text. */
export const eventSearchTarget = { vector: eventSearchVector(events), text: eventSearchText(events) };

/** An event's schedule: activities in order, some of them debates. */
export const eventActivities = pgTable(
  'event_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** debate, workshop, social, practice, break or other */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set for a debate in the schedule (debates.event_id points back). */
    debateId: uuid('debate_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_activities_event_idx').on(t.eventId, t.startsAt),
    check('event_activities_ordered', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** RSVPs: going or waitlisted (in RSVP order), with a check-in code for the QR ticket. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** going or waitlisted */
    status: text('status').notNull(),
    /** A random secret shown as the attendee's QR code; the organiser's scanner checks it in. */
    checkInCode: text('check_in_code').notNull().unique(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendees_event_status_idx').on(t.eventId, t.status, t.createdAt),
    index('event_attendees_user_idx').on(t.userId),
    check('event_attendees_status_known', sql`${t.status} in ('going', 'waitlisted')`),
  ],
);

/** Invitations sent by mail (event_invitation), one per event and address. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] })],
);

/** The secret of a member's personal calendar feed (webcal), replaceable. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

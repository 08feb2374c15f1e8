// The debates module's tables: debates, who joined them in which role, and the live room (ADR 0018).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  customType,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { topics } from './topics.ts';
import { events } from './events.ts';

/**
 * The two leading terms of the list's default order ("soonest"): live debates, then
 * scheduled ones by start, then finished, then cancelled. The list's ORDER BY and
 * debates_soonest_idx are both built from here: PostgreSQL reads an order from an
 * index only when every term matches (ADR 0027).
 */
export function soonestOrder(status: SQLWrapper, startsAt: SQLWrapper): [SQL, SQL] {
  return [
    sql`(case ${status} when 'live' then 0 when 'scheduled' then 1 when 'finished' then 2 else 3 end)`,
    sql`(case when ${status} in ('live', 'scheduled') then ${startsAt} end)`,
  ];
}

/**
 * The text a debate search finds parts of words in (title, topic), lower-cased as one
 * string (ADR 0050), kept in the generated column search_text (ADR 0052).
 */
export function debateSearchText(t: { title: SQLWrapper; topic: SQLWrapper }): SQL {
  return sql`lower(${t.title} || E'\\n' || ${t.topic})`;
}

/** A generated full-text search vector (PostgreSQL tsvector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const debates = pgTable(
  'debates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitized HTML (b, i, em, strong, p, br, ul, ol, li). */
    description: text('description').notNull().default(''),
    /** The motion, as text. */
    topic: text('topic').notNull(),
    /** The topic the motion was taken from, if any. */
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** A format id from src/shared/formats (standard, oxford, parliamentary, lincoln-douglas, …). */
    format: text('format').notNull(),
    /** quick, competitive or practice (spec section 1). */
    debateType: text('debate_type').notNull().default('practice'),
    /** in-person, virtual or hybrid (spec section 3's "type"). */
    venueType: text('venue_type').notNull().default('in-person'),
    location: text('location'),
    /** The video room of a virtual or hybrid debate (https). */
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the organiser scheduled in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Speakers allowed (positions taken); the audience is not counted. */
    maxParticipants: integer('max_participants').notNull(),
    /** Everyone who joined, and those holding a position; kept in the joining transaction. */
    participantCount: integer('participant_count').notNull().default(0),
    speakerCount: integer('speaker_count').notNull().default(0),
    /** scheduled, live, finished or cancelled; only ever moves forward. */
    status: text('status').notNull().default('scheduled'),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(topic, ''))`,
    ),
    // Stored, not an index's expression: a search that walks the list's order tests it on up
    // to a thousand rows, and lower-casing each row's title and motion there cost about a
    // microsecond a row, half the search's time for a rare word (ADR 0052).
    searchText: text('search_text').generatedAlwaysAs(debateSearchText({ title: sql`title`, topic: sql`topic` })),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('debates_starts_at_idx').on(t.startsAt),
    // The admin dashboard's debates created per day.
    index('debates_created_at_idx').on(t.createdAt),
    index('debates_status_starts_at_idx').on(t.status, t.startsAt),
    index('debates_format_idx').on(t.format),
    index('debates_debate_type_idx').on(t.debateType),
    index('debates_venue_type_idx').on(t.venueType),
    index('debates_topic_id_idx').on(t.topicId),
    index('debates_participant_count_idx').on(t.participantCount, t.startsAt),
    index('debates_title_idx').on(t.title),
    index('debates_search_idx').using('gin', t.searchVector),
    // The search's parts of words (LIKE '%…%' on the lower-cased text), read through trigrams (ADR 0027, 0050).
    index('debates_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The list's default order, term for term (soonestOrder), so its first page reads the index.
    index('debates_soonest_idx').on(...soonestOrder(t.status, t.startsAt), t.startsAt.desc().nullsFirst(), t.id),
    check('debates_max_participants_range', sql`${t.maxParticipants} between 2 and 10`),
    check('debates_speakers_within_max', sql`${t.speakerCount} <= ${t.maxParticipants}`),
    check('debates_status_known', sql`${t.status} in ('scheduled', 'live', 'finished', 'cancelled')`),
  ],
);

/** What a debate search reads (lib/search.ts searchFilter): its full-text vector and its lower-cased search text. */
export const debateSearchTarget = { vector: debates.searchVector, text: debates.searchText };

export const debateParticipants = pgTable(
  'debate_participants',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A position id of the debate's format, or 'audience'. */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One role per user in a debate…
    primaryKey({ columns: [t.debateId, t.userId] }),
    // …and one user per speaking position.
    uniqueIndex('debate_participants_position_idx').on(t.debateId, t.role).where(sql`${t.role} <> 'audience'`),
    index('debate_participants_user_id_idx').on(t.userId),
  ],
);

/** The live room's timer: the authoritative state (src/shared/debates/timer.ts) and its version. */
export const debateRooms = pgTable('debate_rooms', {
  debateId: uuid('debate_id')
    .primaryKey()
    .references(() => debates.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  state: jsonb('state').notNull(),
  updatedAt: updatedAt(),
});

/** Every accepted room command, in version order: the debate's log and its times summary. */
export const debateRoomEvents = pgTable(
  'debate_room_events',
  {
    debateId: uuid('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.version] })],
);

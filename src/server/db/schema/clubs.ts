// The clubs module's tables: clubs, their members, logos and announcements (docs/clubs.md).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * The words a club search finds (name, description, location) as a full-text vector.
 * clubs_search_idx and the search's WHERE are both built from here: PostgreSQL uses an
 * expression index only for the identical expression (ADR 0027).
 */
export function clubSearchVector(t: { name: SQLWrapper; description: SQLWrapper; location: SQLWrapper }): SQL {
  return sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description} || ' ' || coalesce(${t.location}, ''))`;
}

/** The text a club search finds parts of words in, lower-cased as one string (ADR 0050). */
export function clubSearchText(t: { name: SQLWrapper; description: SQLWrapper; location: SQLWrapper }): SQL {
  return sql`lower(${t.name} || E'\\n' || ${t.description} || E'\\n' || coalesce(${t.location}, ''))`;
}

export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    meetingFrequency: text('meeting_frequency'),
    /** true: anyone joins at once; false: join by approval of an owner or officer. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Active members; kept in the joining transaction. */
    memberCount: integer('member_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clubs_created_at_idx').on(t.createdAt),
    // The list's default order (newest, then id as tie-break) read straight from an index.
    index('clubs_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('clubs_member_count_idx').on(t.memberCount, t.createdAt),
    index('clubs_name_idx').on(t.name),
    // The search: whole words through the vector, parts of words (LIKE '%…%') through trigrams (ADR 0027, 0050).
    index('clubs_search_idx').using('gin', clubSearchVector(t)),
    index('clubs_search_text_idx').using('gin', sql`${clubSearchText(t)} gin_trgm_ops`),
  ],
);

/** What a club search reads (lib/search.ts searchFilter): its full-text vector and its lower-cased search text. */
export const clubSearchTarget = { vector: clubSearchVector(clubs), text: clubSearchText(clubs) };

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, officer or member */
    role: text('role').notNull().default('member'),
    /** active, or pending (asked to join a club that approves its members) */
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_members_user_id_idx').on(t.userId),
    index('club_members_club_status_idx').on(t.clubId, t.status),
    check('club_members_role_known', sql`${t.role} in ('owner', 'officer', 'member')`),
    check('club_members_status_known', sql`${t.status} in ('active', 'pending')`),
  ],
);

/** A club's logo, kept in the database so every server process can serve it. */
export const clubLogos = pgTable('club_logos', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** Announcements mailed to a club's members (club_announcement). */
export const clubAnnouncements = pgTable(
  'club_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** urgent, high or normal (spec section 9's priorities 10, 8, 5) */
    priority: text('priority').notNull().default('normal'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('club_announcements_club_idx').on(t.clubId, t.createdAt)],
);

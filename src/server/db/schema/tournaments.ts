// The tournaments module's tables (docs/tournaments.md, ADR 0040): an event run
// as a tournament, its break categories and staff, the teams and adjudicators
// registered, and their conflicts. Rounds, draws and check-ins come with the draw.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { events } from './events.ts';

/** One per event at most: the event's schedule becomes the tournament's rounds. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A format id of src/shared/formats. */
    format: text('format').notNull(),
    preliminaryRounds: integer('preliminary_rounds').notNull(),
    /** Two-team formats with an odd number of teams: a swing team or a bye. */
    oddTeams: text('odd_teams').notNull().default('swing'),
    /** How teams of a bracket meet: slide (top v middle, Tabbycat's default) or fold (top v bottom). */
    pairing: text('pairing').notNull().default('slide'),
    /** setup, running or finished */
    status: text('status').notNull().default('setup'),
    /** Whether teams may register themselves (else the tab directors add them). */
    registrationOpen: boolean('registration_open').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tournaments_rounds_range', sql`${t.preliminaryRounds} between 1 and 15`),
    check('tournaments_odd_teams_known', sql`${t.oddTeams} in ('swing', 'bye')`),
    check('tournaments_pairing_known', sql`${t.pairing} in ('fold', 'slide')`),
    check('tournaments_status_known', sql`${t.status} in ('setup', 'running', 'finished')`),
  ],
);

/** Open, novice, ESL…: each with its break size; the open category has priority 0. */
export const tournamentBreakCategories = pgTable(
  'tournament_break_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    breakSize: integer('break_size').notNull(),
    /** Lower breaks first: a team that breaks in a higher category leaves the lower ones. */
    priority: integer('priority').notNull(),
  },
  (t) => [
    uniqueIndex('tournament_break_categories_name_idx').on(t.tournamentId, sql`lower(${t.name})`),
    check('tournament_break_categories_size', sql`${t.breakSize} between 0 and 256`),
  ],
);

/** Tab directors run the draw and the tab; the adjudication core allocates judges. */
export const tournamentStaff = pgTable(
  'tournament_staff',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** tab-director or adjudication-core */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    check('tournament_staff_role_known', sql`${t.role} in ('tab-director', 'adjudication-core')`),
  ],
);

export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The school, university or club the team represents: institution conflicts are by this name. */
    institution: text('institution').notNull(),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** Eight characters the team's speakers share with teammates, who join with it. */
    joinCode: text('join_code').notNull(),
    registeredBy: text('registered_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Spare speakers the staff draw to fill a debate when the teams do not divide into full rooms
     * (the tournament's odd-teams rule 'swing'); a swing team debates and is judged, but is never
     * ranked: not in the team or speaker standings, not in the break.
     */
    isSwing: boolean('is_swing').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournament_teams_name_idx').on(t.tournamentId, sql`lower(${t.name})`),
    unique('tournament_teams_join_code').on(t.tournamentId, t.joinCode),
    index('tournament_teams_institution_idx').on(t.tournamentId, sql`lower(${t.institution})`),
  ],
);

/** A team's speakers; a member speaks for one team of a tournament. */
export const tournamentTeamMembers = pgTable(
  'tournament_team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), unique('tournament_team_members_one_team').on(t.tournamentId, t.userId)],
);

export const tournamentTeamCategories = pgTable(
  'tournament_team_categories',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tournamentBreakCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.categoryId] })],
);

/** Approved judges who registered, and guests invited by link (no account until they accept). */
export const tournamentAdjudicators = pgTable(
  'tournament_adjudicators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Null for a guest until they accept the invitation while signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    institution: text('institution').notNull().default(''),
    /** The adjudication core's test score (0–10), weighed against debate importance in allocation. */
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }).notNull().default(5),
    /** SHA-256 of a guest's invitation token; null once accepted or for registered judges. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    independent: boolean('independent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_adjudicators_user').on(t.tournamentId, t.userId),
    index('tournament_adjudicators_tournament_idx').on(t.tournamentId),
    check('tournament_adjudicators_score_range', sql`${t.score} between 0 and 10`),
  ],
);

/** A judge who must not judge a team, or two judges who must not sit together. */
export const tournamentConflicts = pgTable(
  'tournament_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    adjudicatorId: uuid('adjudicator_id')
      .notNull()
      .references(() => tournamentAdjudicators.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    otherAdjudicatorId: uuid('other_adjudicator_id').references(() => tournamentAdjudicators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tournament_conflicts_one_target', sql`(${t.teamId} is null) <> (${t.otherAdjudicatorId} is null)`),
    uniqueIndex('tournament_conflicts_pair_idx').on(t.adjudicatorId, sql`coalesce(${t.teamId}, ${t.otherAdjudicatorId})`),
  ],
);

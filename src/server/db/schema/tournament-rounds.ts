// A tournament's rounds (docs/tournaments-rounds.md, ADR 0044): each round's
// motion and its release, who checked in, the draw as saved from the engine or
// edited by hand (debates, the teams' sides, the panels), the live debate each
// drawn debate opens on release, the venues, the confirmed break and which parts
// of the tab are public.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DRAW_STATUSES, PANEL_ROLES, ROUND_STAGES, TAB_PARTS } from '#shared/tournaments/contract.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { debates } from './debates.ts';
import { tournamentAdjudicators, tournamentBreakCategories, tournamentTeams, tournaments } from './tournaments.ts';

/** A CHECK's list of known values, written as SQL literals (the values are our own constants). */
const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** Preliminary rounds 1…n, then elimination rounds of one break category. */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** 1-based order of the round in the tournament. */
    seq: integer('seq').notNull(),
    /** preliminary or elimination */
    stage: text('stage').notNull().default('preliminary'),
    /** The break category an elimination round belongs to. */
    categoryId: uuid('category_id').references(() => tournamentBreakCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    motion: text('motion').notNull().default(''),
    /** Context shown before the motion (plain text). */
    infoSlide: text('info_slide').notNull().default(''),
    /** When the motion releases by itself; null releases by hand only. */
    motionReleaseAt: timestamp('motion_release_at', { withTimezone: true }),
    motionReleasedAt: timestamp('motion_released_at', { withTimezone: true }),
    /** none, draft (saved, staff only) or released (public, the live debates exist). */
    drawStatus: text('draw_status').notNull().default('none'),
    drawReleasedAt: timestamp('draw_released_at', { withTimezone: true }),
    /** Panels stay hidden from debaters until released. */
    allocationReleasedAt: timestamp('allocation_released_at', { withTimezone: true }),
    /** The seed the draw was generated with (reproducible). */
    drawSeed: integer('draw_seed'),
    /** Every change to the draw bumps it (not check-ins nor the motion): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tournament_rounds_seq').on(t.tournamentId, t.seq),
    check('tournament_rounds_stage_known', sql`${t.stage} in ${inList(ROUND_STAGES)}`),
    check('tournament_rounds_draw_status_known', sql`${t.drawStatus} in ${inList(DRAW_STATUSES)}`),
    check('tournament_rounds_elimination_category', sql`(${t.stage} = 'elimination') = (${t.categoryId} is not null)`),
  ],
);

/** Rooms a tournament debates in: a venue, or an online room. */
export const tournamentVenues = pgTable(
  'tournament_venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An online room's address (https). */
    onlineUrl: text('online_url'),
    /** Higher is given to the more important debates first. */
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tournament_venues_name_idx').on(t.tournamentId, sql`lower(${t.name})`)],
);

/** Present for a round: a team or an adjudicator, once each. */
export const tournamentCheckins = pgTable(
  'tournament_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    adjudicatorId: uuid('adjudicator_id').references(() => tournamentAdjudicators.id, { onDelete: 'cascade' }),
    checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tournament_checkins_one_target', sql`(${t.teamId} is null) <> (${t.adjudicatorId} is null)`),
    uniqueIndex('tournament_checkins_target_idx').on(t.roundId, sql`coalesce(${t.teamId}, ${t.adjudicatorId})`),
  ],
);

/** One debate of a round's draw; on release it opens as a live debate (`debateId`). */
export const tournamentDrawDebates = pgTable(
  'tournament_draw_debates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    /** 0-based room order: the top bracket first. */
    roomIndex: integer('room_index').notNull(),
    venueId: uuid('venue_id').references(() => tournamentVenues.id, { onDelete: 'set null' }),
    /** The points level of the debate's bracket. */
    bracket: numeric('bracket', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /** Weighs the panel it gets (liveness or bracket). */
    importance: integer('importance').notNull().default(0),
    /** The engine's reasons (DrawFlag[]) and any clash a hand edit left. */
    flags: jsonb('flags').$type<unknown[]>().notNull().default([]),
    /** A bye: one team, no debate, counted as a win. */
    isBye: boolean('is_bye').notNull().default(false),
    debateId: uuid('debate_id').references(() => debates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_draw_debates_room').on(t.roundId, t.roomIndex),
    uniqueIndex('tournament_draw_debates_debate_idx').on(t.debateId),
  ],
);

/** A team's side in a drawn debate; a team is drawn once per round. */
export const tournamentDrawTeams = pgTable(
  'tournament_draw_teams',
  {
    drawDebateId: uuid('draw_debate_id')
      .notNull()
      .references(() => tournamentDrawDebates.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    /** A side id of the format ('bye' for a bye). */
    side: text('side').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawDebateId, t.side] }), unique('tournament_draw_teams_once').on(t.roundId, t.teamId)],
);

/** A drawn debate's panel: one chair, panellists and trainees; an adjudicator sits once per round. */
export const tournamentDrawAdjudicators = pgTable(
  'tournament_draw_adjudicators',
  {
    drawDebateId: uuid('draw_debate_id')
      .notNull()
      .references(() => tournamentDrawDebates.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tournamentRounds.id, { onDelete: 'cascade' }),
    adjudicatorId: uuid('adjudicator_id')
      .notNull()
      .references(() => tournamentAdjudicators.id, { onDelete: 'cascade' }),
    /** chair, panellist or trainee */
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.drawDebateId, t.adjudicatorId] }),
    unique('tournament_draw_adjudicators_once').on(t.roundId, t.adjudicatorId),
    uniqueIndex('tournament_draw_adjudicators_one_chair_idx').on(t.drawDebateId).where(sql`${t.role} = 'chair'`),
    check('tournament_draw_adjudicators_role_known', sql`${t.role} in ${inList(PANEL_ROLES)}`),
  ],
);

/** The break as the tab director confirmed it, per category, in seed order. */
export const tournamentBreakTeams = pgTable(
  'tournament_break_teams',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => tournamentBreakCategories.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    /** 1 is the top seed. */
    seed: integer('seed').notNull(),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.teamId] }),
    unique('tournament_break_teams_seed').on(t.categoryId, t.seed),
    index('tournament_break_teams_team_idx').on(t.teamId),
  ],
);

/** Which parts of the tab are public, each released by a tab director. */

export const tournamentTabReleases = pgTable(
  'tournament_tab_releases',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    releasedBy: text('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.part] }),
    check('tournament_tab_releases_part_known', sql`${t.part} in ${inList(TAB_PARTS)}`),
  ],
);

export type TournamentRoundRow = typeof tournamentRounds.$inferSelect;

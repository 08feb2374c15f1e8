// Tournaments (docs/tournaments.md, ADR 0040): an event run as a tournament,
// its settings, break categories and staff; teams registering, teammates
// joining with the team's code; adjudicators registering or accepting a guest
// invitation; conflicts. Who may do what is checked here, on the tournament row
// locked for the transaction, so two managers' changes never interleave; a
// person speaks or adjudicates once per tournament, held by unique constraints.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import { getFormat } from '#shared/formats/formats.ts';
import {
  ADJUDICATOR_INVITE_TTL_MS,
  type AdjudicatorView,
  type CreateTournamentInput,
  type RegisterTeamInput,
  type UpdateTeamInput,
  type StaffRole,
  speakersPerTeam,
  TEAM_RESERVES_MAX,
  TOURNAMENT_MESSAGES,
  type TeamView,
  type TournamentView,
  type UpdateTournamentInput,
} from '#shared/tournaments/contract.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  events,
  judges,
  profiles,
  tournamentAdjudicators,
  tournamentBreakCategories,
  tournamentConflicts,
  tournamentRounds,
  tournaments,
  tournamentStaff,
  tournamentTeamCategories,
  tournamentTeamMembers,
  tournamentTeams,
  users,
} from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isEventOrganizer } from '#server/lib/event-organizers.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';

export type Executor = Database | Transaction;
export type TournamentRow = typeof tournaments.$inferSelect;

/** What the caller is to a tournament: a manager (organizer or tab director), the adjudication core, or neither. */
export interface Standing {
  canManage: boolean;
  canAdjudicate: boolean;
}

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE_LENGTH = 8;

function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function standingOf(db: Executor, tournament: TournamentRow, user: SessionUser | null): Promise<Standing> {
  if (!user) return { canManage: false, canAdjudicate: false };
  const [staff] = await db
    .select({ role: tournamentStaff.role })
    .from(tournamentStaff)
    .where(and(eq(tournamentStaff.tournamentId, tournament.id), eq(tournamentStaff.userId, user.id)));
  if (staff?.role === 'tab-director') return { canManage: true, canAdjudicate: true };
  const [event] = await db
    .select({ createdBy: events.createdBy, clubId: events.clubId })
    .from(events)
    .where(eq(events.id, tournament.eventId));
  const isOrganizer = event ? await isEventOrganizer(db, event, user) : false;
  return { canManage: isOrganizer, canAdjudicate: isOrganizer || staff?.role === 'adjudication-core' };
}

/** The tournament row, locked for the transaction when `lock`; NOT_FOUND when there is none. */
export async function tournamentRow(db: Executor, id: string, lock = false): Promise<TournamentRow> {
  const query = db.select().from(tournaments).where(eq(tournaments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Tournament');
  return row;
}

async function requireManager(tx: Executor, id: string, user: SessionUser): Promise<TournamentRow> {
  const tournament = await tournamentRow(tx, id, true);
  if (!(await standingOf(tx, tournament, user)).canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
  return tournament;
}

async function requireAdjudicationStaff(tx: Executor, id: string, user: SessionUser): Promise<TournamentRow> {
  const tournament = await tournamentRow(tx, id, true);
  if (!(await standingOf(tx, tournament, user)).canAdjudicate) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
  return tournament;
}

export function formatOf(tournament: TournamentRow) {
  const format = getFormat(tournament.format);
  if (!format) throw new Error(`tournament ${tournament.id} has an unknown format ${tournament.format}`);
  return format;
}

export async function teamIdOf(db: Executor, tournamentId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ teamId: tournamentTeamMembers.teamId })
    .from(tournamentTeamMembers)
    .where(and(eq(tournamentTeamMembers.tournamentId, tournamentId), eq(tournamentTeamMembers.userId, userId)));
  return row?.teamId ?? null;
}

export async function adjudicatorIdOf(db: Executor, tournamentId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: tournamentAdjudicators.id })
    .from(tournamentAdjudicators)
    .where(and(eq(tournamentAdjudicators.tournamentId, tournamentId), eq(tournamentAdjudicators.userId, userId)));
  return row?.id ?? null;
}

async function viewOf(db: Executor, tournament: TournamentRow, viewer: SessionUser | null): Promise<TournamentView> {
  const [[event], categories, staff, [teams], [adjudicators], standing] = await Promise.all([
    db.select({ title: events.title }).from(events).where(eq(events.id, tournament.eventId)),
    db
      .select({
        id: tournamentBreakCategories.id,
        name: tournamentBreakCategories.name,
        breakSize: tournamentBreakCategories.breakSize,
        priority: tournamentBreakCategories.priority,
      })
      .from(tournamentBreakCategories)
      .where(eq(tournamentBreakCategories.tournamentId, tournament.id))
      .orderBy(asc(tournamentBreakCategories.priority)),
    db
      .select({ userId: tournamentStaff.userId, name: personNameSql(), role: tournamentStaff.role })
      .from(tournamentStaff)
      .leftJoin(profiles, eq(profiles.id, tournamentStaff.userId))
      .where(eq(tournamentStaff.tournamentId, tournament.id))
      .orderBy(asc(tournamentStaff.createdAt)),
    db.select({ n: count() }).from(tournamentTeams).where(eq(tournamentTeams.tournamentId, tournament.id)),
    db.select({ n: count() }).from(tournamentAdjudicators).where(eq(tournamentAdjudicators.tournamentId, tournament.id)),
    standingOf(db, tournament, viewer),
  ]);
  return {
    id: tournament.id,
    eventId: tournament.eventId,
    eventTitle: event?.title ?? '',
    format: tournament.format,
    preliminaryRounds: tournament.preliminaryRounds,
    oddTeams: tournament.oddTeams as TournamentView['oddTeams'],
    pairing: tournament.pairing as TournamentView['pairing'],
    status: tournament.status as TournamentView['status'],
    registrationOpen: tournament.registrationOpen,
    speakersPerTeam: speakersPerTeam(formatOf(tournament)),
    teamCount: teams?.n ?? 0,
    adjudicatorCount: adjudicators?.n ?? 0,
    categories,
    staff: staff.map((member) => ({ ...member, role: member.role as StaffRole })),
    viewer: {
      canManage: standing.canManage,
      teamId: viewer ? await teamIdOf(db, tournament.id, viewer.id) : null,
      adjudicatorId: viewer ? await adjudicatorIdOf(db, tournament.id, viewer.id) : null,
    },
  };
}

// ------------------------------------------------------------ set-up

/**
 * Rounds 1…n of a tournament being set up: missing ones are added, those beyond
 * n removed (with anything drafted for them). Elimination rounds come later,
 * from the break, numbered after the preliminary ones.
 */
async function syncPreliminaryRounds(tx: Executor, tournamentId: string, rounds: number) {
  await tx
    .delete(tournamentRounds)
    .where(
      and(
        eq(tournamentRounds.tournamentId, tournamentId),
        eq(tournamentRounds.stage, 'preliminary'),
        gt(tournamentRounds.seq, rounds),
      ),
    );
  await tx
    .insert(tournamentRounds)
    .values(Array.from({ length: rounds }, (_, i) => ({ tournamentId, seq: i + 1, name: `Round ${i + 1}` })))
    .onConflictDoNothing();
}

export async function createTournament(
  db: Database,
  user: SessionUser,
  eventId: string,
  input: CreateTournamentInput,
): Promise<TournamentView> {
  try {
    const created = await db.transaction(async (tx) => {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
      if (!event) throw notFound('Event');
      if (!(await isEventOrganizer(tx, event, user))) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
      if (event.status === 'cancelled') throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.eventCancelled);
      const [tournament] = await tx
        .insert(tournaments)
        .values({
          eventId,
          format: input.format,
          preliminaryRounds: input.preliminaryRounds,
          oddTeams: input.oddTeams,
          pairing: input.pairing,
          createdBy: user.id,
        })
        .returning();
      const row = tournament as TournamentRow;
      await tx
        .insert(tournamentBreakCategories)
        .values(input.categories.map((category, priority) => ({ tournamentId: row.id, ...category, priority })));
      await tx.insert(tournamentStaff).values({ tournamentId: row.id, userId: user.id, role: 'tab-director' });
      await syncPreliminaryRounds(tx, row.id, row.preliminaryRounds);
      return row;
    });
    return viewOf(db, created, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyTournament);
    throw error;
  }
}

export async function getTournament(db: Database, id: string, viewer: SessionUser | null): Promise<TournamentView> {
  return viewOf(db, await tournamentRow(db, id), viewer);
}

export async function getEventTournament(db: Database, eventId: string, viewer: SessionUser | null): Promise<TournamentView> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.eventId, eventId));
  if (!row) throw notFound('Tournament');
  return viewOf(db, row, viewer);
}

export async function updateTournament(
  db: Database,
  user: SessionUser,
  id: string,
  input: UpdateTournamentInput,
): Promise<TournamentView> {
  const updated = await db.transaction(async (tx) => {
    const tournament = await requireManager(tx, id, user);
    const changesShape = input.format !== undefined || input.preliminaryRounds !== undefined;
    if (changesShape && tournament.status !== 'setup') throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.formatLocked);
    // Back in set-up, the rounds could be cut to fewer: released ones with live debates and results would go.
    if (input.status === 'setup' && tournament.status !== 'setup') {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.noReturnToSetup);
    }
    const [row] = await tx.update(tournaments).set(input).where(eq(tournaments.id, id)).returning();
    if (input.preliminaryRounds !== undefined) await syncPreliminaryRounds(tx, id, input.preliminaryRounds);
    return row as TournamentRow;
  });
  return viewOf(db, updated, user);
}

export async function addStaff(
  db: Database,
  user: SessionUser,
  id: string,
  input: { userId: string; role: StaffRole },
): Promise<TournamentView> {
  const tournament = await db.transaction(async (tx) => {
    const row = await requireManager(tx, id, user);
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!member) throw notFound('Member');
    // A new role for the only tab director would leave the tournament without one, as removing them would.
    if (input.role !== 'tab-director' && (await isOnlyTabDirector(tx, id, input.userId))) {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.lastTabDirector);
    }
    await tx
      .insert(tournamentStaff)
      .values({ tournamentId: id, userId: input.userId, role: input.role })
      .onConflictDoUpdate({ target: [tournamentStaff.tournamentId, tournamentStaff.userId], set: { role: input.role } });
    return row;
  });
  return viewOf(db, tournament, user);
}

/** Whether `userId` is the tournament's one tab director (the tournament's row is locked by the caller). */
async function isOnlyTabDirector(tx: Executor, id: string, userId: string): Promise<boolean> {
  const directors = await tx
    .select({ userId: tournamentStaff.userId })
    .from(tournamentStaff)
    .where(and(eq(tournamentStaff.tournamentId, id), eq(tournamentStaff.role, 'tab-director')));
  return directors.length === 1 && directors[0]?.userId === userId;
}

export async function removeStaff(db: Database, user: SessionUser, id: string, userId: string): Promise<TournamentView> {
  const tournament = await db.transaction(async (tx) => {
    const row = await requireManager(tx, id, user);
    if (await isOnlyTabDirector(tx, id, userId)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.lastTabDirector);
    const removed = await tx
      .delete(tournamentStaff)
      .where(and(eq(tournamentStaff.tournamentId, id), eq(tournamentStaff.userId, userId)))
      .returning({ userId: tournamentStaff.userId });
    if (removed.length === 0) throw notFound('Staff member');
    return row;
  });
  return viewOf(db, tournament, user);
}

// ------------------------------------------------------------ teams

async function teamViews(
  db: Executor,
  tournamentId: string,
  viewer: SessionUser | null,
  teamIds?: string[],
): Promise<TeamView[]> {
  const tournament = await tournamentRow(db, tournamentId);
  const standing = await standingOf(db, tournament, viewer);
  const ownTeam = viewer ? await teamIdOf(db, tournamentId, viewer.id) : null;
  const where = teamIds
    ? and(eq(tournamentTeams.tournamentId, tournamentId), inArray(tournamentTeams.id, teamIds))
    : eq(tournamentTeams.tournamentId, tournamentId);
  const teams = await db.select().from(tournamentTeams).where(where).orderBy(asc(tournamentTeams.name));
  if (teams.length === 0) return [];
  const ids = teams.map((team) => team.id);
  const [speakers, categories] = await Promise.all([
    db
      .select({ teamId: tournamentTeamMembers.teamId, userId: tournamentTeamMembers.userId, name: personNameSql() })
      .from(tournamentTeamMembers)
      .leftJoin(profiles, eq(profiles.id, tournamentTeamMembers.userId))
      .where(inArray(tournamentTeamMembers.teamId, ids))
      .orderBy(asc(tournamentTeamMembers.position)),
    db.select().from(tournamentTeamCategories).where(inArray(tournamentTeamCategories.teamId, ids)),
  ]);
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    institution: team.institution,
    categoryIds: categories.filter((c) => c.teamId === team.id).map((c) => c.categoryId),
    speakers: speakers.filter((s) => s.teamId === team.id).map(({ userId, name }) => ({ userId, name })),
    joinCode: standing.canManage || ownTeam === team.id ? team.joinCode : null,
    isSwing: team.isSwing,
  }));
}

export function listTeams(db: Database, tournamentId: string, viewer: SessionUser | null): Promise<TeamView[]> {
  return teamViews(db, tournamentId, viewer);
}

/** Refuses a person who already speaks or adjudicates in the tournament. */
async function assertFreeToSpeak(tx: Executor, tournamentId: string, userId: string) {
  if (await teamIdOf(tx, tournamentId, userId)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyInTeam);
  if (await adjudicatorIdOf(tx, tournamentId, userId)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyAdjudicating);
}

export async function registerTeam(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  input: RegisterTeamInput,
): Promise<TeamView> {
  try {
    const teamId = await db.transaction(async (tx) => {
      const tournament = await tournamentRow(tx, tournamentId, true);
      const { canManage } = await standingOf(tx, tournament, user);
      if (!canManage && (!tournament.registrationOpen || tournament.status !== 'setup')) {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.registrationClosed);
      }
      await assertFreeToSpeak(tx, tournamentId, user.id);
      const known = await tx
        .select({ id: tournamentBreakCategories.id })
        .from(tournamentBreakCategories)
        .where(eq(tournamentBreakCategories.tournamentId, tournamentId));
      const unknown = input.categoryIds.filter((id) => !known.some((category) => category.id === id));
      if (unknown.length > 0) {
        throw new AppError('VALIDATION_FAILED', TOURNAMENT_MESSAGES.categoryUnknown, {
          fields: { categoryIds: [TOURNAMENT_MESSAGES.categoryUnknown] },
        });
      }
      const [team] = await tx
        .insert(tournamentTeams)
        .values({
          tournamentId,
          name: input.name,
          institution: input.institution,
          joinCode: newJoinCode(),
          registeredBy: user.id,
        })
        .returning({ id: tournamentTeams.id });
      const id = (team as { id: string }).id;
      await tx.insert(tournamentTeamMembers).values({ teamId: id, tournamentId, userId: user.id, position: 0 });
      // Every team is in the open break (the first category); the others are claimed.
      const open = known[0]?.id;
      const categoryIds = [...new Set([...(open ? [open] : []), ...input.categoryIds])];
      if (categoryIds.length > 0)
        await tx.insert(tournamentTeamCategories).values(categoryIds.map((categoryId) => ({ teamId: id, categoryId })));
      return id;
    });
    return (await teamViews(db, tournamentId, user, [teamId]))[0] as TeamView;
  } catch (error) {
    // Registrations of one tournament queue on its row: the only unique rule left to meet here is the team's name.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.teamNameTaken);
    throw error;
  }
}

export async function joinTeam(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  teamId: string,
  code: string,
): Promise<TeamView> {
  try {
    await db.transaction(async (tx) => {
      const tournament = await tournamentRow(tx, tournamentId, true);
      const [team] = await tx
        .select()
        .from(tournamentTeams)
        .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournamentId, tournamentId)))
        .for('update');
      if (!team) throw notFound('Team');
      if (team.joinCode !== code) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.wrongJoinCode);
      await assertFreeToSpeak(tx, tournamentId, user.id);
      const speakers = await tx
        .select({ position: tournamentTeamMembers.position })
        .from(tournamentTeamMembers)
        .where(eq(tournamentTeamMembers.teamId, teamId));
      if (speakers.length >= speakersPerTeam(formatOf(tournament)) + TEAM_RESERVES_MAX) {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.teamFull);
      }
      const position = Math.max(-1, ...speakers.map((s) => s.position)) + 1;
      await tx.insert(tournamentTeamMembers).values({ teamId, tournamentId, userId: user.id, position });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyInTeam);
    throw error;
  }
  return (await teamViews(db, tournamentId, user, [teamId]))[0] as TeamView;
}

export async function leaveTeam(db: Database, user: SessionUser, tournamentId: string, teamId: string) {
  return db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId, true);
    const left = await tx
      .delete(tournamentTeamMembers)
      .where(
        and(
          eq(tournamentTeamMembers.teamId, teamId),
          eq(tournamentTeamMembers.userId, user.id),
          eq(tournamentTeamMembers.tournamentId, tournamentId),
        ),
      )
      .returning({ userId: tournamentTeamMembers.userId });
    if (left.length === 0) throw new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.notInTeam);
    if (tournament.status !== 'setup') throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.formatLocked);
    const [rest] = await tx.select({ n: count() }).from(tournamentTeamMembers).where(eq(tournamentTeamMembers.teamId, teamId));
    if ((rest?.n ?? 0) > 0) return { withdrawn: false };
    await tx.delete(tournamentTeams).where(eq(tournamentTeams.id, teamId));
    return { withdrawn: true };
  });
}

/**
 * Makes a team a swing team or a ranked one again, at any time: the standings and the
 * break are computed from the results whenever they are read, so they follow at once.
 */
export async function updateTeam(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  teamId: string,
  input: UpdateTeamInput,
): Promise<TeamView> {
  await db.transaction(async (tx) => {
    await requireManager(tx, tournamentId, user);
    const updated = await tx
      .update(tournamentTeams)
      .set({ isSwing: input.isSwing })
      .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournamentId, tournamentId)))
      .returning({ id: tournamentTeams.id });
    if (updated.length === 0) throw notFound('Team');
  });
  return (await teamViews(db, tournamentId, user, [teamId]))[0] as TeamView;
}

export async function withdrawTeam(db: Database, user: SessionUser, tournamentId: string, teamId: string) {
  return db.transaction(async (tx) => {
    const tournament = await requireManager(tx, tournamentId, user);
    if (tournament.status !== 'setup') throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.formatLocked);
    const removed = await tx
      .delete(tournamentTeams)
      .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournamentId, tournamentId)))
      .returning({ id: tournamentTeams.id });
    if (removed.length === 0) throw notFound('Team');
    return { withdrawn: true };
  });
}

// ------------------------------------------------------------ adjudicators

async function adjudicatorViews(
  db: Executor,
  tournamentId: string,
  viewer: SessionUser | null,
  ids?: string[],
): Promise<AdjudicatorView[]> {
  const tournament = await tournamentRow(db, tournamentId);
  const { canAdjudicate } = await standingOf(db, tournament, viewer);
  const where = ids
    ? and(eq(tournamentAdjudicators.tournamentId, tournamentId), inArray(tournamentAdjudicators.id, ids))
    : eq(tournamentAdjudicators.tournamentId, tournamentId);
  const rows = await db.select().from(tournamentAdjudicators).where(where).orderBy(asc(tournamentAdjudicators.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    institution: row.institution,
    userId: row.userId,
    score: canAdjudicate ? row.score : null,
    independent: canAdjudicate ? row.independent : null,
  }));
}

export function listAdjudicators(db: Database, tournamentId: string, viewer: SessionUser | null): Promise<AdjudicatorView[]> {
  return adjudicatorViews(db, tournamentId, viewer);
}

/** The judge's standing conflicts (clubs and people) as the tournament's conflicts with the teams they touch. */
export async function carryJudgeConflicts(tx: Executor, tournamentId: string, adjudicatorId: string, userId: string) {
  const [judge] = await tx
    .select({ clubIds: judges.conflictClubIds, userIds: judges.conflictUserIds })
    .from(judges)
    .where(eq(judges.userId, userId));
  if (!judge || (judge.clubIds.length === 0 && judge.userIds.length === 0)) return;
  const conditions = [];
  if (judge.clubIds.length > 0) conditions.push(inArray(tournamentTeams.clubId, judge.clubIds));
  if (judge.userIds.length > 0) {
    conditions.push(
      inArray(
        tournamentTeams.id,
        tx
          .select({ id: tournamentTeamMembers.teamId })
          .from(tournamentTeamMembers)
          .where(inArray(tournamentTeamMembers.userId, judge.userIds)),
      ),
    );
  }
  const teams = await tx
    .select({ id: tournamentTeams.id })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, tournamentId), or(...conditions)));
  if (teams.length === 0) return;
  await tx
    .insert(tournamentConflicts)
    .values(teams.map((team) => ({ tournamentId, adjudicatorId, teamId: team.id })))
    .onConflictDoNothing();
}

export async function registerAdjudicator(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  institution: string,
): Promise<AdjudicatorView> {
  try {
    const id = await db.transaction(async (tx) => {
      const tournament = await tournamentRow(tx, tournamentId, true);
      if (!tournament.registrationOpen || tournament.status === 'finished') {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.registrationClosed);
      }
      const [judge] = await tx.select({ userId: judges.userId }).from(judges).where(eq(judges.userId, user.id));
      if (!judge) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notJudge);
      if (await teamIdOf(tx, tournamentId, user.id)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadySpeaking);
      const [name] = await tx
        .select({ name: personNameSql() })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, user.id));
      const [row] = await tx
        .insert(tournamentAdjudicators)
        .values({ tournamentId, userId: user.id, name: name?.name ?? user.name, institution })
        .returning({ id: tournamentAdjudicators.id });
      const adjudicatorId = (row as { id: string }).id;
      await carryJudgeConflicts(tx, tournamentId, adjudicatorId, user.id);
      return adjudicatorId;
    });
    return (await adjudicatorViews(db, tournamentId, user, [id]))[0] as AdjudicatorView;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyAdjudicator);
    throw error;
  }
}

export async function inviteAdjudicator(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  input: { name: string; institution: string },
  baseUrl: string,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADJUDICATOR_INVITE_TTL_MS);
  const adjudicatorId = await db.transaction(async (tx) => {
    await requireAdjudicationStaff(tx, tournamentId, user);
    const [row] = await tx
      .insert(tournamentAdjudicators)
      .values({
        tournamentId,
        name: input.name,
        institution: input.institution,
        inviteTokenHash: hashToken(token),
        inviteExpiresAt: expiresAt,
      })
      .returning({ id: tournamentAdjudicators.id });
    return (row as { id: string }).id;
  });
  const inviteUrl = `${baseUrl}/tournaments/${tournamentId}/adjudicate#${token}`;
  return { adjudicatorId, inviteUrl, expiresAt: expiresAt.toISOString() };
}

export async function acceptInvitation(db: Database, user: SessionUser, tournamentId: string, token: string, now = new Date()) {
  try {
    const id = await db.transaction(async (tx) => {
      await tournamentRow(tx, tournamentId, true);
      const [invited] = await tx
        .select()
        .from(tournamentAdjudicators)
        .where(
          and(
            eq(tournamentAdjudicators.tournamentId, tournamentId),
            eq(tournamentAdjudicators.inviteTokenHash, hashToken(token)),
          ),
        )
        .for('update');
      if (!invited?.inviteExpiresAt || invited.inviteExpiresAt <= now) {
        throw new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.inviteInvalid);
      }
      if (await teamIdOf(tx, tournamentId, user.id)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadySpeaking);
      await tx
        .update(tournamentAdjudicators)
        .set({ userId: user.id, inviteTokenHash: null, inviteExpiresAt: null })
        .where(eq(tournamentAdjudicators.id, invited.id));
      await carryJudgeConflicts(tx, tournamentId, invited.id, user.id);
      return invited.id;
    });
    return (await adjudicatorViews(db, tournamentId, user, [id]))[0] as AdjudicatorView;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyAdjudicator);
    throw error;
  }
}

export async function updateAdjudicator(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  adjudicatorId: string,
  input: { score?: number; independent?: boolean },
): Promise<AdjudicatorView> {
  await db.transaction(async (tx) => {
    await requireAdjudicationStaff(tx, tournamentId, user);
    const updated = await tx
      .update(tournamentAdjudicators)
      .set(input)
      .where(and(eq(tournamentAdjudicators.id, adjudicatorId), eq(tournamentAdjudicators.tournamentId, tournamentId)))
      .returning({ id: tournamentAdjudicators.id });
    if (updated.length === 0) throw notFound('Adjudicator');
  });
  return (await adjudicatorViews(db, tournamentId, user, [adjudicatorId]))[0] as AdjudicatorView;
}

export async function removeAdjudicator(db: Database, user: SessionUser, tournamentId: string, adjudicatorId: string) {
  return db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId, true);
    const [row] = await tx
      .select({ userId: tournamentAdjudicators.userId })
      .from(tournamentAdjudicators)
      .where(and(eq(tournamentAdjudicators.id, adjudicatorId), eq(tournamentAdjudicators.tournamentId, tournamentId)));
    if (!row) throw notFound('Adjudicator');
    const isSelf = row.userId === user.id;
    if (!isSelf && !(await standingOf(tx, tournament, user)).canAdjudicate)
      throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
    await tx.delete(tournamentAdjudicators).where(eq(tournamentAdjudicators.id, adjudicatorId));
    return { removed: true };
  });
}

// ------------------------------------------------------------ conflicts

const conflictColumns = {
  id: tournamentConflicts.id,
  adjudicatorId: tournamentConflicts.adjudicatorId,
  teamId: tournamentConflicts.teamId,
  otherAdjudicatorId: tournamentConflicts.otherAdjudicatorId,
};

export async function listConflicts(db: Database, user: SessionUser, tournamentId: string) {
  await requireAdjudicationStaff(db, tournamentId, user);
  return db.select(conflictColumns).from(tournamentConflicts).where(eq(tournamentConflicts.tournamentId, tournamentId));
}

export async function addConflict(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  input: { adjudicatorId: string; teamId?: string; otherAdjudicatorId?: string },
) {
  try {
    return await db.transaction(async (tx) => {
      await requireAdjudicationStaff(tx, tournamentId, user);
      const adjudicatorIds = [input.adjudicatorId, ...(input.otherAdjudicatorId ? [input.otherAdjudicatorId] : [])];
      const found = await tx
        .select({ id: tournamentAdjudicators.id })
        .from(tournamentAdjudicators)
        .where(and(eq(tournamentAdjudicators.tournamentId, tournamentId), inArray(tournamentAdjudicators.id, adjudicatorIds)));
      if (found.length !== adjudicatorIds.length) throw notFound('Adjudicator');
      if (input.teamId) {
        const [team] = await tx
          .select({ id: tournamentTeams.id })
          .from(tournamentTeams)
          .where(and(eq(tournamentTeams.id, input.teamId), eq(tournamentTeams.tournamentId, tournamentId)));
        if (!team) throw notFound('Team');
      }
      // A conflict between two adjudicators is kept once, whichever was named first.
      const [first, second] = input.otherAdjudicatorId
        ? [input.adjudicatorId, input.otherAdjudicatorId].sort()
        : [input.adjudicatorId, undefined];
      const [row] = await tx
        .insert(tournamentConflicts)
        .values({
          tournamentId,
          adjudicatorId: first as string,
          teamId: input.teamId ?? null,
          otherAdjudicatorId: second ?? null,
        })
        .returning(conflictColumns);
      return row as NonNullable<typeof row>;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.conflictExists);
    throw error;
  }
}

export async function removeConflict(db: Database, user: SessionUser, tournamentId: string, conflictId: string) {
  return db.transaction(async (tx) => {
    await requireAdjudicationStaff(tx, tournamentId, user);
    const removed = await tx
      .delete(tournamentConflicts)
      .where(and(eq(tournamentConflicts.id, conflictId), eq(tournamentConflicts.tournamentId, tournamentId)))
      .returning({ id: tournamentConflicts.id });
    if (removed.length === 0) throw notFound('Conflict');
    return { removed: true };
  });
}

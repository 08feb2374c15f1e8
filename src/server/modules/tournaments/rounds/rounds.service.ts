// A tournament's rounds (docs/tournaments-rounds.md): reading them as the
// viewer may, the managers' changes to a round and its motion, check-in, and
// the venues. The draw itself is in draw.service.ts.
import { and, asc, eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  tournamentAdjudicators,
  tournamentCheckins,
  tournamentRounds,
  tournamentTeamMembers,
  tournamentTeams,
  tournamentVenues,
} from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import {
  type CheckInCodeView,
  type CheckinByCodeResult,
  type CheckinInput,
  type CheckinList,
  ROUND_MESSAGES,
  type RoundSummary,
  type RoundView,
  type UpdateRoundInput,
  VENUES_MAX,
  type VenueView,
} from '#shared/tournaments/rounds-contract.ts';
import { standingOf, tournamentRow } from '../tournaments.service.ts';
import { isTournamentCheckInCode, tournamentCheckInCode } from './check-in-code.ts';
import {
  announceRound,
  lockRound,
  type RoundRow,
  type RoundsPublisher,
  roundRow,
  settleMotionRelease,
  syncLiveDebates,
  touchRound,
} from './round-access.ts';
import { roundSummary, roundView, venueViews } from './round-views.ts';

export async function listRounds(
  db: Database,
  publisher: RoundsPublisher | null,
  tournamentId: string,
  viewer: SessionUser | null,
): Promise<RoundSummary[]> {
  const tournament = await tournamentRow(db, tournamentId);
  const standing = await standingOf(db, tournament, viewer);
  const rows = await db
    .select()
    .from(tournamentRounds)
    .where(eq(tournamentRounds.tournamentId, tournamentId))
    .orderBy(asc(tournamentRounds.seq));
  const settled: RoundRow[] = [];
  for (const row of rows) settled.push(await settleMotionRelease(db, publisher, row));
  return settled.map((row) => roundSummary(row, standing.canAdjudicate));
}

export async function getRound(
  db: Database,
  publisher: RoundsPublisher | null,
  tournamentId: string,
  seq: number,
  viewer: SessionUser | null,
): Promise<RoundView> {
  const tournament = await tournamentRow(db, tournamentId);
  const round = await settleMotionRelease(db, publisher, await roundRow(db, tournamentId, seq));
  return roundView(db, tournament, round, viewer);
}

export async function updateRound(
  db: Database,
  publisher: RoundsPublisher | null,
  user: SessionUser,
  tournamentId: string,
  seq: number,
  input: UpdateRoundInput,
): Promise<RoundView> {
  const { tournament, round, standing } = await db.transaction(async (tx) => {
    const locked = await lockRound(tx, user, tournamentId, seq, 'manage');
    const changes: Partial<typeof tournamentRounds.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.startsAt !== undefined) changes.startsAt = input.startsAt === null ? null : new Date(input.startsAt);
    if (input.motion !== undefined) changes.motion = input.motion;
    if (input.infoSlide !== undefined) changes.infoSlide = input.infoSlide;
    if (input.motionReleaseAt !== undefined) {
      // A motion already released stays released: moving its time cannot take it back from the rooms.
      changes.motionReleaseAt = input.motionReleaseAt === null ? null : new Date(input.motionReleaseAt);
    }
    const updated = await touchRound(tx, publisher, locked.round, changes, { changesDraw: false });
    await syncLiveDebates(tx, updated);
    return { ...locked, round: updated };
  });
  return roundView(db, tournament, round, user, standing);
}

export async function releaseMotion(
  db: Database,
  publisher: RoundsPublisher | null,
  user: SessionUser,
  tournamentId: string,
  seq: number,
): Promise<RoundView> {
  const { tournament, round, standing } = await db.transaction(async (tx) => {
    const locked = await lockRound(tx, user, tournamentId, seq, 'manage');
    if (locked.round.motion.trim() === '') throw new AppError('CONFLICT', ROUND_MESSAGES.noMotion);
    if (locked.round.motionReleasedAt !== null) return locked;
    const updated = await touchRound(tx, publisher, locked.round, { motionReleasedAt: new Date() }, { changesDraw: false });
    await syncLiveDebates(tx, updated);
    return { ...locked, round: updated };
  });
  return roundView(db, tournament, round, user, standing);
}

// ------------------------------------------------------------ check-in

export async function listCheckins(db: Database, user: SessionUser, tournamentId: string, seq: number): Promise<CheckinList> {
  const tournament = await tournamentRow(db, tournamentId);
  if (!(await standingOf(db, tournament, user)).canAdjudicate) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
  const round = await roundRow(db, tournamentId, seq);
  const [teams, adjudicators, checkins] = await Promise.all([
    db
      .select({ id: tournamentTeams.id, name: tournamentTeams.name })
      .from(tournamentTeams)
      .where(eq(tournamentTeams.tournamentId, tournamentId))
      .orderBy(asc(tournamentTeams.name)),
    db
      .select({ id: tournamentAdjudicators.id, name: tournamentAdjudicators.name, userId: tournamentAdjudicators.userId })
      .from(tournamentAdjudicators)
      .where(eq(tournamentAdjudicators.tournamentId, tournamentId))
      .orderBy(asc(tournamentAdjudicators.name)),
    db
      .select({ teamId: tournamentCheckins.teamId, adjudicatorId: tournamentCheckins.adjudicatorId })
      .from(tournamentCheckins)
      .where(eq(tournamentCheckins.roundId, round.id)),
  ]);
  const present = new Set(checkins.map((c) => c.teamId ?? c.adjudicatorId));
  return {
    teams: teams.map((t) => ({ teamId: t.id, name: t.name, checkedIn: present.has(t.id) })),
    adjudicators: adjudicators.map((a) => ({
      adjudicatorId: a.id,
      name: a.name,
      hasAccount: a.userId !== null,
      checkedIn: present.has(a.id),
    })),
  };
}

/** A team's speaker checks the team in, an adjudicator themself, the staff anyone; twice is harmless. */
export async function checkIn(
  db: Database,
  publisher: RoundsPublisher | null,
  user: SessionUser,
  tournamentId: string,
  seq: number,
  input: CheckinInput,
): Promise<{ checkedIn: boolean }> {
  await db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId);
    if (tournament.status === 'finished') throw new AppError('CONFLICT', ROUND_MESSAGES.finished);
    const round = await roundRow(tx, tournamentId, seq);
    const isStaff = (await standingOf(tx, tournament, user)).canAdjudicate;
    if (input.teamId) {
      const [team] = await tx
        .select({ id: tournamentTeams.id })
        .from(tournamentTeams)
        .where(and(eq(tournamentTeams.id, input.teamId), eq(tournamentTeams.tournamentId, tournamentId)));
      if (!team) throw new AppError('NOT_FOUND', ROUND_MESSAGES.unknownTeam);
      if (!isStaff) {
        const [member] = await tx
          .select({ userId: tournamentTeamMembers.userId })
          .from(tournamentTeamMembers)
          .where(and(eq(tournamentTeamMembers.teamId, team.id), eq(tournamentTeamMembers.userId, user.id)));
        if (!member) throw new AppError('FORBIDDEN', ROUND_MESSAGES.notCheckedInSelf);
      }
    } else {
      const [adjudicator] = await tx
        .select({ id: tournamentAdjudicators.id, userId: tournamentAdjudicators.userId })
        .from(tournamentAdjudicators)
        .where(
          and(
            eq(tournamentAdjudicators.id, input.adjudicatorId as string),
            eq(tournamentAdjudicators.tournamentId, tournamentId),
          ),
        );
      if (!adjudicator) throw new AppError('NOT_FOUND', ROUND_MESSAGES.unknownAdjudicator);
      if (!isStaff && adjudicator.userId !== user.id) throw new AppError('FORBIDDEN', ROUND_MESSAGES.notCheckedInSelf);
    }
    await recordCheckin(tx, publisher, round, user, { teamId: input.teamId, adjudicatorId: input.adjudicatorId });
  });
  return { checkedIn: true };
}

/**
 * Checks a team or an adjudicator in for the round, once: the unique index on (round, team
 * or adjudicator) makes a second check-in a no-op, even when two race. Answers whether this
 * one was new (only then is the round announced).
 */
async function recordCheckin(
  tx: Transaction,
  publisher: RoundsPublisher | null,
  round: RoundRow,
  user: SessionUser,
  target: { teamId?: string; adjudicatorId?: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(tournamentCheckins)
    .values({
      roundId: round.id,
      teamId: target.teamId ?? null,
      adjudicatorId: target.adjudicatorId ?? null,
      checkedInBy: user.id,
    })
    .onConflictDoNothing()
    .returning({ id: tournamentCheckins.id });
  if (inserted.length > 0) await announceRound(tx, publisher, round);
  return inserted.length > 0;
}

export async function checkOut(
  db: Database,
  publisher: RoundsPublisher | null,
  user: SessionUser,
  tournamentId: string,
  seq: number,
  targetId: string,
): Promise<{ checkedIn: boolean }> {
  await db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId);
    if (!(await standingOf(tx, tournament, user)).canAdjudicate) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
    const round = await roundRow(tx, tournamentId, seq);
    const removed = await tx
      .delete(tournamentCheckins)
      .where(
        and(
          eq(tournamentCheckins.roundId, round.id),
          or(eq(tournamentCheckins.teamId, targetId), eq(tournamentCheckins.adjudicatorId, targetId)),
        ),
      )
      .returning({ id: tournamentCheckins.id });
    if (removed.length > 0) await announceRound(tx, publisher, round);
  });
  return { checkedIn: false };
}

/** The viewer's own check-in code, for a speaker of a team or an adjudicator (with an account) of the tournament. */
export async function getCheckInCode(
  db: Database,
  secret: string,
  user: SessionUser,
  tournamentId: string,
): Promise<CheckInCodeView> {
  await tournamentRow(db, tournamentId);
  const [[speaker], [adjudicator]] = await Promise.all([
    db
      .select({ teamId: tournamentTeamMembers.teamId })
      .from(tournamentTeamMembers)
      .where(and(eq(tournamentTeamMembers.tournamentId, tournamentId), eq(tournamentTeamMembers.userId, user.id))),
    db
      .select({ id: tournamentAdjudicators.id })
      .from(tournamentAdjudicators)
      .where(and(eq(tournamentAdjudicators.tournamentId, tournamentId), eq(tournamentAdjudicators.userId, user.id))),
  ]);
  if (!speaker && !adjudicator) throw new AppError('NOT_FOUND', ROUND_MESSAGES.noCheckInCode);
  return { code: tournamentCheckInCode(secret, tournamentId, user.id) };
}

/**
 * The staff's desk: a speaker's code checks their team in, an adjudicator's the
 * adjudicator. The codes are derived, not stored, so the tournament's speakers
 * and adjudicators are tried in turn (a tournament has hundreds, not millions).
 * A speaker cannot also adjudicate the same tournament, so a code names one of them.
 */
export async function checkInByCode(
  db: Database,
  publisher: RoundsPublisher | null,
  secret: string,
  user: SessionUser,
  tournamentId: string,
  seq: number,
  code: string,
): Promise<CheckinByCodeResult> {
  return db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId);
    if (!(await standingOf(tx, tournament, user)).canAdjudicate) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
    if (tournament.status === 'finished') throw new AppError('CONFLICT', ROUND_MESSAGES.finished);
    const round = await roundRow(tx, tournamentId, seq);
    const speakers = await tx
      .select({ userId: tournamentTeamMembers.userId, teamId: tournamentTeams.id, name: tournamentTeams.name })
      .from(tournamentTeamMembers)
      .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentTeamMembers.teamId))
      .where(eq(tournamentTeamMembers.tournamentId, tournamentId));
    const adjudicators = await tx
      .select({ userId: tournamentAdjudicators.userId, id: tournamentAdjudicators.id, name: tournamentAdjudicators.name })
      .from(tournamentAdjudicators)
      .where(eq(tournamentAdjudicators.tournamentId, tournamentId));
    const matches = (userId: string | null) => userId !== null && isTournamentCheckInCode(secret, tournamentId, userId, code);
    const speaker = speakers.find((row) => matches(row.userId));
    const adjudicator = speaker ? undefined : adjudicators.find((row) => matches(row.userId));
    if (!speaker && !adjudicator) {
      throw new AppError('NOT_FOUND', ROUND_MESSAGES.unknownCheckInCode, {
        fields: { code: [ROUND_MESSAGES.unknownCheckInCode] },
      });
    }
    const isNew = await recordCheckin(tx, publisher, round, user, { teamId: speaker?.teamId, adjudicatorId: adjudicator?.id });
    return speaker
      ? { kind: 'team', name: speaker.name, alreadyCheckedIn: !isNew }
      : { kind: 'adjudicator', name: (adjudicator as { name: string }).name, alreadyCheckedIn: !isNew };
  });
}

// ------------------------------------------------------------ venues

export async function listVenues(db: Database, tournamentId: string): Promise<VenueView[]> {
  await tournamentRow(db, tournamentId);
  return venueViews(db, tournamentId);
}

export async function addVenue(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  input: { name: string; onlineUrl: string | null; priority: number },
): Promise<VenueView> {
  try {
    return await db.transaction(async (tx) => {
      const tournament = await tournamentRow(tx, tournamentId, true);
      if (!(await standingOf(tx, tournament, user)).canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
      const existing = await tx
        .select({ id: tournamentVenues.id })
        .from(tournamentVenues)
        .where(eq(tournamentVenues.tournamentId, tournamentId));
      if (existing.length >= VENUES_MAX) throw new AppError('CONFLICT', `A tournament has at most ${VENUES_MAX} venues`);
      const [row] = await tx
        .insert(tournamentVenues)
        .values({ tournamentId, name: input.name, onlineUrl: input.onlineUrl, priority: input.priority })
        .returning({
          id: tournamentVenues.id,
          name: tournamentVenues.name,
          onlineUrl: tournamentVenues.onlineUrl,
          priority: tournamentVenues.priority,
        });
      return row as VenueView;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ROUND_MESSAGES.venueNameTaken);
    throw error;
  }
}

export async function removeVenue(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  venueId: string,
): Promise<{ removed: boolean }> {
  await db.transaction(async (tx) => {
    const tournament = await tournamentRow(tx, tournamentId, true);
    if (!(await standingOf(tx, tournament, user)).canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
    const removed = await tx
      .delete(tournamentVenues)
      .where(and(eq(tournamentVenues.id, venueId), eq(tournamentVenues.tournamentId, tournamentId)))
      .returning({ id: tournamentVenues.id });
    if (removed.length === 0) throw notFound('Venue');
  });
  return { removed: true };
}

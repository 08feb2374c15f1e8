// Who may do what to a round, and the round row locked for a change
// (docs/tournaments-rounds.md). Every change to a round or its draw takes the
// tournament row's lock first, then the round's, in that order, so two staff
// members' changes to one round never interleave and never deadlock; each bumps
// the round's version and tells the tournament's realtime channel.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { debateResults, debates, tournamentDrawDebates, tournamentRounds } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import {
  MOTION_TO_BE_ANNOUNCED,
  ROUND_CHANGED_EVENT,
  ROUND_MESSAGES,
  tournamentChannel,
} from '#shared/tournaments/rounds-contract.ts';
import { type Executor, type Standing, standingOf, type TournamentRow, tournamentRow } from '../tournaments.service.ts';

export type RoundRow = typeof tournamentRounds.$inferSelect;

/** Where round changes are announced (the realtime hub; tests may pass their own). */
export interface RoundsPublisher {
  publishInTransaction(tx: Transaction, channel: string, event: string, payload: unknown): Promise<void>;
}

export interface LockedRound {
  tournament: TournamentRow;
  round: RoundRow;
  standing: Standing;
}

/** Managers run the draw; the staff (managers and the adjudication core) also check in and allocate. */
export type RoundPower = 'manage' | 'staff';

export async function roundRow(db: Executor, tournamentId: string, seq: number, lock = false): Promise<RoundRow> {
  const query = db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.seq, seq)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Round');
  return row;
}

/** The tournament and the round, both locked, once the caller is known to hold `power`. */
export async function lockRound(
  tx: Transaction,
  user: SessionUser,
  tournamentId: string,
  seq: number,
  power: RoundPower,
): Promise<LockedRound> {
  const tournament = await tournamentRow(tx, tournamentId, true);
  const standing = await standingOf(tx, tournament, user);
  if (power === 'manage' && !standing.canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
  if (power === 'staff' && !standing.canAdjudicate) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notStaff);
  if (tournament.status === 'finished') throw new AppError('CONFLICT', ROUND_MESSAGES.finished);
  const round = await roundRow(tx, tournamentId, seq, true);
  return { tournament, round, standing };
}

export function isMotionReleased(round: Pick<RoundRow, 'motionReleasedAt' | 'motionReleaseAt'>, now = new Date()): boolean {
  return round.motionReleasedAt !== null || (round.motionReleaseAt !== null && round.motionReleaseAt <= now);
}

/** The live debates a released draw opened. */
export async function liveDebateIds(db: Executor, roundId: string): Promise<string[]> {
  const rows = await db
    .select({ debateId: tournamentDrawDebates.debateId })
    .from(tournamentDrawDebates)
    .where(and(eq(tournamentDrawDebates.roundId, roundId), sql`${tournamentDrawDebates.debateId} is not null`));
  return rows.map((row) => row.debateId as string);
}

/** How many of the round's live debates have a confirmed result: then its draw no longer changes. */
export async function confirmedResultCount(db: Executor, roundId: string): Promise<number> {
  const ids = await liveDebateIds(db, roundId);
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: debateResults.debateId }).from(debateResults).where(inArray(debateResults.debateId, ids));
  return rows.length;
}

export async function refuseOnceResultsConfirmed(db: Executor, roundId: string) {
  if ((await confirmedResultCount(db, roundId)) > 0) throw new AppError('CONFLICT', ROUND_MESSAGES.resultsConfirmed);
}

/** The topic the live debates show: the motion once released, else a placeholder. */
export function liveTopicOf(round: RoundRow, now = new Date()): string {
  return isMotionReleased(round, now) && round.motion.trim() !== '' ? round.motion : MOTION_TO_BE_ANNOUNCED;
}

/** Gives the round's live debates the topic and start the round now has (scheduled debates only for the start). */
export async function syncLiveDebates(tx: Executor, round: RoundRow, now = new Date()) {
  const ids = await liveDebateIds(tx, round.id);
  if (ids.length === 0) return;
  await tx
    .update(debates)
    .set({ topic: liveTopicOf(round, now) })
    .where(inArray(debates.id, ids));
  if (round.startsAt) {
    await tx
      .update(debates)
      .set({ startsAt: round.startsAt })
      .where(and(inArray(debates.id, ids), eq(debates.status, 'scheduled')));
  }
}

/**
 * Saves a change to the round and announces it once the transaction commits.
 * A change to the draw (its debates, sides, panels, release) bumps the version
 * that hand edits are checked against; a change to the round's details (name,
 * start, motion) does not, or a director's open draft would go stale whenever
 * another wrote the motion.
 */
export async function touchRound(
  tx: Transaction,
  publisher: RoundsPublisher | null,
  round: RoundRow,
  changes: Partial<typeof tournamentRounds.$inferInsert> = {},
  { changesDraw = true } = {},
): Promise<RoundRow> {
  const [row] = await tx
    .update(tournamentRounds)
    .set({ ...changes, ...(changesDraw ? { version: sql`${tournamentRounds.version} + 1` } : {}), updatedAt: new Date() })
    .where(eq(tournamentRounds.id, round.id))
    .returning();
  const updated = row as RoundRow;
  await publisher?.publishInTransaction(tx, tournamentChannel(round.tournamentId), ROUND_CHANGED_EVENT, {
    seq: updated.seq,
    version: updated.version,
  });
  return updated;
}

/** Tells open pages the round changed without a new version: a check-in changes who is present, not the draw. */
export async function announceRound(tx: Transaction, publisher: RoundsPublisher | null, round: RoundRow) {
  await publisher?.publishInTransaction(tx, tournamentChannel(round.tournamentId), ROUND_CHANGED_EVENT, {
    seq: round.seq,
    version: round.version,
  });
}

/**
 * A motion whose release time has passed counts as released at once
 * (isMotionReleased); the first read after that time also records it and gives
 * the live debates the motion, so no background job is needed.
 */
export async function settleMotionRelease(
  db: Database,
  publisher: RoundsPublisher | null,
  round: RoundRow,
  now = new Date(),
): Promise<RoundRow> {
  if (round.motionReleasedAt !== null || round.motionReleaseAt === null || round.motionReleaseAt > now) return round;
  const releaseAt = round.motionReleaseAt;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tournamentRounds)
      .set({ motionReleasedAt: releaseAt })
      .where(and(eq(tournamentRounds.id, round.id), sql`${tournamentRounds.motionReleasedAt} is null`))
      .returning();
    if (!row) return (await roundRow(tx, round.tournamentId, round.seq)) as RoundRow;
    await syncLiveDebates(tx, row, now);
    return touchRound(tx, publisher, row, {}, { changesDraw: false });
  });
}

/**
 * Runs reads one after the other: a transaction holds one connection, and
 * node-postgres refuses to queue concurrent queries on one client (its
 * deprecation warning), so what Promise.all would overlap goes in turn.
 */
export async function inTurn<T extends readonly unknown[]>(tasks: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}

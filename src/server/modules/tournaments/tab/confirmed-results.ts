// The confirmed results of a tournament's released rounds, as the standings
// engine reads them (standings/team-standings.ts `DebateResult`): each drawn
// debate whose live debate has a confirmed decision (debate_results), turned
// into places and speaker scores with resultFromDecision, given which team held
// each side (tournament_draw_teams) and who spoke in each position
// (debate_participants). Debates without a confirmed result do not count yet.
//
// A bye (a two-team tournament with an odd number of teams and the 'bye' rule)
// counts once its round's draw is released: a debate of one team placed first,
// with one ballot of one and no speaker scores. The standings count it as a win
// and a debate; it adds no points (points are teams in the room less the place),
// no ballots carried, no speaker score and no opponent (docs/tournaments-tab.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  debateParticipants,
  debateResults,
  tournamentDrawDebates,
  tournamentDrawTeams,
  tournamentRounds,
  tournaments,
} from '#server/db/schema/index.ts';
import { AUDIENCE_ROLE } from '#shared/debates/contract.ts';
import { getFormat } from '#shared/formats/formats.ts';
import type { Decision } from '#shared/judging/ballots.ts';
import type { RoundStage } from '#shared/tournaments/contract.ts';
import { resultFromDecision } from '../standings/result-from-decision.ts';
import type { DebateResult } from '../standings/team-standings.ts';

export type Executor = Database | Transaction;

/** The side id tournament_draw_teams gives a team that has a bye. */
export const BYE_SIDE = 'bye';

/** A confirmed result with where it comes from: the round and the drawn debate. */
export interface RoundDebateResult {
  roundId: string;
  drawDebateId: string;
  roomIndex: number;
  isBye: boolean;
  result: DebateResult;
}

/**
 * The confirmed results of the tournament's released rounds of one stage (and,
 * for elimination rounds, one break category), in round then room order; the
 * result's `round` is the round's seq. Optionally only the given rounds.
 */
export async function confirmedResultsOf(
  db: Executor,
  tournamentId: string,
  options: { stage: RoundStage; categoryId?: string; roundIds?: readonly string[] },
): Promise<RoundDebateResult[]> {
  const [tournament] = await db.select({ format: tournaments.format }).from(tournaments).where(eq(tournaments.id, tournamentId));
  const format = tournament ? getFormat(tournament.format) : undefined;
  if (!format) return [];
  if (options.roundIds && options.roundIds.length === 0) return [];

  const drawn = await db
    .select({
      roundId: tournamentRounds.id,
      seq: tournamentRounds.seq,
      drawDebateId: tournamentDrawDebates.id,
      roomIndex: tournamentDrawDebates.roomIndex,
      isBye: tournamentDrawDebates.isBye,
      debateId: tournamentDrawDebates.debateId,
      decision: debateResults.decision,
    })
    .from(tournamentDrawDebates)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentDrawDebates.roundId))
    .leftJoin(debateResults, eq(debateResults.debateId, tournamentDrawDebates.debateId))
    .where(
      and(
        eq(tournamentRounds.tournamentId, tournamentId),
        eq(tournamentRounds.stage, options.stage),
        eq(tournamentRounds.drawStatus, 'released'),
        options.categoryId ? eq(tournamentRounds.categoryId, options.categoryId) : undefined,
        options.roundIds ? inArray(tournamentRounds.id, [...options.roundIds]) : undefined,
        // A bye counts on release; a debate once its result is confirmed.
        sql`(${tournamentDrawDebates.isBye} or ${debateResults.debateId} is not null)`,
      ),
    )
    .orderBy(asc(tournamentRounds.seq), asc(tournamentDrawDebates.roomIndex));
  if (drawn.length === 0) return [];

  const drawDebateIds = drawn.map((d) => d.drawDebateId);
  const debateIds = drawn.flatMap((d) => (d.debateId && !d.isBye ? [d.debateId] : []));
  const [sides, seats] = await Promise.all([
    db
      .select({
        drawDebateId: tournamentDrawTeams.drawDebateId,
        teamId: tournamentDrawTeams.teamId,
        side: tournamentDrawTeams.side,
      })
      .from(tournamentDrawTeams)
      .where(inArray(tournamentDrawTeams.drawDebateId, drawDebateIds)),
    debateIds.length
      ? db
          .select({ debateId: debateParticipants.debateId, userId: debateParticipants.userId, role: debateParticipants.role })
          .from(debateParticipants)
          .where(and(inArray(debateParticipants.debateId, debateIds), sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`))
      : Promise.resolve([]),
  ]);

  const teamsBySideOf = new Map<string, Record<string, string>>();
  for (const row of sides) entryOf(teamsBySideOf, row.drawDebateId)[row.side] = row.teamId;
  const speakersOf = new Map<string, Record<string, string>>();
  for (const row of seats) entryOf(speakersOf, row.debateId)[row.role] = row.userId;

  return drawn.flatMap((d): RoundDebateResult[] => {
    const teamsBySide = teamsBySideOf.get(d.drawDebateId) ?? {};
    if (d.isBye) {
      const teamId = teamsBySide[BYE_SIDE] ?? Object.values(teamsBySide)[0];
      if (!teamId) return [];
      const result: DebateResult = {
        debateId: d.drawDebateId,
        round: d.seq,
        teams: [{ teamId, side: BYE_SIDE, place: 1, votes: { given: 1, possible: 1 }, speakers: [] }],
        // Byes exist in two-team formats only: a win over the absent opponent.
        roomSize: 2,
      };
      return [{ roundId: d.roundId, drawDebateId: d.drawDebateId, roomIndex: d.roomIndex, isBye: true, result }];
    }
    if (!d.debateId || !d.decision) return [];
    const result = resultFromDecision(format, d.decision as Decision, {
      debateId: d.debateId,
      round: d.seq,
      teamsBySide,
      speakersByPosition: speakersOf.get(d.debateId) ?? {},
    });
    return [{ roundId: d.roundId, drawDebateId: d.drawDebateId, roomIndex: d.roomIndex, isBye: false, result }];
  });
}

function entryOf(map: Map<string, Record<string, string>>, key: string): Record<string, string> {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = {}));
  return entry;
}

/** The confirmed results of a stage's released rounds, as the standings engine reads them. */
export async function resultsOf(
  db: Executor,
  tournamentId: string,
  options: { stage: RoundStage; categoryId?: string },
): Promise<DebateResult[]> {
  return (await confirmedResultsOf(db, tournamentId, options)).map((r) => r.result);
}

/**
 * The confirmed results of the released preliminary rounds: what the standings,
 * the break and power pairing count. Byes count as a win without speaker scores.
 */
export function preliminaryResults(db: Executor, tournamentId: string): Promise<DebateResult[]> {
  return resultsOf(db, tournamentId, { stage: 'preliminary' });
}

// A tournament's results and tab (docs/tournaments-tab.md, ADR 0045): the ballot
// status of a round's debates, a tab director confirming a result (through the
// judging module's confirmResult, so ratings and mails follow), the team and
// speaker standings from the confirmed preliminary results, the break per
// category and its confirmation, elimination rounds drawn from the confirmed
// break and results, the parts of the tab released to the public, and the tab
// itself. Managers (the event's organizers and the tab directors) act; the
// adjudication core also sees ballot status; the public sees released parts.
// Every change runs on the tournament's row locked for the transaction.
import { and, asc, count, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  ballots,
  debateJudges,
  debateResults,
  profiles,
  tournamentAdjudicators,
  tournamentBreakCategories,
  tournamentBreakTeams,
  tournamentDrawAdjudicators,
  tournamentDrawDebates,
  tournamentDrawTeams,
  tournamentRounds,
  tournamentTabReleases,
  tournamentTeamCategories,
  tournamentTeamMembers,
  tournamentTeams,
  users,
} from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { confirmResult } from '#server/modules/judging/results.service.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { Ballot, Decision } from '#shared/judging/ballots.ts';
import { TAB_PARTS, TOURNAMENT_MESSAGES, type TabPart } from '#shared/tournaments/contract.ts';
import {
  type BreakView,
  type CategoryBreakView,
  type ConfirmBreakInput,
  type RoundResultsView,
  type SpeakerStandingsView,
  type StandingsView,
  TAB_MESSAGES,
  type TabView,
} from '#shared/tournaments/tab-contract.ts';
import { type BreakCategory, type CategoryBreak, computeBreak, type TieDecision } from '../standings/break.ts';
import {
  BracketError,
  type EliminationRound,
  firstEliminationRound,
  nextEliminationRound,
  type RoomResult,
} from '../standings/elimination-bracket.ts';
import { computeSpeakerStandings } from '../standings/speaker-standings.ts';
import {
  computeTeamStandings,
  type DebateResult,
  TEAM_METRIC_LABELS,
  teamStandingsPresetFor,
} from '../standings/team-standings.ts';
import { formatOf, type Standing, standingOf, type TournamentRow, tournamentRow } from '../tournaments.service.ts';
import { ballotConflicts } from './ballot-conflicts.ts';
import { BYE_SIDE, confirmedResultsOf, type Executor, preliminaryResults } from './confirmed-results.ts';

interface Access {
  tournament: TournamentRow;
  format: DebateFormat;
  standing: Standing;
  released: Map<TabPart, Date>;
}

async function releasesOf(db: Executor, tournamentId: string): Promise<Map<TabPart, Date>> {
  const rows = await db
    .select({ part: tournamentTabReleases.part, releasedAt: tournamentTabReleases.releasedAt })
    .from(tournamentTabReleases)
    .where(eq(tournamentTabReleases.tournamentId, tournamentId));
  return new Map(rows.map((r) => [r.part as TabPart, r.releasedAt]));
}

async function accessOf(db: Executor, tournamentId: string, viewer: SessionUser | null, lock = false): Promise<Access> {
  const tournament = await tournamentRow(db, tournamentId, lock);
  const [standing, released] = await Promise.all([standingOf(db, tournament, viewer), releasesOf(db, tournamentId)]);
  return { tournament, format: formatOf(tournament), standing, released };
}

/** The locked tournament, for a manager; FORBIDDEN for anyone else. */
async function managerAccess(tx: Executor, tournamentId: string, user: SessionUser): Promise<Access> {
  const access = await accessOf(tx, tournamentId, user, true);
  if (!access.standing.canManage) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.notOrganizer);
  return access;
}

/** Staff see every part of the tab at any time; anyone else only what is released. */
function assertVisible(access: Access, part: TabPart) {
  if (!access.standing.canAdjudicate && !access.released.has(part)) throw new AppError('FORBIDDEN', TAB_MESSAGES.notReleased);
}

const isStaff = (access: Access) => access.standing.canAdjudicate;

// ————— Round results —————

function placeOf(decision: Decision, side: string): number | null {
  if (decision.kind === 'ranks') return decision.ranks[side] ?? null;
  return decision.winner === side ? 1 : 2;
}

async function roundBySeq(db: Executor, tournamentId: string, seq: number) {
  const [round] = await db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.seq, seq)));
  if (!round) throw notFound('Round');
  return round;
}

/** The voting ballots (trainees never vote) of some debates, with the judges' names, in the order submitted. */
async function votingBallotsOf(db: Executor, debateIds: readonly string[]) {
  if (debateIds.length === 0) return [];
  return db
    .select({
      debateId: ballots.debateId,
      judgeId: ballots.judgeId,
      position: ballots.position,
      ballot: ballots.ballot,
      name: personNameSql({ fullName: profiles.fullName, username: profiles.username, personId: users.id }),
    })
    .from(ballots)
    .leftJoin(users, eq(users.id, ballots.judgeId))
    .leftJoin(profiles, eq(profiles.id, ballots.judgeId))
    .where(and(inArray(ballots.debateId, [...debateIds]), ne(ballots.position, 'trainee')))
    .orderBy(asc(ballots.submittedAt));
}

export async function getRoundResults(
  db: Database,
  tournamentId: string,
  seq: number,
  viewer: SessionUser | null,
): Promise<RoundResultsView> {
  const access = await accessOf(db, tournamentId, viewer);
  const round = await roundBySeq(db, tournamentId, seq);
  const staff = isStaff(access);
  // A draft draw is the staff's alone.
  if (!staff && round.drawStatus !== 'released') throw notFound('Round');
  const resultsVisible = staff || access.released.has('results');

  const drawn = await db
    .select({
      id: tournamentDrawDebates.id,
      debateId: tournamentDrawDebates.debateId,
      roomIndex: tournamentDrawDebates.roomIndex,
      isBye: tournamentDrawDebates.isBye,
      decision: debateResults.decision,
    })
    .from(tournamentDrawDebates)
    .leftJoin(debateResults, eq(debateResults.debateId, tournamentDrawDebates.debateId))
    .where(eq(tournamentDrawDebates.roundId, round.id))
    .orderBy(asc(tournamentDrawDebates.roomIndex));
  const ids = drawn.map((d) => d.id);
  const debateIds = drawn.flatMap((d) => (d.debateId ? [d.debateId] : []));
  const [sides, panels, submitted] = await Promise.all([
    ids.length
      ? db
          .select({
            drawDebateId: tournamentDrawTeams.drawDebateId,
            teamId: tournamentDrawTeams.teamId,
            side: tournamentDrawTeams.side,
            name: tournamentTeams.name,
          })
          .from(tournamentDrawTeams)
          .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentDrawTeams.teamId))
          .where(inArray(tournamentDrawTeams.drawDebateId, ids))
      : Promise.resolve([]),
    staff && debateIds.length
      ? db
          .select({ debateId: debateJudges.debateId, n: count() })
          .from(debateJudges)
          .where(and(inArray(debateJudges.debateId, debateIds), ne(debateJudges.position, 'trainee')))
          .groupBy(debateJudges.debateId)
      : Promise.resolve([]),
    staff ? votingBallotsOf(db, debateIds) : Promise.resolve([]),
  ]);
  const sideOrder = new Map(access.format.sides.map((s, i) => [s.id, i]));
  return {
    roundId: round.id,
    seq: round.seq,
    name: round.name,
    stage: round.stage,
    drawStatus: round.drawStatus,
    isStaff: staff,
    canConfirm: access.standing.canManage,
    resultsReleased: access.released.has('results'),
    resultsVisible,
    debates: drawn.map((d) => {
      const decision = resultsVisible ? (d.decision as Decision | null) : null;
      const voting = submitted.filter((b) => b.debateId === d.debateId);
      return {
        drawDebateId: d.id,
        debateId: d.debateId,
        roomIndex: d.roomIndex,
        isBye: d.isBye,
        teams: sides
          .filter((s) => s.drawDebateId === d.id)
          .sort((a, b) => (sideOrder.get(a.side) ?? 99) - (sideOrder.get(b.side) ?? 99))
          .map((s) => ({
            teamId: s.teamId,
            name: s.name,
            side: s.side,
            place: d.isBye && resultsVisible ? 1 : decision ? placeOf(decision, s.side) : null,
            total: decision?.totals[s.side] ?? null,
          })),
        ballotsIn: staff && !d.isBye ? voting.length : null,
        votingPanel: staff && !d.isBye ? (panels.find((p) => p.debateId === d.debateId)?.n ?? 0) : null,
        conflicts: staff
          ? ballotConflicts(
              access.format,
              voting.map((b) => ({ judgeName: b.name, ballot: b.ballot as Ballot })),
            )
          : [],
        confirmed: resultsVisible && (d.isBye ? round.drawStatus === 'released' : d.decision !== null),
      };
    }),
  };
}

/**
 * A tab director confirms a drawn debate's result, even when not on its panel:
 * confirmResult does the work (calibration, ratings, mails, the debate
 * finished), under the debate's lock, where the ballots are checked once more
 * for conflicts. Conflicting ballots are confirmed only when acknowledged.
 */
export async function confirmRoundResult(
  db: Database,
  user: SessionUser,
  tournamentId: string,
  drawDebateId: string,
  acknowledgeConflict: boolean,
) {
  const { format, debateId } = await db.transaction(async (tx) => {
    const access = await managerAccess(tx, tournamentId, user);
    const [drawn] = await tx
      .select({
        debateId: tournamentDrawDebates.debateId,
        isBye: tournamentDrawDebates.isBye,
        drawStatus: tournamentRounds.drawStatus,
      })
      .from(tournamentDrawDebates)
      .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentDrawDebates.roundId))
      .where(and(eq(tournamentDrawDebates.id, drawDebateId), eq(tournamentRounds.tournamentId, tournamentId)));
    if (!drawn) throw notFound('Debate');
    if (drawn.isBye) throw new AppError('CONFLICT', TAB_MESSAGES.byeHasNoResult);
    if (drawn.drawStatus !== 'released' || !drawn.debateId) throw new AppError('CONFLICT', TAB_MESSAGES.roundNotReleased);
    return { format: access.format, debateId: drawn.debateId };
  });
  await confirmResult(db, user, debateId, {
    confirmerIsAuthorised: true,
    beforeConfirm: (submitted) => {
      if (acknowledgeConflict) return;
      const voting = submitted.filter((b) => b.position !== 'trainee');
      const conflicts = ballotConflicts(
        format,
        voting.map((b) => ({ judgeName: b.name, ballot: b.ballot })),
      );
      if (conflicts.length > 0) {
        throw new AppError('CONFLICT', `${TAB_MESSAGES.conflictingBallots}. ${conflicts.map((c) => c.message).join(' ')}`);
      }
    },
  });
  return { drawDebateId, debateId, confirmed: true as const };
}

// ————— Standings —————

async function teamsOf(db: Executor, tournamentId: string) {
  return db
    .select({
      id: tournamentTeams.id,
      name: tournamentTeams.name,
      institution: tournamentTeams.institution,
      isSwing: tournamentTeams.isSwing,
    })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, tournamentId))
    .orderBy(asc(tournamentTeams.name));
}

/** Swing teams debate but are never ranked: no row in the standings, no place in the break. */
const swingTeamIdsOf = (teams: readonly { id: string; isSwing: boolean }[]) =>
  new Set(teams.filter((t) => t.isSwing).map((t) => t.id));

async function teamStandingsOf(db: Executor, access: Access, results: readonly DebateResult[]) {
  const all = await teamsOf(db, access.tournament.id);
  const precedence = teamStandingsPresetFor(access.format.id);
  const rows = computeTeamStandings(
    all.map((t) => ({ teamId: t.id, name: t.name })),
    results,
    { precedence, unrankedTeamIds: swingTeamIdsOf(all) },
  );
  return { teams: all.filter((t) => !t.isSwing), precedence, rows };
}

function standingsView(
  built: Awaited<ReturnType<typeof teamStandingsOf>>,
  resultsCounted: number,
  released: boolean,
): StandingsView {
  const byId = new Map(built.teams.map((t) => [t.id, t]));
  return {
    precedence: built.precedence.map((metric) => ({ metric, label: TEAM_METRIC_LABELS[metric] })),
    resultsCounted,
    released,
    teams: built.rows.map((row) => ({
      teamId: row.teamId,
      name: byId.get(row.teamId)?.name ?? 'Withdrawn team',
      institution: byId.get(row.teamId)?.institution ?? '',
      rank: row.rank,
      rankText: row.rankText,
      debates: row.debates,
      metrics: row.metrics.map((m) => ({ metric: m.metric, label: TEAM_METRIC_LABELS[m.metric], value: m.value })),
    })),
  };
}

async function teamStandingsView(db: Executor, access: Access): Promise<StandingsView> {
  const results = await preliminaryResults(db, access.tournament.id);
  return standingsView(await teamStandingsOf(db, access, results), results.length, access.released.has('team'));
}

export async function getTeamStandings(db: Database, tournamentId: string, viewer: SessionUser | null): Promise<StandingsView> {
  const access = await accessOf(db, tournamentId, viewer);
  assertVisible(access, 'team');
  return teamStandingsView(db, access);
}

async function speakerStandingsView(db: Executor, access: Access, minimumSpeeches: number): Promise<SpeakerStandingsView> {
  const [results, speakers] = await Promise.all([
    preliminaryResults(db, access.tournament.id),
    db
      .select({
        userId: tournamentTeamMembers.userId,
        teamId: tournamentTeamMembers.teamId,
        teamName: tournamentTeams.name,
        isSwing: tournamentTeams.isSwing,
        name: personNameSql(),
      })
      .from(tournamentTeamMembers)
      .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentTeamMembers.teamId))
      .leftJoin(profiles, eq(profiles.id, tournamentTeamMembers.userId))
      .where(eq(tournamentTeamMembers.tournamentId, access.tournament.id)),
  ]);
  const byId = new Map(speakers.map((s) => [s.userId, s]));
  // Only the speakers still registered: someone who left a team keeps no place in its tab.
  const rows = computeSpeakerStandings(
    speakers.map((s) => ({ speakerId: s.userId, teamId: s.teamId, name: s.name })),
    results,
    { minimumSpeeches, unrankedTeamIds: new Set(speakers.filter((s) => s.isSwing).map((s) => s.teamId)) },
  ).filter((row) => byId.has(row.speakerId));
  return {
    minimumSpeeches,
    released: access.released.has('speaker'),
    speakers: rows.map((row) => ({
      speakerId: row.speakerId,
      name: byId.get(row.speakerId)?.name ?? '',
      teamName: byId.get(row.speakerId)?.teamName ?? '',
      rank: row.rank,
      rankText: row.rankText,
      total: row.speeches > 0 ? row.total : null,
      average: row.average,
      speeches: row.speeches,
    })),
  };
}

export async function getSpeakerStandings(
  db: Database,
  tournamentId: string,
  viewer: SessionUser | null,
  minimumSpeeches: number,
): Promise<SpeakerStandingsView> {
  const access = await accessOf(db, tournamentId, viewer);
  assertVisible(access, 'speaker');
  return speakerStandingsView(db, access, minimumSpeeches);
}

// ————— The break —————

async function breakInputs(db: Executor, access: Access) {
  const tournamentId = access.tournament.id;
  const [results, categories, eligibility, confirmed, eliminations] = await Promise.all([
    preliminaryResults(db, tournamentId),
    db
      .select()
      .from(tournamentBreakCategories)
      .where(eq(tournamentBreakCategories.tournamentId, tournamentId))
      .orderBy(asc(tournamentBreakCategories.priority)),
    db
      .select({ teamId: tournamentTeamCategories.teamId, categoryId: tournamentTeamCategories.categoryId })
      .from(tournamentTeamCategories)
      .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentTeamCategories.teamId))
      .where(eq(tournamentTeams.tournamentId, tournamentId)),
    db
      .select({
        categoryId: tournamentBreakTeams.categoryId,
        teamId: tournamentBreakTeams.teamId,
        seed: tournamentBreakTeams.seed,
        confirmedAt: tournamentBreakTeams.confirmedAt,
      })
      .from(tournamentBreakTeams)
      .innerJoin(tournamentBreakCategories, eq(tournamentBreakCategories.id, tournamentBreakTeams.categoryId))
      .where(eq(tournamentBreakCategories.tournamentId, tournamentId))
      .orderBy(asc(tournamentBreakTeams.seed)),
    db
      .select({
        categoryId: tournamentRounds.categoryId,
        seq: tournamentRounds.seq,
        name: tournamentRounds.name,
        drawStatus: tournamentRounds.drawStatus,
      })
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.stage, 'elimination')))
      .orderBy(asc(tournamentRounds.seq)),
  ]);
  const standings = await teamStandingsOf(db, access, results);
  return { standings, categories, eligibility, confirmed, eliminations };
}

type BreakInputs = Awaited<ReturnType<typeof breakInputs>>;

/** The engine's categories: the open break (priority 0) takes every team; a lower priority number breaks first. */
function engineCategories(inputs: BreakInputs): BreakCategory[] {
  return inputs.categories
    .filter((c) => c.breakSize > 0)
    .map((c) => ({ id: c.id, name: c.name, breakSize: c.breakSize, priority: -c.priority, isGeneral: c.priority === 0 }));
}

/**
 * The break with the tab director's tie decisions. A category already confirmed
 * keeps its confirmed teams as its decision, so the lower categories are
 * computed against the break that stands.
 */
function computeBreakWith(inputs: BreakInputs, decisions: Readonly<Record<string, TieDecision>>): CategoryBreak[] {
  const teams = inputs.standings.teams.map((t) => ({
    teamId: t.id,
    institutionId: t.institution.trim().toLowerCase() || null,
    categories: inputs.eligibility.filter((e) => e.teamId === t.id).map((e) => e.categoryId),
  }));
  const categories = engineCategories(inputs);
  const options = { excludeTeamsBreakingHigher: true };
  const first = computeBreak(inputs.standings.rows, teams, categories, { ...options, tieDecisions: decisions });
  const derived: Record<string, TieDecision> = { ...decisions };
  let changed = false;
  for (const category of first) {
    if (!category.tie || decisions[category.categoryId] !== undefined) continue;
    const confirmedIds = new Set(inputs.confirmed.filter((c) => c.categoryId === category.categoryId).map((c) => c.teamId));
    if (confirmedIds.size === 0) continue;
    const taken = category.tie.teamIds.filter((id) => confirmedIds.has(id));
    derived[category.categoryId] = taken.length === category.tie.teamIds.length ? 'break-all-tied' : taken;
    changed = true;
  }
  return changed ? computeBreak(inputs.standings.rows, teams, categories, { ...options, tieDecisions: derived }) : first;
}

function breakView(inputs: BreakInputs, computed: readonly CategoryBreak[], access: Access): BreakView {
  const names = new Map(inputs.standings.teams.map((t) => [t.id, t.name]));
  const ranks = new Map(inputs.standings.rows.map((r) => [r.teamId, r.rank]));
  const nameOf = (id: string) => names.get(id) ?? 'Withdrawn team';
  return {
    released: access.released.has('break'),
    canManage: access.standing.canManage,
    categories: inputs.categories.map((category): CategoryBreakView => {
      const result = computed.find((c) => c.categoryId === category.id);
      const confirmed = inputs.confirmed.filter((c) => c.categoryId === category.id);
      return {
        categoryId: category.id,
        name: category.name,
        breakSize: category.breakSize,
        status: result ? result.status : 'empty',
        breaking: (result?.breaking ?? []).map((t) => ({
          teamId: t.teamId,
          name: nameOf(t.teamId),
          rank: t.rank,
          seed: t.seed,
          breakRank: t.breakRank,
        })),
        tie: result?.tie
          ? {
              rank: result.tie.rank,
              teams: result.tie.teamIds.map((teamId) => ({ teamId, name: nameOf(teamId) })),
              places: result.tie.places,
              message: result.tie.message,
              ...(result.tie.decisionError ? { decisionError: result.tie.decisionError } : {}),
            }
          : null,
        excluded: (result?.excluded ?? []).map((t) => ({
          teamId: t.teamId,
          name: nameOf(t.teamId),
          rank: t.rank,
          remark: t.remark,
        })),
        warnings: result?.warnings ?? [],
        confirmed: confirmed.map((c) => ({
          teamId: c.teamId,
          name: nameOf(c.teamId),
          rank: ranks.get(c.teamId) ?? 0,
          seed: c.seed,
          breakRank: null,
        })),
        confirmedAt: confirmed[0]?.confirmedAt.toISOString() ?? null,
        eliminationRounds: inputs.eliminations
          .filter((r) => r.categoryId === category.id)
          .map((r) => ({ seq: r.seq, name: r.name, drawStatus: r.drawStatus })),
      };
    }),
  };
}

async function breakViewOf(db: Executor, access: Access): Promise<BreakView> {
  const inputs = await breakInputs(db, access);
  return breakView(inputs, computeBreakWith(inputs, {}), access);
}

export async function getBreak(db: Database, tournamentId: string, viewer: SessionUser | null): Promise<BreakView> {
  const access = await accessOf(db, tournamentId, viewer);
  assertVisible(access, 'break');
  return breakViewOf(db, access);
}

/** A tab director confirms one category's break, deciding any tie at its cut (or a higher category's). */
export async function confirmBreak(db: Database, user: SessionUser, tournamentId: string, input: ConfirmBreakInput) {
  return db.transaction(async (tx) => {
    const access = await managerAccess(tx, tournamentId, user);
    const inputs = await breakInputs(tx, access);
    const category = inputs.categories.find((c) => c.id === input.categoryId);
    if (!category)
      throw new AppError('VALIDATION_FAILED', TAB_MESSAGES.categoryUnknown, {
        fields: { categoryId: [TAB_MESSAGES.categoryUnknown] },
      });
    if (inputs.eliminations.some((r) => r.categoryId === category.id)) throw new AppError('CONFLICT', TAB_MESSAGES.breakLocked);
    const computed = computeBreakWith(inputs, input.tieDecisions);
    const result = computed.find((c) => c.categoryId === category.id);
    if (!result || result.breaking.length === 0) throw new AppError('CONFLICT', TAB_MESSAGES.breakEmpty);
    if (result.status === 'waiting') throw new AppError('CONFLICT', TAB_MESSAGES.breakWaiting);
    if (result.status === 'tie-at-break') {
      throw new AppError(
        'CONFLICT',
        result.tie?.decisionError ?? `${TAB_MESSAGES.breakTied}. ${result.tie?.message ?? ''}`.trim(),
      );
    }
    await tx.delete(tournamentBreakTeams).where(eq(tournamentBreakTeams.categoryId, category.id));
    await tx
      .insert(tournamentBreakTeams)
      .values(result.breaking.map((t) => ({ categoryId: category.id, teamId: t.teamId, seed: t.seed, confirmedBy: user.id })));
    return breakView(await breakInputs(tx, access), computed, access);
  });
}

// ————— Elimination rounds —————

/**
 * The bracket as it stands: the first round from the confirmed break, then each
 * later one from the confirmed results of the one before, replayed round by
 * round (the bracket is a pure function of the seeds and the results, so
 * nothing else is stored). Each room's result is found by its teams.
 */
function advancingFrom(round: EliminationRound, results: readonly DebateResult[]): RoomResult[] | null {
  const out: RoomResult[] = [];
  for (const room of round.rooms) {
    const ids = new Set(room.teams.map((t) => t.teamId));
    const result = results.find((r) => r.teams.some((t) => ids.has(t.teamId)));
    if (!result) return null;
    const advancing = [...result.teams]
      .sort((a, b) => a.place - b.place)
      .slice(0, round.advancePerRoom)
      .map((t) => t.teamId);
    out.push({ roomRank: room.roomRank, advancing });
  }
  return out;
}

export async function createEliminationRound(db: Database, user: SessionUser, tournamentId: string, categoryId: string) {
  return db.transaction(async (tx) => {
    const access = await managerAccess(tx, tournamentId, user);
    const [category] = await tx
      .select()
      .from(tournamentBreakCategories)
      .where(and(eq(tournamentBreakCategories.id, categoryId), eq(tournamentBreakCategories.tournamentId, tournamentId)));
    if (!category)
      throw new AppError('VALIDATION_FAILED', TAB_MESSAGES.categoryUnknown, {
        fields: { categoryId: [TAB_MESSAGES.categoryUnknown] },
      });
    const seeds = await tx
      .select({ teamId: tournamentBreakTeams.teamId, seed: tournamentBreakTeams.seed })
      .from(tournamentBreakTeams)
      .where(eq(tournamentBreakTeams.categoryId, categoryId))
      .orderBy(asc(tournamentBreakTeams.seed));
    if (seeds.length === 0) throw new AppError('CONFLICT', TAB_MESSAGES.breakNotConfirmed);
    const existing = await tx
      .select({ id: tournamentRounds.id, seq: tournamentRounds.seq })
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.categoryId, categoryId)))
      .orderBy(asc(tournamentRounds.seq));
    const teamsPerRoom = access.format.sides.length === 4 ? 4 : 2;
    let round: EliminationRound | null;
    try {
      round = firstEliminationRound(seeds, teamsPerRoom);
      for (const previous of existing) {
        const results = (await confirmedResultsOf(tx, tournamentId, { stage: 'elimination', roundIds: [previous.id] })).map(
          (r) => r.result,
        );
        const advancing = advancingFrom(round, results);
        if (!advancing) throw new AppError('CONFLICT', TAB_MESSAGES.eliminationUnfinished);
        round = nextEliminationRound(round, advancing);
        if (!round) throw new AppError('CONFLICT', TAB_MESSAGES.eliminationDone);
      }
    } catch (error) {
      if (error instanceof BracketError) throw new AppError('CONFLICT', error.message);
      throw error;
    }
    const [last] = await tx
      .select({ seq: max(tournamentRounds.seq) })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournamentId, tournamentId));
    // After every preliminary round, whether or not each has been created yet.
    const seq = Math.max(last?.seq ?? 0, access.tournament.preliminaryRounds) + 1;
    const name = `${category.name} ${round.name.charAt(0).toLowerCase()}${round.name.slice(1)}`;
    const [created] = await tx
      .insert(tournamentRounds)
      .values({ tournamentId, seq, stage: 'elimination', categoryId, name, drawStatus: 'draft' })
      .returning({ id: tournamentRounds.id });
    const roundId = (created as { id: string }).id;
    const sides = access.format.sides.map((s) => s.id);
    // Room order is the bracket's; the higher seed takes the first side (the draft can be edited before release).
    const rooms = round.rooms;
    const debates = await tx
      .insert(tournamentDrawDebates)
      .values(
        rooms.map((room, roomIndex) => ({
          roundId,
          roomIndex,
          importance: rooms.length - roomIndex,
          flags: [{ kind: 'elimination-room', roomRank: room.roomRank }],
        })),
      )
      .returning({ id: tournamentDrawDebates.id, roomIndex: tournamentDrawDebates.roomIndex });
    const drawTeams = debates.flatMap((debate) =>
      (rooms[debate.roomIndex]?.teams ?? []).map((team, i) => ({
        drawDebateId: debate.id,
        roundId,
        teamId: team.teamId,
        side: sides[i] ?? BYE_SIDE,
      })),
    );
    if (drawTeams.length) await tx.insert(tournamentDrawTeams).values(drawTeams);
    return { roundId, seq, name, rooms: rooms.length, bypassing: round.bypassing.length };
  });
}

// ————— Releases and the tab —————

function releasesView(released: Map<TabPart, Date>) {
  return TAB_PARTS.map((part) => ({
    part,
    released: released.has(part),
    releasedAt: released.get(part)?.toISOString() ?? null,
  }));
}

export async function setTabRelease(db: Database, user: SessionUser, tournamentId: string, part: TabPart, release: boolean) {
  return db.transaction(async (tx) => {
    await managerAccess(tx, tournamentId, user);
    if (release) {
      await tx.insert(tournamentTabReleases).values({ tournamentId, part, releasedBy: user.id }).onConflictDoNothing();
    } else {
      await tx
        .delete(tournamentTabReleases)
        .where(and(eq(tournamentTabReleases.tournamentId, tournamentId), eq(tournamentTabReleases.part, part)));
    }
    return { releases: releasesView(await releasesOf(tx, tournamentId)) };
  });
}

async function resultsTab(db: Executor, access: Access) {
  const tournamentId = access.tournament.id;
  const [rounds, teams, prelim, elim] = await Promise.all([
    db
      .select({ id: tournamentRounds.id, seq: tournamentRounds.seq, name: tournamentRounds.name })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournamentId, tournamentId)),
    teamsOf(db, tournamentId),
    confirmedResultsOf(db, tournamentId, { stage: 'preliminary' }),
    confirmedResultsOf(db, tournamentId, { stage: 'elimination' }),
  ]);
  const roundOf = new Map(rounds.map((r) => [r.id, r]));
  const nameOf = new Map(teams.map((t) => [t.id, t.name]));
  const decisions = await decisionsOf(
    db,
    [...prelim, ...elim].flatMap((r) => (r.isBye ? [] : [r.result.debateId])),
  );
  return [...prelim, ...elim]
    .sort((a, b) => a.result.round - b.result.round || a.roomIndex - b.roomIndex)
    .map((r) => ({
      seq: r.result.round,
      round: roundOf.get(r.roundId)?.name ?? `Round ${r.result.round}`,
      roomIndex: r.roomIndex,
      isBye: r.isBye,
      teams: [...r.result.teams]
        .sort((a, b) => a.place - b.place)
        .map((t) => ({
          name: nameOf.get(t.teamId) ?? 'Withdrawn team',
          side: t.side,
          place: t.place,
          total: decisions.get(r.result.debateId)?.totals[t.side] ?? null,
        })),
    }));
}

async function decisionsOf(db: Executor, debateIds: readonly string[]): Promise<Map<string, Decision>> {
  if (debateIds.length === 0) return new Map();
  const rows = await db
    .select({ debateId: debateResults.debateId, decision: debateResults.decision })
    .from(debateResults)
    .where(inArray(debateResults.debateId, [...debateIds]));
  return new Map(rows.map((r) => [r.debateId, r.decision as Decision]));
}

async function motionsTab(db: Executor, access: Access) {
  const tournamentId = access.tournament.id;
  const rounds = await db
    .select({
      id: tournamentRounds.id,
      seq: tournamentRounds.seq,
      name: tournamentRounds.name,
      motion: tournamentRounds.motion,
      motionReleasedAt: tournamentRounds.motionReleasedAt,
      motionReleaseAt: tournamentRounds.motionReleaseAt,
    })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), ne(tournamentRounds.motion, '')))
    .orderBy(asc(tournamentRounds.seq));
  // A motion not yet released (by hand, or by its release time) stays hidden from this tab's readers; staff see it.
  const now = new Date();
  const shown = rounds.filter(
    (r) => isStaff(access) || r.motionReleasedAt !== null || (r.motionReleaseAt !== null && r.motionReleaseAt <= now),
  );
  const [prelim, elim] = await Promise.all([
    confirmedResultsOf(db, tournamentId, { stage: 'preliminary' }),
    confirmedResultsOf(db, tournamentId, { stage: 'elimination' }),
  ]);
  const results = [...prelim, ...elim].filter((r) => !r.isBye);
  return shown.map((round) => {
    const own = results.filter((r) => r.roundId === round.id);
    return {
      seq: round.seq,
      round: round.name,
      motion: round.motion,
      debates: own.length,
      sideWins: access.format.sides.map((side) => {
        const wins = own.filter((r) => r.result.teams.some((t) => t.side === side.id && t.place === 1)).length;
        return {
          side: side.id,
          label: side.label,
          wins,
          rate: own.length ? Math.round((wins / own.length) * 1000) / 1000 : null,
        };
      }),
    };
  });
}

async function adjudicatorTab(db: Executor, tournamentId: string) {
  const adjudicators = await db
    .select({
      id: tournamentAdjudicators.id,
      userId: tournamentAdjudicators.userId,
      name: tournamentAdjudicators.name,
      institution: tournamentAdjudicators.institution,
    })
    .from(tournamentAdjudicators)
    .where(eq(tournamentAdjudicators.tournamentId, tournamentId))
    .orderBy(asc(tournamentAdjudicators.name));
  const [seats, calibrations] = await Promise.all([
    db
      .select({ adjudicatorId: tournamentDrawAdjudicators.adjudicatorId, role: tournamentDrawAdjudicators.role })
      .from(tournamentDrawAdjudicators)
      .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentDrawAdjudicators.roundId))
      .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.drawStatus, 'released'))),
    db
      .select({ judgeId: ballots.judgeId, average: sql<number | null>`avg(${ballots.calibration})`.mapWith(Number) })
      .from(ballots)
      .innerJoin(tournamentDrawDebates, eq(tournamentDrawDebates.debateId, ballots.debateId))
      .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentDrawDebates.roundId))
      .where(and(eq(tournamentRounds.tournamentId, tournamentId), isNotNull(ballots.calibration)))
      .groupBy(ballots.judgeId),
  ]);
  return adjudicators.map((a) => {
    const own = seats.filter((s) => s.adjudicatorId === a.id);
    const calibration = a.userId ? calibrations.find((c) => c.judgeId === a.userId)?.average : undefined;
    return {
      adjudicatorId: a.id,
      name: a.name,
      institution: a.institution,
      debatesJudged: own.length,
      chaired: own.filter((s) => s.role === 'chair').length,
      averageCalibration: calibration === undefined || calibration === null ? null : Math.round(calibration * 10) / 10,
    };
  });
}

/** The tab: each part present when released, or for staff (who see what is not released, marked by `releases`). */
export async function getTab(db: Database, tournamentId: string, viewer: SessionUser | null): Promise<TabView> {
  const access = await accessOf(db, tournamentId, viewer);
  const shows = (part: TabPart) => isStaff(access) || access.released.has(part);
  const [results, motions, team, speaker, adjudicator, breakPart] = await Promise.all([
    shows('results') ? resultsTab(db, access) : null,
    shows('motions') ? motionsTab(db, access) : null,
    shows('team') ? teamStandingsView(db, access) : null,
    shows('speaker') ? speakerStandingsView(db, access, 0) : null,
    shows('adjudicator') ? adjudicatorTab(db, tournamentId) : null,
    shows('break') ? breakViewOf(db, access) : null,
  ]);
  return {
    isStaff: isStaff(access),
    canManage: access.standing.canManage,
    releases: releasesView(access.released),
    results,
    motions,
    team,
    speaker,
    adjudicator,
    break: breakPart,
  };
}

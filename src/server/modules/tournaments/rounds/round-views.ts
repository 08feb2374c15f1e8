// A round as the viewer may see it (docs/tournaments-rounds.md): the staff see
// the motion, the draft draw with its reasons and the panels; everyone else the
// motion once released, the draw once released and the panels once the
// allocation is. The draw's saved flags become sentences with the teams' names.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  tournamentAdjudicators,
  tournamentCheckins,
  tournamentDrawAdjudicators,
  tournamentDrawDebates,
  tournamentDrawTeams,
  tournamentTeams,
  tournamentVenues,
} from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { DrawStatus, PanelRole, RoundStage } from '#shared/tournaments/contract.ts';
import type { DrawDebateView, RoundSummary, RoundView, VenueView } from '#shared/tournaments/rounds-contract.ts';
import {
  adjudicatorIdOf,
  type Executor,
  formatOf,
  type Standing,
  standingOf,
  type TournamentRow,
  teamIdOf,
} from '../tournaments.service.ts';
import { inTurn, isMotionReleased, type RoundRow } from './round-access.ts';

/** What a draw debate's `flags` hold: the engine's DrawFlag, and what hand edits and allocation leave. */
export type StoredFlag =
  | { kind: 'pull-up'; teamId: string; fromPoints: number; toPoints: number }
  | { kind: 'institution-clash'; teamIds: [string, string]; institutionId: string }
  | { kind: 'history-clash'; teamIds: [string, string]; timesMet: number }
  | { kind: 'clash-avoided'; clash: 'institution' | 'history'; teamIds: [string, string] }
  | { kind: 'moved-for-clash' }
  | { kind: 'side-imbalance'; teamId: string; side: string; timesBefore: number; fewestBefore: number }
  | { kind: 'swing-team'; teamId: string }
  | { kind: 'hand-edited' }
  | { kind: 'not-checked-in'; teamId: string }
  | { kind: 'adjudicator-team-conflict'; adjudicatorId: string; teamId: string }
  | { kind: 'adjudicator-conflict'; adjudicatorIds: [string, string] }
  | { kind: 'panel'; message: string };

export interface Names {
  teams: ReadonlyMap<string, string>;
  adjudicators: ReadonlyMap<string, string>;
  sides: ReadonlyMap<string, string>;
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** A flag as a sentence for the staff; null for a kind this version does not know. */
export function flagText(flag: StoredFlag, names: Names): string | null {
  const team = (id: string) => names.teams.get(id) ?? 'A withdrawn team';
  const adjudicator = (id: string) => names.adjudicators.get(id) ?? 'A removed adjudicator';
  switch (flag.kind) {
    case 'pull-up':
      return `${team(flag.teamId)} is pulled up from ${flag.fromPoints} to ${flag.toPoints} points.`;
    case 'institution-clash':
      return `${team(flag.teamIds[0])} and ${team(flag.teamIds[1])} are from the same institution.`;
    case 'history-clash':
      return `${team(flag.teamIds[0])} and ${team(flag.teamIds[1])} have met ${times(flag.timesMet)} before.`;
    case 'clash-avoided':
      return `Drawn this way so that ${team(flag.teamIds[0])} and ${team(flag.teamIds[1])} do not meet (${flag.clash === 'institution' ? 'same institution' : 'met before'}).`;
    case 'moved-for-clash':
      return 'Changed from the plain pairing to make room for avoiding a clash in another room.';
    case 'side-imbalance':
      return `${team(flag.teamId)} takes ${names.sides.get(flag.side) ?? flag.side} again: held ${times(flag.timesBefore)} before, its least-held side ${times(flag.fewestBefore)}.`;
    case 'swing-team':
      return `${team(flag.teamId)} is a swing team.`;
    case 'hand-edited':
      return 'Edited by hand.';
    case 'not-checked-in':
      return `${team(flag.teamId)} has not checked in.`;
    case 'adjudicator-team-conflict':
      return `${adjudicator(flag.adjudicatorId)} is conflicted with ${team(flag.teamId)}.`;
    case 'adjudicator-conflict':
      return `${adjudicator(flag.adjudicatorIds[0])} and ${adjudicator(flag.adjudicatorIds[1])} are conflicted with each other.`;
    case 'panel':
      return flag.message;
    default:
      return null;
  }
}

export function sidesOf(format: DebateFormat) {
  return format.sides.map((side) => ({ id: side.id, label: side.label }));
}

export function sideLabelOf(format: DebateFormat, side: string): string {
  if (side === 'bye') return 'Bye';
  return format.sides.find((s) => s.id === side)?.label ?? side;
}

export async function venueViews(db: Executor, tournamentId: string): Promise<VenueView[]> {
  return db
    .select({
      id: tournamentVenues.id,
      name: tournamentVenues.name,
      onlineUrl: tournamentVenues.onlineUrl,
      priority: tournamentVenues.priority,
    })
    .from(tournamentVenues)
    .where(eq(tournamentVenues.tournamentId, tournamentId))
    .orderBy(asc(tournamentVenues.priority), asc(tournamentVenues.name));
}

export async function nameMaps(db: Executor, tournament: TournamentRow): Promise<Names> {
  const [teams, adjudicators] = await inTurn([
    () =>
      db
        .select({ id: tournamentTeams.id, name: tournamentTeams.name })
        .from(tournamentTeams)
        .where(eq(tournamentTeams.tournamentId, tournament.id)),
    () =>
      db
        .select({ id: tournamentAdjudicators.id, name: tournamentAdjudicators.name })
        .from(tournamentAdjudicators)
        .where(eq(tournamentAdjudicators.tournamentId, tournament.id)),
  ]);
  const format = formatOf(tournament);
  return {
    teams: new Map(teams.map((t) => [t.id, t.name])),
    adjudicators: new Map(adjudicators.map((a) => [a.id, a.name])),
    sides: new Map(format.sides.map((s) => [s.id, s.label])),
  };
}

export function roundSummary(round: RoundRow, isStaff: boolean, now = new Date()): RoundSummary {
  const motionReleased = isMotionReleased(round, now);
  return {
    id: round.id,
    seq: round.seq,
    stage: round.stage as RoundStage,
    name: round.name,
    startsAt: round.startsAt?.toISOString() ?? null,
    drawStatus: round.drawStatus as DrawStatus,
    motionReleased,
    motion: isStaff || motionReleased ? round.motion : null,
  };
}

/** The round's draw debates in room order, as far as the viewer may see (the caller decides `showPanels`, `showReasons`). */
export async function drawDebateViews(
  db: Executor,
  tournament: TournamentRow,
  round: RoundRow,
  options: { showPanels: boolean; showReasons: boolean },
): Promise<DrawDebateView[]> {
  const format = formatOf(tournament);
  const rows = await db
    .select({
      debate: tournamentDrawDebates,
      venue: {
        id: tournamentVenues.id,
        name: tournamentVenues.name,
        onlineUrl: tournamentVenues.onlineUrl,
        priority: tournamentVenues.priority,
      },
    })
    .from(tournamentDrawDebates)
    .leftJoin(tournamentVenues, eq(tournamentVenues.id, tournamentDrawDebates.venueId))
    .where(eq(tournamentDrawDebates.roundId, round.id))
    .orderBy(asc(tournamentDrawDebates.roomIndex));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.debate.id);
  const [teams, panels, names] = await Promise.all([
    db
      .select({
        drawDebateId: tournamentDrawTeams.drawDebateId,
        teamId: tournamentDrawTeams.teamId,
        side: tournamentDrawTeams.side,
        name: tournamentTeams.name,
        institution: tournamentTeams.institution,
      })
      .from(tournamentDrawTeams)
      .innerJoin(tournamentTeams, eq(tournamentTeams.id, tournamentDrawTeams.teamId))
      .where(inArray(tournamentDrawTeams.drawDebateId, ids)),
    options.showPanels
      ? db
          .select({
            drawDebateId: tournamentDrawAdjudicators.drawDebateId,
            adjudicatorId: tournamentDrawAdjudicators.adjudicatorId,
            role: tournamentDrawAdjudicators.role,
            name: tournamentAdjudicators.name,
            userId: tournamentAdjudicators.userId,
          })
          .from(tournamentDrawAdjudicators)
          .innerJoin(tournamentAdjudicators, eq(tournamentAdjudicators.id, tournamentDrawAdjudicators.adjudicatorId))
          .where(inArray(tournamentDrawAdjudicators.drawDebateId, ids))
      : Promise.resolve([]),
    options.showReasons ? nameMaps(db, tournament) : Promise.resolve(null),
  ]);
  const sideOrder = (side: string) => {
    const index = format.sides.findIndex((s) => s.id === side);
    return index === -1 ? format.sides.length : index;
  };
  const roleOrder = (role: string) => ['chair', 'panellist', 'trainee'].indexOf(role);
  return rows.map(({ debate, venue }) => ({
    id: debate.id,
    roomIndex: debate.roomIndex,
    venue: venue?.id ? venue : null,
    bracket: debate.bracket,
    importance: debate.importance,
    isBye: debate.isBye,
    teams: teams
      .filter((t) => t.drawDebateId === debate.id)
      .sort((a, b) => sideOrder(a.side) - sideOrder(b.side))
      .map((t) => ({
        teamId: t.teamId,
        name: t.name,
        institution: t.institution,
        side: t.side,
        sideLabel: sideLabelOf(format, t.side),
      })),
    panel: options.showPanels
      ? panels
          .filter((p) => p.drawDebateId === debate.id)
          .sort((a, b) => roleOrder(a.role) - roleOrder(b.role) || a.name.localeCompare(b.name))
          .map((p) => ({
            adjudicatorId: p.adjudicatorId,
            name: p.name,
            role: p.role as PanelRole,
            hasAccount: p.userId !== null,
          }))
      : null,
    debateId: debate.debateId,
    reasons: names
      ? (debate.flags as StoredFlag[]).map((flag) => flagText(flag, names)).filter((text): text is string => text !== null)
      : [],
  }));
}

async function checkedIn(db: Executor, roundId: string, target: { teamId?: string; adjudicatorId?: string }) {
  const where = target.teamId
    ? eq(tournamentCheckins.teamId, target.teamId)
    : eq(tournamentCheckins.adjudicatorId, target.adjudicatorId as string);
  const [row] = await db
    .select({ id: tournamentCheckins.id })
    .from(tournamentCheckins)
    .where(and(eq(tournamentCheckins.roundId, roundId), where));
  return Boolean(row);
}

export async function roundView(
  db: Executor,
  tournament: TournamentRow,
  round: RoundRow,
  viewer: SessionUser | null,
  known?: Standing,
  now = new Date(),
): Promise<RoundView> {
  const standing = known ?? (await standingOf(db, tournament, viewer));
  const isStaff = standing.canAdjudicate;
  const format = formatOf(tournament);
  const drawVisible = isStaff || round.drawStatus === 'released';
  const allocationReleased = round.allocationReleasedAt !== null;
  const [debates, teamId, adjudicatorId] = await Promise.all([
    drawVisible
      ? drawDebateViews(db, tournament, round, { showPanels: isStaff || allocationReleased, showReasons: isStaff })
      : Promise.resolve([]),
    viewer ? teamIdOf(db, tournament.id, viewer.id) : Promise.resolve(null),
    viewer ? adjudicatorIdOf(db, tournament.id, viewer.id) : Promise.resolve(null),
  ]);
  const summary = roundSummary(round, isStaff, now);
  return {
    ...summary,
    tournamentId: tournament.id,
    infoSlide: isStaff || summary.motionReleased ? round.infoSlide : null,
    motionReleaseAt: round.motionReleaseAt?.toISOString() ?? null,
    motionReleasedAt: round.motionReleasedAt?.toISOString() ?? null,
    drawReleasedAt: round.drawReleasedAt?.toISOString() ?? null,
    allocationReleased,
    version: round.version,
    sides: sidesOf(format),
    debates,
    viewer: {
      isStaff,
      canManage: standing.canManage,
      teamCheckedIn: teamId ? await checkedIn(db, round.id, { teamId }) : null,
      adjudicatorCheckedIn: adjudicatorId ? await checkedIn(db, round.id, { adjudicatorId }) : null,
    },
  };
}

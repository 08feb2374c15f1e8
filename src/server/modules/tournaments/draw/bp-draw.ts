// The British Parliamentary draw, after Tabbycat's BP generator
// (tabbycat/draw/generator/bphungarian.py; docs/features/draw-generation-bp.rst):
// rooms of four by points brackets, pull-ups from the next bracket down, and
// every team placed in a room and a position (OG, OO, CG, CO) by one
// assignment problem that minimises the sum of position costs, solved with the
// Hungarian algorithm (munkres). Invariant: a team only sits in a room its
// points allow, and no other placement has a smaller total position cost.
import munkres from 'munkres';
import { shuffled } from './draw-random.ts';
import type { BpDrawOptions, BpPullupDistribution, DrawDebate, DrawFlag, DrawTeam, PositionCost, Random } from './draw-types.ts';
import { rankTeams, sharedInstitution, timesMet } from './two-team-draw.ts';

export const BP_TEAMS_PER_ROOM = 4;

/** Tabbycat's defaults, which its documentation recommends and WUDC rules allow. */
export const DEFAULT_BP_OPTIONS: BpDrawOptions = {
  pullupDistribution: 'anywhere',
  positionCost: 'entropy',
  renyiOrder: 1,
  exponent: 4,
  preshuffle: true,
};

/** A room: its level (the bracket it belongs to) and the points a team may have to sit in it. */
export interface BpRoom {
  level: number;
  allowed: Set<number>;
}

/**
 * Rooms for the teams' points, top first (Tabbycat's `_define_rooms_anywhere`):
 * each bracket is filled to a multiple of four with teams of the next bracket
 * down, and any team of a bracket's allowed points may sit in any of its rooms.
 */
export function defineRoomsAnywhere(points: readonly number[]): BpRoom[] {
  const counts = new Map<number, number>();
  for (const p of points) counts.set(p, (counts.get(p) ?? 0) + 1);
  const rooms: BpRoom[] = [];
  let allowed = new Set<number>();
  let teams = 0;
  let level: number | undefined;
  let pullupsNeeded = 0;
  const pushRooms = () => {
    for (let i = 0; i < teams / BP_TEAMS_PER_ROOM; i++) rooms.push({ level: level as number, allowed });
  };
  for (const p of [...counts.keys()].sort((x, y) => y - x)) {
    let count = counts.get(p) as number;
    if (pullupsNeeded < count) {
      // This bracket can complete the one above: take the pull-ups and close it.
      if (pullupsNeeded > 0) {
        allowed.add(p);
        count -= pullupsNeeded;
        teams += pullupsNeeded;
      }
      pushRooms();
      teams = 0;
      allowed = new Set();
      level = undefined;
    }
    if (count > 0) {
      allowed.add(p);
      level ??= p;
    }
    teams += count;
    pullupsNeeded = (BP_TEAMS_PER_ROOM - (teams % BP_TEAMS_PER_ROOM)) % BP_TEAMS_PER_ROOM;
  }
  pushRooms();
  return rooms;
}

/** Rooms of four consecutive teams by points, so all pull-ups share one room (Tabbycat's `_define_rooms_one_room`; not WUDC-compliant). */
export function defineRoomsOneRoom(points: readonly number[]): BpRoom[] {
  const sorted = [...points].sort((x, y) => y - x);
  const rooms: BpRoom[] = [];
  for (let i = 0; i < sorted.length; i += BP_TEAMS_PER_ROOM) {
    const room = sorted.slice(i, i + BP_TEAMS_PER_ROOM);
    rooms.push({ level: Math.max(...room), allowed: new Set(room) });
  }
  return rooms;
}

export function defineRooms(points: readonly number[], distribution: BpPullupDistribution): BpRoom[] {
  return distribution === 'anywhere' ? defineRoomsAnywhere(points) : defineRoomsOneRoom(points);
}

function withPosition(history: readonly number[], position: number): number[] {
  return history.map((count, index) => (index === position ? count + 1 : count));
}

/**
 * C(h, s) of the documentation: how bad it is for a team with position history
 * `history` to take `position` next. 'simple' is h[s] − min h (as documented;
 * Tabbycat's code omits the − min h), 'entropy' is n·(2 − H_α) of the history
 * with s added (n = rounds so far plus this one, as Tabbycat's code counts),
 * 'variance' the population variance of that history.
 */
export function positionCost(kind: PositionCost, history: readonly number[], position: number, renyiOrder = 1): number {
  if (kind === 'simple') return (history[position] ?? 0) - Math.min(...history);
  const next = withPosition(history, position);
  const n = next.reduce((sum, count) => sum + count, 0);
  if (kind === 'variance') {
    const mean = n / next.length;
    return next.reduce((sum, count) => sum + (count - mean) ** 2, 0) / next.length;
  }
  const probabilities = next.map((count) => count / n);
  let entropy: number;
  if (renyiOrder === 1) {
    entropy = -probabilities.reduce((sum, p) => (p > 0 ? sum + p * Math.log2(p) : sum), 0);
  } else if (renyiOrder === 0) {
    entropy = Math.log2(probabilities.filter((p) => p > 0).length);
  } else {
    entropy = Math.log2(probabilities.reduce((sum, p) => sum + p ** renyiOrder, 0)) / (1 - renyiOrder);
  }
  // log2(4) = 2 is the entropy of a perfectly even history.
  return (Math.log2(history.length) - entropy) * n;
}

export interface BpDrawRequest {
  sides: readonly string[];
  teams: readonly DrawTeam[];
  /** 'random' places every team anywhere: with an empty history that is a random draw. */
  method: 'random' | 'power-paired';
  options: BpDrawOptions;
  random: Random;
}

export interface BpAssignment {
  /** For each room (in `rooms` order), the team index in each position. */
  rooms: number[][];
  totalCost: number;
}

/** The teams' cost of each position, raised to the exponent: cost[team][position]. */
export function positionCostTable(teams: readonly DrawTeam[], options: BpDrawOptions): number[][] {
  return teams.map((team) =>
    [0, 1, 2, 3].map(
      (position) => positionCost(options.positionCost, team.sideCounts, position, options.renyiOrder) ** options.exponent,
    ),
  );
}

/** Solves the assignment problem of teams to (room, position) places. */
export function assignPositions(
  teams: readonly DrawTeam[],
  rooms: readonly BpRoom[],
  options: BpDrawOptions,
  random: Random,
): BpAssignment {
  const n = teams.length;
  const table = positionCostTable(teams, options);
  // Preshuffling permutes rows and columns so that among equally good draws one is picked at random.
  const rowOrder = options.preshuffle ? shuffled([...Array(n).keys()], random) : [...Array(n).keys()];
  const columnOrder = options.preshuffle ? shuffled([...Array(n).keys()], random) : [...Array(n).keys()];
  const matrix = rowOrder.map((t) => {
    const team = teams[t] as DrawTeam;
    const costs = table[t] as number[];
    return columnOrder.map((place) => {
      const room = rooms[Math.floor(place / BP_TEAMS_PER_ROOM)] as BpRoom;
      return room.allowed.has(team.points) ? (costs[place % BP_TEAMS_PER_ROOM] as number) : Number.POSITIVE_INFINITY;
    });
  });
  const placed: number[][] = rooms.map(() => [-1, -1, -1, -1]);
  let totalCost = 0;
  for (const [row, column] of munkres(matrix)) {
    const team = rowOrder[row] as number;
    const place = columnOrder[column] as number;
    (placed[Math.floor(place / BP_TEAMS_PER_ROOM)] as number[])[place % BP_TEAMS_PER_ROOM] = team;
    totalCost += (table[team] as number[])[place % BP_TEAMS_PER_ROOM] as number;
  }
  return { rooms: placed, totalCost };
}

export function drawBp(request: BpDrawRequest): DrawDebate[] {
  const { sides, options, random } = request;
  const teams = rankTeams(request.teams);
  const rooms: BpRoom[] =
    request.method === 'random'
      ? Array.from({ length: teams.length / BP_TEAMS_PER_ROOM }, () => ({
          level: 0,
          allowed: new Set(teams.map((t) => t.points)),
        }))
      : defineRooms(
          teams.map((team) => team.points),
          options.pullupDistribution,
        );
  const assignment = assignPositions(teams, rooms, options, random);
  return assignment.rooms.map((indices, room) => {
    const roomTeams = indices.map((index) => teams[index] as DrawTeam);
    const flags: DrawFlag[] = [];
    const top = Math.max(...roomTeams.map((team) => team.points));
    roomTeams.forEach((team, position) => {
      if (request.method === 'power-paired' && team.points < top) {
        flags.push({ kind: 'pull-up', teamId: team.id, fromPoints: team.points, toPoints: top });
      }
      const timesBefore = team.sideCounts[position] ?? 0;
      const fewestBefore = Math.min(...team.sideCounts);
      if (timesBefore > fewestBefore) {
        flags.push({ kind: 'side-imbalance', teamId: team.id, side: sides[position] as string, timesBefore, fewestBefore });
      }
    });
    // BP draws do not avoid clashes (neither does Tabbycat's); they are shown so the tab team can swap by hand.
    for (let i = 0; i < roomTeams.length; i++) {
      for (let j = i + 1; j < roomTeams.length; j++) {
        const a = roomTeams[i] as DrawTeam;
        const b = roomTeams[j] as DrawTeam;
        const met = timesMet(a, b);
        if (met > 0) flags.push({ kind: 'history-clash', teamIds: [a.id, b.id], timesMet: met });
        const institution = sharedInstitution(a, b);
        if (institution !== undefined)
          flags.push({ kind: 'institution-clash', teamIds: [a.id, b.id], institutionId: institution });
      }
    }
    return {
      room,
      bracket: (rooms[room] as BpRoom).level,
      seats: roomTeams.map((team, position) => ({ side: sides[position] as string, teamId: team.id })),
      flags,
    };
  });
}

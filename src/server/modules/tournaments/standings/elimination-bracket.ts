// Elimination rounds drawn from the break, after Tabbycat's elimination draw
// generators (draw/generator/elimination.py, bpelimination.py, utils.py).
// Two sides: seeds fold 1 v n, 2 v n−1…; each later round folds the winners
// by room rank (room 1's winner meets the last room's), which is the standard
// bracket: the top two seeds can only meet in the final. A break that is not a
// power of two starts with a partial round: the top seeds bypass it.
// BP: rooms of four, the top two advancing; breaks of 4·2ⁿ fold four ways, and
// breaks of 6·2ⁿ start with a partial round that the top third bypasses.
// Other BP break sizes are refused with an error that lists the sizes allowed.
// Sides and positions are not decided here: the draw sets them (a coin toss,
// or the higher seed's choice).

export class BracketError extends Error {
  override name = 'BracketError';
}

export interface SeededTeam {
  teamId: string;
  /** 1 for the top seed. */
  seed: number;
}

export interface EliminationRoom {
  /** Tabbycat's room rank: the order rooms fold in the next round; in a partial round, numbered after the bypassing seeds. */
  roomRank: number;
  /** The teams, highest seed first. */
  teams: SeededTeam[];
}

export interface EliminationRound {
  /** e.g. 'Quarterfinals', 'Partial octofinals'. */
  name: string;
  rooms: EliminationRoom[];
  /** Teams that skip this round and enter the next, best seed first. */
  bypassing: SeededTeam[];
  /** How many teams advance from each room (1 in a two-side round and a BP grand final, 2 in other BP rounds). */
  advancePerRoom: number;
}

const ROUND_NAMES = ['Grand final', 'Semifinals', 'Quarterfinals', 'Octofinals', 'Double-octofinals', 'Triple-octofinals'];

function roundName(teamsInRound: number, teamsPerRoom: 2 | 4, isPartial: boolean): string {
  // The round is named after the full round it would be: 2 (or 4) teams is the final, and so on.
  const level = Math.round(Math.log2(teamsInRound / teamsPerRoom));
  const name = ROUND_NAMES[level] ?? `Round of ${teamsInRound}`;
  return isPartial ? `Partial ${name.toLowerCase()}` : name;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function checkSeeds(teams: readonly SeededTeam[]): SeededTeam[] {
  const sorted = [...teams].sort((a, b) => a.seed - b.seed);
  sorted.forEach((t, i) => {
    if (t.seed !== i + 1) throw new BracketError('Seeds must run 1, 2, 3… without gaps or repeats');
  });
  return sorted;
}

function foldTwo(teams: readonly SeededTeam[], firstRoomRank: number): EliminationRoom[] {
  const rooms = teams.length / 2;
  const rows: EliminationRoom[] = [];
  for (let i = 0; i < rooms; i++) {
    const top = teams[i] as SeededTeam;
    const bottom = teams[teams.length - 1 - i] as SeededTeam;
    rows.push({ roomRank: firstRoomRank + i, teams: top.seed < bottom.seed ? [top, bottom] : [bottom, top] });
  }
  return rows;
}

/** A four-way fold: room i takes seed i, the (2n+1−i)th, the (2n+i)th and the (4n+1−i)th of the 4n teams. */
function foldFour(teams: readonly SeededTeam[], firstRoomRank: number): EliminationRoom[] {
  const n = teams.length / 4;
  const rows: EliminationRoom[] = [];
  for (let i = 0; i < n; i++) {
    const room = [teams[i], teams[2 * n - 1 - i], teams[2 * n + i], teams[4 * n - 1 - i]] as SeededTeam[];
    rows.push({ roomRank: firstRoomRank + i, teams: room });
  }
  return rows;
}

/** The BP break sizes Tabbycat's elimination draws support: 4·2ⁿ and 6·2ⁿ. */
export function isSupportedBpBreak(size: number): boolean {
  return (size % 4 === 0 && isPowerOfTwo(size / 4)) || (size % 6 === 0 && isPowerOfTwo(size / 6));
}

/** The first elimination round from the break's seeds. */
export function firstEliminationRound(teams: readonly SeededTeam[], teamsPerRoom: 2 | 4): EliminationRound {
  const seeded = checkSeeds(teams);
  const size = seeded.length;
  if (teamsPerRoom === 2) {
    if (size < 2) throw new BracketError(`An elimination round needs at least two teams; ${size} broke`);
    // As Tabbycat's partial_break_round_split: the second round is the power of two below the break.
    const secondRound = nextPowerOfTwo(size) / 2;
    const debates = isPowerOfTwo(size) ? size / 2 : size - secondRound;
    const bypassing = isPowerOfTwo(size) ? 0 : secondRound - debates;
    return {
      name: roundName(isPowerOfTwo(size) ? size : nextPowerOfTwo(size), 2, bypassing > 0),
      rooms: foldTwo(seeded.slice(bypassing), bypassing + 1),
      bypassing: seeded.slice(0, bypassing),
      advancePerRoom: 1,
    };
  }
  if (size % 4 === 0 && isPowerOfTwo(size / 4)) {
    return { name: roundName(size, 4, false), rooms: foldFour(seeded, 1), bypassing: [], advancePerRoom: size === 4 ? 1 : 2 };
  }
  if (size % 6 === 0 && isPowerOfTwo(size / 6)) {
    // Room ranks start after the bypassing teams (Tabbycat: partial octofinals' rooms are ranked 9 to 12).
    const bypassing = size / 3;
    return {
      name: roundName((size / 6) * 8, 4, true),
      rooms: foldFour(seeded.slice(bypassing), bypassing + 1),
      bypassing: seeded.slice(0, bypassing),
      advancePerRoom: 2,
    };
  }
  throw new BracketError(
    `A British Parliamentary break of ${size} teams cannot be drawn: the break must be 4, 8, 16, 32… (4·2ⁿ) or 6, 12, 24, 48… (6·2ⁿ)`,
  );
}

export interface RoomResult {
  roomRank: number;
  /** The advancing teams, best first (the winner; BP's first and second). */
  advancing: readonly string[];
}

/**
 * The next elimination round from the last one's results, or null after the
 * grand final. Two sides: the bypassing teams and the winners, by seed then
 * room rank, fold two ways. BP: the pairs advancing fold by room rank; after a
 * partial round, each room joins two bypassing seeds (i and 2n+1−i) with the
 * pair from room i.
 */
export function nextEliminationRound(previous: EliminationRound, results: readonly RoomResult[]): EliminationRound | null {
  const teamsPerRoom = previous.rooms[0]?.teams.length === 4 ? 4 : 2;
  const byRank = new Map(results.map((r) => [r.roomRank, r]));
  const advancing: SeededTeam[][] = previous.rooms.map((room) => {
    const result = byRank.get(room.roomRank);
    if (!result) throw new BracketError(`Room ${room.roomRank} has no result`);
    if (result.advancing.length !== previous.advancePerRoom)
      throw new BracketError(`Room ${room.roomRank} must advance exactly ${previous.advancePerRoom} team(s)`);
    return result.advancing.map((id) => {
      const team = room.teams.find((t) => t.teamId === id);
      if (!team) throw new BracketError(`Team ${id} was not in room ${room.roomRank}`);
      return team;
    });
  });
  const remaining = previous.bypassing.length + advancing.flat().length;
  if (remaining <= 1) return null;
  const bySeed = (a: SeededTeam, b: SeededTeam) => a.seed - b.seed;
  if (teamsPerRoom === 2) {
    const field = [...previous.bypassing, ...advancing.map((a) => a[0] as SeededTeam)];
    const rooms = foldTwo(field, 1);
    return { name: roundName(field.length, 2, false), rooms, bypassing: [], advancePerRoom: 1 };
  }
  if (previous.bypassing.length > 0) {
    const n = advancing.length;
    if (previous.bypassing.length !== 2 * n) throw new BracketError('The partial round does not match the bypassing teams');
    const rooms = advancing.map((pair, i) => ({
      roomRank: i + 1,
      teams: ([previous.bypassing[i], previous.bypassing[2 * n - 1 - i], ...pair] as SeededTeam[]).sort(bySeed),
    }));
    return { name: roundName(n * 4, 4, false), rooms, bypassing: [], advancePerRoom: n === 1 ? 1 : 2 };
  }
  if (!isPowerOfTwo(advancing.length)) throw new BracketError(`${advancing.length} rooms cannot fold into the next round`);
  const half = advancing.length / 2;
  const rooms: EliminationRoom[] = [];
  for (let i = 0; i < half; i++) {
    rooms.push({
      roomRank: i + 1,
      teams: [...(advancing[i] ?? []), ...(advancing[advancing.length - 1 - i] ?? [])].sort(bySeed),
    });
  }
  return { name: roundName(half * 4, 4, false), rooms, bypassing: [], advancePerRoom: half === 1 ? 1 : 2 };
}

// The draw for two-team formats, after Tabbycat's power-paired generator
// (tabbycat/draw/generator/powerpair.py, graph.py; docs/features/draw-generation.rst):
// teams grouped into brackets by wins, odd brackets resolved by pull-ups or
// intermediate brackets, paired by fold or slide, then conflicts avoided by one
// minimum-cost perfect matching over the whole draw, then sides balanced.
// Invariants: every team given is in exactly one debate; the matching's
// priorities are strict — a history clash outweighs any number of institution
// clashes, which outweigh any bracket crossing, side-balance or fold/slide cost.
import { randomIndex, shuffled } from './draw-random.ts';
import {
  type ConflictAvoidance,
  type DrawDebate,
  DrawError,
  type DrawFlag,
  type DrawTeam,
  type OddBracketMethod,
  type PairingMethod,
  type PullupRestriction,
  type Random,
  type TwoTeamDrawOptions,
} from './draw-types.ts';
import { minCostPerfectMatching, type CostEdge } from './max-weight-matching.ts';

export const DEFAULT_TWO_TEAM_OPTIONS: TwoTeamDrawOptions = {
  oddBracket: 'pullup-top',
  pullupRestriction: 'least-to-date',
  pairing: 'slide',
  avoidConflicts: 'adjacent-brackets',
  avoidHistory: true,
  avoidInstitution: true,
  sideAllocation: 'balance',
  avoidSideImbalance: true,
};

/** The largest matching cost the blossom algorithm handles exactly (it doubles weights; doubles hold 2^53). */
const MAX_SAFE_MATCHING_COST = 2 ** 50;

/** Teams in the order of the draw: bracket, then `rankTeams` order inside it. */
export interface Bracket {
  points: number;
  teams: DrawTeam[];
}

/** Highest points first, then highest speaker total; input order breaks remaining ties. */
export function rankTeams(teams: readonly DrawTeam[]): DrawTeam[] {
  return teams
    .map((team, index) => ({ team, index }))
    .sort((x, y) => y.team.points - x.team.points || y.team.speakerTotal - x.team.speakerTotal || x.index - y.index)
    .map(({ team }) => team);
}

/** Ranked teams grouped by equal points, top bracket first. */
export function makeRawBrackets(ranked: readonly DrawTeam[]): Bracket[] {
  const brackets: Bracket[] = [];
  for (const team of ranked) {
    const last = brackets.at(-1);
    if (last && last.points === team.points) last.teams.push(team);
    else brackets.push({ points: team.points, teams: [team] });
  }
  return brackets;
}

/** The teams a pull-up may come from, per the restriction (Tabbycat's `_pullup_filter`). */
function pullupEligible(teams: readonly DrawTeam[], restriction: PullupRestriction): DrawTeam[] {
  if (restriction === 'none') return [...teams];
  const fewest = Math.min(...teams.map((team) => team.pullupCount ?? 0));
  return teams.filter((team) => (team.pullupCount ?? 0) === fewest);
}

function pullupIndex(method: Exclude<OddBracketMethod, 'intermediate'>, count: number, random: Random): number {
  switch (method) {
    case 'pullup-top':
      return 0;
    case 'pullup-bottom':
      return count - 1;
    case 'pullup-middle':
      // Of an even number, one of the two middle teams at random (as Tabbycat).
      return count % 2 === 0 ? count / 2 - randomIndex(random, 2) : Math.floor(count / 2);
    case 'pullup-random':
      return randomIndex(random, count);
  }
}

/**
 * Makes every bracket even. Pull-up methods move one team from the next
 * bracket down to the end of an odd bracket; 'intermediate' puts the odd
 * bracket's bottom team and the next bracket's top team in a bracket of their
 * own, half a point lower. Empty brackets are dropped.
 */
export function resolveOddBrackets(
  raw: readonly Bracket[],
  method: OddBracketMethod,
  restriction: PullupRestriction,
  random: Random,
): Bracket[] {
  const brackets = raw.map((bracket) => ({ points: bracket.points, teams: [...bracket.teams] }));
  if (method === 'intermediate') {
    const result: Bracket[] = [];
    let oddTeam: DrawTeam | undefined;
    for (const bracket of brackets) {
      if (oddTeam) {
        result.push({ points: bracket.points + 0.5, teams: [oddTeam, bracket.teams.shift() as DrawTeam] });
        oddTeam = undefined;
      }
      if (bracket.teams.length % 2 !== 0) oddTeam = bracket.teams.pop();
      if (bracket.teams.length > 0) result.push(bracket);
    }
    if (oddTeam) throw new Error('the last bracket is still odd');
    return result;
  }
  let needsPullup: Bracket | undefined;
  for (const bracket of brackets) {
    if (needsPullup) {
      const eligible = pullupEligible(bracket.teams, restriction);
      const team = eligible[pullupIndex(method, eligible.length, random)] as DrawTeam;
      bracket.teams.splice(bracket.teams.indexOf(team), 1);
      needsPullup.teams.push(team);
      needsPullup = undefined;
    }
    if (bracket.teams.length % 2 !== 0) needsPullup = bracket;
  }
  if (needsPullup) throw new Error('the last bracket is still odd');
  return brackets.filter((bracket) => bracket.teams.length > 0);
}

/** The 0-based partner of each position in a bracket of `size` under the pairing method ('random' pairs a shuffled bracket adjacently). */
export function plannedPartner(method: PairingMethod, index: number, size: number): number {
  const half = size / 2;
  switch (method) {
    case 'slide':
      return index < half ? index + half : index - half;
    case 'fold':
      return size - 1 - index;
    case 'adjacent':
    case 'random':
      return index % 2 === 0 ? index + 1 : index - 1;
  }
}

/**
 * How far pairing 1-based positions i and j strays from the pairing method,
 * as Tabbycat's GraphCostMixin measures it (`_pairings_slide`, `_pairings_fold`,
 * `_pairings_adjacent`); 0 for the planned pair.
 */
export function pairingDeviation(method: PairingMethod, i: number, j: number, size: number): number {
  switch (method) {
    case 'slide':
      return Math.abs(Math.abs(i - j) - Math.floor(size / 2));
    case 'fold':
      return Math.abs(i + j - 1 - size);
    case 'adjacent':
    case 'random':
      return Math.abs(i - j) - 1;
  }
}

/** Times two teams have met. */
export function timesMet(a: DrawTeam, b: DrawTeam): number {
  let count = 0;
  for (const id of a.previousOpponentIds) if (id === b.id) count++;
  let reverse = 0;
  for (const id of b.previousOpponentIds) if (id === a.id) reverse++;
  return Math.max(count, reverse);
}

/** An institution both teams belong to, if any. */
export function sharedInstitution(a: DrawTeam, b: DrawTeam): string | undefined {
  return a.institutionIds.find((id) => b.institutionIds.includes(id));
}

/** First side minus second side so far. */
const sideSurplus = (team: DrawTeam) => (team.sideCounts[0] ?? 0) - (team.sideCounts[1] ?? 0);

/**
 * Tabbycat's side penalty (graph.py): when both teams have held the same side
 * more often, one must hold it again; weighted by how uneven they are.
 */
export function sideImbalanceCost(a: DrawTeam, b: DrawTeam): number {
  const x = sideSurplus(a);
  const y = sideSurplus(b);
  const sameWay = Math.max(0, Math.sign(x) * Math.sign(y));
  return sameWay * Math.floor((Math.abs(x) + Math.abs(y)) / 2);
}

interface Vertex {
  team: DrawTeam;
  bracket: number;
  position: number;
  size: number;
}

/** Priorities of the matching, lowest first; each outweighs every total of the ones before it. */
const TIERS = ['deviation', 'side', 'crossing', 'institution', 'history'] as const;
type Tier = (typeof TIERS)[number];

function edgeTiers(u: Vertex, v: Vertex, options: TwoTeamDrawOptions, pairing: PairingMethod): Record<Tier, number> {
  const sameBracket = u.bracket === v.bracket;
  const planned = sameBracket && plannedPartner(pairing, u.position, u.size) === v.position;
  const deviation = !sameBracket
    ? Math.max(u.size, v.size)
    : planned
      ? 0
      : Math.max(1, pairingDeviation(pairing, u.position + 1, v.position + 1, u.size));
  return {
    deviation,
    side: options.sideAllocation === 'balance' && options.avoidSideImbalance ? sideImbalanceCost(u.team, v.team) : 0,
    crossing: sameBracket ? 0 : 1,
    institution: options.avoidInstitution && sharedInstitution(u.team, v.team) !== undefined ? 1 : 0,
    history: options.avoidHistory ? timesMet(u.team, v.team) : 0,
  };
}

/** One cost per edge, with tier weights chosen so the order of priorities is strict. */
function lexicographicCosts(tiers: Record<Tier, number>[], pairs: number): number[] {
  const weights: Record<Tier, number> = { deviation: 1, side: 1, crossing: 1, institution: 1, history: 1 };
  let maxSoFar = 0;
  for (const tier of TIERS) {
    weights[tier] = pairs * maxSoFar + 1;
    let maxHere = 0;
    for (const values of tiers) if (values[tier] > maxHere) maxHere = values[tier];
    maxSoFar += maxHere * weights[tier];
  }
  if (maxSoFar > MAX_SAFE_MATCHING_COST) {
    throw new DrawError('TOO_MANY_TEAMS', 'Too many teams for exact conflict avoidance in one draw.', { teams: pairs * 2 });
  }
  return tiers.map((values) => TIERS.reduce((sum, tier) => sum + values[tier] * weights[tier], 0));
}

function pairBrackets(
  brackets: readonly Bracket[],
  options: TwoTeamDrawOptions,
  pairing: PairingMethod,
  avoid: ConflictAvoidance,
) {
  const vertices: Vertex[] = [];
  brackets.forEach((bracket, b) => {
    bracket.teams.forEach((team, position) => {
      vertices.push({ team, bracket: b, position, size: bracket.teams.length });
    });
  });
  const start: number[] = [];
  let offset = 0;
  for (const bracket of brackets) {
    start.push(offset);
    offset += bracket.teams.length;
  }
  const planned: number[] = vertices.map((v) => (start[v.bracket] as number) + plannedPartner(pairing, v.position, v.size));
  if (avoid === 'off') return { vertices, planned, mate: planned };

  const pairsOfVertices: [number, number][] = [];
  const tierValues: Record<Tier, number>[] = [];
  for (let u = 0; u < vertices.length; u++) {
    const uv = vertices[u] as Vertex;
    for (let v = u + 1; v < vertices.length; v++) {
      const vv = vertices[v] as Vertex;
      const gap = vv.bracket - uv.bracket;
      if (gap > (avoid === 'adjacent-brackets' ? 1 : 0)) break;
      pairsOfVertices.push([u, v]);
      tierValues.push(edgeTiers(uv, vv, options, pairing));
    }
  }
  const costs = lexicographicCosts(tierValues, vertices.length / 2);
  const edges: CostEdge[] = pairsOfVertices.map(([a, b], k) => ({ a, b, cost: costs[k] as number }));
  return { vertices, planned, mate: minCostPerfectMatching(vertices.length, edges) };
}

function clashKind(a: DrawTeam, b: DrawTeam, options: TwoTeamDrawOptions): 'history' | 'institution' | undefined {
  if (options.avoidHistory && timesMet(a, b) > 0) return 'history';
  if (options.avoidInstitution && sharedInstitution(a, b) !== undefined) return 'institution';
  return undefined;
}

/** The team that takes the first side: the one that has held it less (balance), or a coin flip. */
function firstSideIndex(a: DrawTeam, b: DrawTeam, options: TwoTeamDrawOptions, random: Random): 0 | 1 {
  if (options.sideAllocation === 'balance') {
    const x = sideSurplus(a);
    const y = sideSurplus(b);
    if (x < y) return 0;
    if (y < x) return 1;
  }
  return randomIndex(random, 2) as 0 | 1;
}

export interface TwoTeamDrawRequest {
  sides: readonly string[];
  teams: readonly DrawTeam[];
  method: 'random' | 'power-paired';
  options: TwoTeamDrawOptions;
  random: Random;
}

/** Debates for an even number of teams. */
export function drawTwoTeam(request: TwoTeamDrawRequest): DrawDebate[] {
  const { options, random } = request;
  const isRandomRound = request.method === 'random';
  // A random round is one bracket in random order, paired adjacently, then cleared of clashes (Tabbycat's random draw with conflict avoidance).
  const pairing: PairingMethod = isRandomRound ? 'random' : options.pairing;
  let brackets: Bracket[];
  if (isRandomRound) {
    brackets = [{ points: 0, teams: shuffled(request.teams, random) }];
  } else {
    const raw = makeRawBrackets(rankTeams(request.teams));
    brackets = resolveOddBrackets(raw, options.oddBracket, options.pullupRestriction, random);
    if (pairing === 'random') brackets = brackets.map((bracket) => ({ ...bracket, teams: shuffled(bracket.teams, random) }));
  }
  const avoid: ConflictAvoidance = isRandomRound && options.avoidConflicts !== 'off' ? 'within-bracket' : options.avoidConflicts;
  const { vertices, planned, mate } = pairBrackets(brackets, options, pairing, avoid);

  const debates: { u: number; v: number }[] = [];
  for (let u = 0; u < vertices.length; u++) {
    const v = mate[u] as number;
    if (u < v) debates.push({ u, v });
  }
  return debates.map(({ u, v }, room) => {
    const a = (vertices[u] as Vertex).team;
    const b = (vertices[v] as Vertex).team;
    const flags: DrawFlag[] = [];
    if (!isRandomRound && a.points !== b.points) {
      const [low, high] = a.points < b.points ? [a, b] : [b, a];
      flags.push({ kind: 'pull-up', teamId: low.id, fromPoints: low.points, toPoints: high.points });
    }
    if (planned[u] !== v) {
      const avoided: DrawFlag[] = [];
      for (const w of [u, v]) {
        const partner = planned[w] as number;
        const kind = clashKind((vertices[w] as Vertex).team, (vertices[partner] as Vertex).team, options);
        if (kind) {
          const ids = [w, partner].sort((x, y) => x - y).map((x) => (vertices[x] as Vertex).team.id) as [string, string];
          avoided.push({ kind: 'clash-avoided', clash: kind, teamIds: ids });
        }
      }
      flags.push(...(avoided.length > 0 ? avoided : [{ kind: 'moved-for-clash' } as const]));
    }
    const met = timesMet(a, b);
    if (met > 0) flags.push({ kind: 'history-clash', teamIds: [a.id, b.id], timesMet: met });
    const institution = sharedInstitution(a, b);
    if (institution !== undefined) flags.push({ kind: 'institution-clash', teamIds: [a.id, b.id], institutionId: institution });

    const ordered = firstSideIndex(a, b, options, random) === 0 ? [a, b] : [b, a];
    const seats = ordered.map((team, index) => ({ side: request.sides[index] as string, teamId: team.id }));
    ordered.forEach((team, index) => {
      const timesBefore = team.sideCounts[index] ?? 0;
      const fewestBefore = Math.min(team.sideCounts[0] ?? 0, team.sideCounts[1] ?? 0);
      if (timesBefore > fewestBefore) {
        flags.push({ kind: 'side-imbalance', teamId: team.id, side: request.sides[index] as string, timesBefore, fewestBefore });
      }
    });
    const bracket = isRandomRound
      ? 0
      : (brackets[Math.min((vertices[u] as Vertex).bracket, (vertices[v] as Vertex).bracket)] as Bracket).points;
    return { room, bracket, seats, flags };
  });
}

// Property tests over random tournaments (tests/random-tournament.ts) of many
// sizes and histories:
// - every drawn team is in exactly one debate; drawn + byes + left out = all teams;
// - the same seed gives the same draw;
// - two-team sides: in a debate whose teams differ in (first − second) side
//   counts, both end inside the range of the two; with equal counts they move
//   one each way. So no team's imbalance grows unless it meets a team with the
//   same imbalance, and the matching makes that a last resort (next item);
// - two-team conflicts: on small draws, brute force over every pairing the
//   rules allow confirms the draw has the fewest rematches, then the fewest
//   institution clashes, bracket crossings and forced side repeats, in that order:
//   no institution clash is left when one is avoidable;
// - BP: the position cost is the brute-force optimum on small draws, and on
//   larger ones no two teams could swap places to lower it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/training/random.ts';
import { randomTournament } from '#tests/random-tournament.ts';
import { DEFAULT_BP_OPTIONS, defineRooms, positionCostTable } from './bp-draw.ts';
import type { ConflictAvoidance, DrawInput, DrawResult, DrawTeam, OddBracketMethod, PairingMethod } from './draw-types.ts';
import { generateDraw } from './generate-draw.ts';
import {
  DEFAULT_TWO_TEAM_OPTIONS,
  makeRawBrackets,
  rankTeams,
  resolveOddBrackets,
  sharedInstitution,
  sideImbalanceCost,
  timesMet,
} from './two-team-draw.ts';

const TWO = ['proposition', 'opposition'];
const BP = ['og', 'oo', 'cg', 'co'];

const twoTeamOptionsArb = fc.record({
  pairing: fc.constantFrom<PairingMethod>('slide', 'fold', 'adjacent', 'random'),
  oddBracket: fc.constantFrom<OddBracketMethod>('pullup-top', 'pullup-bottom', 'pullup-middle', 'pullup-random', 'intermediate'),
  avoidConflicts: fc.constantFrom<ConflictAvoidance>('off', 'within-bracket', 'adjacent-brackets'),
});

const tournamentArb = (maxTeams: number, maxRounds: number) =>
  fc.record({
    teams: fc.integer({ min: 1, max: maxTeams }),
    rounds: fc.integer({ min: 0, max: maxRounds }),
    institutions: fc.integer({ min: 1, max: 8 }),
    seed: fc.integer(),
    uncheckedShare: fc.constantFrom(0, 0, 0.1, 0.3),
  });

function makeTeams(
  t: { teams: number; rounds: number; institutions: number; seed: number; uncheckedShare: number },
  perDebate: 2 | 4,
) {
  const random = seededRandom(`teams-${t.seed}`);
  return randomTournament({
    teams: t.teams,
    rounds: t.rounds,
    teamsPerDebate: perDebate,
    institutions: t.institutions,
    random,
  }).map((team) => ({ ...team, isCheckedIn: random() >= t.uncheckedShare }));
}

function expectEveryTeamOnce(teams: readonly DrawTeam[], result: DrawResult, perDebate: number) {
  const drawn = result.debates.flatMap((d) => d.seats.map((s) => s.teamId));
  expect(new Set(drawn).size).toBe(drawn.length);
  for (const debate of result.debates) expect(debate.seats).toHaveLength(perDebate);
  const all = [...drawn, ...result.byeTeamIds, ...result.notCheckedInTeamIds, ...result.unusedSwingTeamIds].sort();
  expect(all).toEqual(teams.map((t) => t.id).sort());
  const checkedIn = teams.filter((t) => t.isCheckedIn && !t.isSwing).map((t) => t.id);
  for (const id of checkedIn) expect(drawn.includes(id) || result.byeTeamIds.includes(id)).toBe(true);
  expect(result.debates.map((d) => d.room)).toEqual(result.debates.map((_, i) => i));
}

describe('every checked-in team exactly once, deterministic per seed', () => {
  it('two-team formats', () => {
    fc.assert(
      fc.property(tournamentArb(60, 6), twoTeamOptionsArb, fc.boolean(), (t, options, random) => {
        const teams = makeTeams(t, 2);
        if (!teams.some((team) => team.isCheckedIn)) return;
        const input: DrawInput = {
          sides: TWO,
          teams,
          method: random ? 'random' : 'power-paired',
          oddTeams: 'bye',
          twoTeam: options,
          random: seededRandom(`draw-${t.seed}`),
        };
        const result = generateDraw(input);
        expectEveryTeamOnce(teams, result, 2);
        expect(result.byeTeamIds).toHaveLength(teams.filter((team) => team.isCheckedIn).length % 2);
        expect(generateDraw({ ...input, random: seededRandom(`draw-${t.seed}`) })).toEqual(result);
      }),
      { numRuns: 150 },
    );
  });

  it('British Parliamentary, with swing teams to fill rooms', () => {
    fc.assert(
      fc.property(tournamentArb(60, 6), fc.boolean(), fc.boolean(), (t, random, oneRoom) => {
        const regular = makeTeams(t, 4);
        if (!regular.some((team) => team.isCheckedIn)) return;
        const swings = [1, 2, 3].map((i) => ({
          ...(regular[0] as DrawTeam),
          id: `swing-${i}`,
          isSwing: true,
          isCheckedIn: true,
        }));
        const teams = [...regular, ...swings];
        const input: DrawInput = {
          sides: BP,
          teams,
          method: random ? 'random' : 'power-paired',
          oddTeams: 'swing',
          bp: { pullupDistribution: oneRoom ? 'one-room' : 'anywhere' },
          random: seededRandom(`bp-${t.seed}`),
        };
        const result = generateDraw(input);
        expectEveryTeamOnce(teams, result, 4);
        expect(result.byeTeamIds).toEqual([]);
        expect(generateDraw({ ...input, random: seededRandom(`bp-${t.seed}`) })).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });
});

const surplus = (team: DrawTeam) => (team.sideCounts[0] ?? 0) - (team.sideCounts[1] ?? 0);

describe('two-team side balance', () => {
  it('keeps both teams of a debate within their imbalances, or moves equal ones one each way', () => {
    fc.assert(
      fc.property(tournamentArb(40, 8), twoTeamOptionsArb, (t, options) => {
        const teams = makeTeams({ ...t, uncheckedShare: 0 }, 2);
        const byId = new Map(teams.map((team) => [team.id, team]));
        const result = generateDraw({
          sides: TWO,
          teams,
          method: 'power-paired',
          oddTeams: 'bye',
          twoTeam: options,
          random: seededRandom(`s-${t.seed}`),
        });
        for (const debate of result.debates) {
          const [first, second] = debate.seats.map((s) => byId.get(s.teamId) as DrawTeam) as [DrawTeam, DrawTeam];
          const before = [surplus(first), surplus(second)];
          const after = [surplus(first) + 1, surplus(second) - 1];
          if (before[0] === before[1]) {
            expect(after.map(Math.abs).sort()).toEqual(
              [Math.abs((before[0] as number) + 1), Math.abs((before[0] as number) - 1)].sort(),
            );
          } else {
            const low = Math.min(...before);
            const high = Math.max(...before);
            for (const value of after) expect(value >= low && value <= high).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

/** [rematches, institution clashes, bracket crossings, side cost] of a set of pairs. */
function conflictProfile(pairs: [DrawTeam, DrawTeam][], bracketOf: Map<string, number>): number[] {
  const profile = [0, 0, 0, 0];
  for (const [a, b] of pairs) {
    profile[0] = (profile[0] as number) + timesMet(a, b);
    profile[1] = (profile[1] as number) + (sharedInstitution(a, b) !== undefined ? 1 : 0);
    profile[2] = (profile[2] as number) + (bracketOf.get(a.id) !== bracketOf.get(b.id) ? 1 : 0);
    profile[3] = (profile[3] as number) + sideImbalanceCost(a, b);
  }
  return profile;
}

const lexLess = (x: number[], y: number[]) => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number);
  return false;
};

/** The least conflict profile over every perfect matching whose pairs `allowed` accepts. */
function bruteForceBest(
  teams: DrawTeam[],
  allowed: (a: DrawTeam, b: DrawTeam) => boolean,
  bracketOf: Map<string, number>,
): number[] {
  let best: number[] | undefined;
  const walk = (rest: DrawTeam[], pairs: [DrawTeam, DrawTeam][]) => {
    if (rest.length === 0) {
      const profile = conflictProfile(pairs, bracketOf);
      if (!best || lexLess(profile, best)) best = profile;
      return;
    }
    const [first, ...others] = rest as [DrawTeam, ...DrawTeam[]];
    others.forEach((other, i) => {
      if (allowed(first, other)) walk([...others.slice(0, i), ...others.slice(i + 1)], [...pairs, [first, other]]);
    });
  };
  walk(teams, []);
  return best as number[];
}

describe('two-team conflict avoidance is optimal (brute force, up to 10 teams)', () => {
  it('no rematch or institution clash is left that the rules could avoid', () => {
    fc.assert(
      fc.property(
        fc.record({
          teams: fc.constantFrom(2, 4, 6, 8, 10),
          rounds: fc.integer({ min: 0, max: 4 }),
          institutions: fc.integer({ min: 1, max: 4 }),
          seed: fc.integer(),
        }),
        fc.constantFrom<ConflictAvoidance>('within-bracket', 'adjacent-brackets'),
        fc.boolean(),
        (t, avoidConflicts, isRandom) => {
          const teams = makeTeams({ ...t, uncheckedShare: 0 }, 2);
          const options = {
            ...DEFAULT_TWO_TEAM_OPTIONS,
            oddBracket: 'pullup-top' as const,
            pullupRestriction: 'none' as const,
            avoidConflicts,
          };
          const result = generateDraw({
            sides: TWO,
            teams,
            method: isRandom ? 'random' : 'power-paired',
            oddTeams: 'bye',
            twoTeam: options,
            random: seededRandom(`c-${t.seed}`),
          });
          // The brackets the draw used (pull-up from top is not random), or one bracket in a random round.
          const bracketOf = new Map<string, number>();
          if (isRandom) for (const team of teams) bracketOf.set(team.id, 0);
          else {
            const resolved = resolveOddBrackets(makeRawBrackets(rankTeams(teams)), 'pullup-top', 'none', seededRandom('unused'));
            resolved.forEach((bracket, index) => {
              for (const team of bracket.teams) bracketOf.set(team.id, index);
            });
          }
          const reach = isRandom || avoidConflicts === 'within-bracket' ? 0 : 1;
          const allowed = (a: DrawTeam, b: DrawTeam) =>
            Math.abs((bracketOf.get(a.id) as number) - (bracketOf.get(b.id) as number)) <= reach;
          const byId = new Map(teams.map((team) => [team.id, team]));
          const pairs = result.debates.map((d) => d.seats.map((s) => byId.get(s.teamId) as DrawTeam) as [DrawTeam, DrawTeam]);
          for (const [a, b] of pairs) expect(allowed(a, b)).toBe(true);
          expect(conflictProfile(pairs, bracketOf)).toEqual(bruteForceBest(teams, allowed, bracketOf));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('BP position balance is the Hungarian optimum', () => {
  /** Total position cost of a draw, and whether each team sits in a room its points allow. */
  function evaluate(teams: DrawTeam[], result: DrawResult, oneRoom: boolean) {
    const byId = new Map(teams.map((team, index) => [team.id, index]));
    const table = positionCostTable(teams, DEFAULT_BP_OPTIONS);
    const rooms = defineRooms(
      rankTeams(teams).map((t) => t.points),
      oneRoom ? 'one-room' : 'anywhere',
    );
    const places = result.debates.flatMap((d) =>
      d.seats.map((s, position) => ({ team: byId.get(s.teamId) as number, room: d.room, position })),
    );
    let total = 0;
    for (const place of places) {
      expect(rooms[place.room]?.allowed.has((teams[place.team] as DrawTeam).points)).toBe(true);
      total += table[place.team]?.[place.position] as number;
    }
    return { total, table, rooms, places };
  }

  it('equals the brute-force optimum on 4 and 8 teams', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 8), fc.integer({ min: 0, max: 6 }), fc.integer(), (n, rounds, seed) => {
        const teams = randomTournament({
          teams: n,
          rounds,
          teamsPerDebate: 4,
          institutions: 4,
          random: seededRandom(`b-${seed}`),
        });
        const result = generateDraw({
          sides: BP,
          teams,
          method: 'power-paired',
          oddTeams: 'swing',
          random: seededRandom(`d-${seed}`),
        });
        const { total, table, rooms } = evaluate(teams, result, false);
        let best = Number.POSITIVE_INFINITY;
        const used = Array(n).fill(false);
        const place = (slot: number, sum: number) => {
          if (sum >= best - 1e-9) return;
          if (slot === n) {
            best = sum;
            return;
          }
          for (let t = 0; t < n; t++) {
            if (used[t] || !rooms[Math.floor(slot / 4)]?.allowed.has((teams[t] as DrawTeam).points)) continue;
            used[t] = true;
            place(slot + 1, sum + (table[t]?.[slot % 4] as number));
            used[t] = false;
          }
        };
        place(0, 0);
        expect(total).toBeCloseTo(best, 6);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves no two teams that could swap places for a lower cost (up to 80 teams)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer(),
        fc.boolean(),
        (rooms4, rounds, seed, oneRoom) => {
          const teams = randomTournament({
            teams: rooms4 * 4,
            rounds,
            teamsPerDebate: 4,
            institutions: 6,
            random: seededRandom(`w-${seed}`),
          });
          const result = generateDraw({
            sides: BP,
            teams,
            method: 'power-paired',
            oddTeams: 'swing',
            bp: { pullupDistribution: oneRoom ? 'one-room' : 'anywhere' },
            random: seededRandom(`x-${seed}`),
          });
          const { table, rooms, places } = evaluate(teams, result, oneRoom);
          for (const p of places) {
            for (const q of places) {
              const pTeam = teams[p.team] as DrawTeam;
              const qTeam = teams[q.team] as DrawTeam;
              if (!rooms[q.room]?.allowed.has(pTeam.points) || !rooms[p.room]?.allowed.has(qTeam.points)) continue;
              const now = (table[p.team]?.[p.position] as number) + (table[q.team]?.[q.position] as number);
              const swapped = (table[p.team]?.[q.position] as number) + (table[q.team]?.[p.position] as number);
              expect(now).toBeLessThanOrEqual(swapped + 1e-6 * Math.max(1, now));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

// Tabbycat's own expected results, ported: where our draw follows Tabbycat's
// rules it must give Tabbycat's answers. Sources, at TabbycatDebate/tabbycat
// commit 59c4d5fcda86e474be9454ea97873ca85207adf8:
// - tabbycat/draw/tests/test_generator.py, TestPowerPairedDrawGeneratorParts
//   (odd brackets: pullup_top, pullup_bottom, intermediate, pullup_random;
//   pairings: fold, slide, adjacent);
// - tabbycat/draw/tests/test_graph_allocations.py (deviation from slide, fold, adjacent);
// - tabbycat/draw/tests/test_bphungarian_parts.py (BP rooms: anywhere, one_room);
// - docs/features/draw-generation-bp.rst, "A simple example" (16 teams, round 4).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/training/random.ts';
import { assignPositions, DEFAULT_BP_OPTIONS, defineRoomsAnywhere, defineRoomsOneRoom, positionCostTable } from './bp-draw.ts';
import type { DrawTeam, OddBracketMethod, PairingMethod } from './draw-types.ts';
import { type Bracket, DEFAULT_TWO_TEAM_OPTIONS, drawTwoTeam, pairingDeviation, resolveOddBrackets } from './two-team-draw.ts';

function team(id: number, points: number, sideCounts: number[] = [0, 0]): DrawTeam {
  return {
    id: String(id),
    institutionIds: [`inst-${id}`],
    points,
    // Team 1 ranks highest: Tabbycat's brackets list teams in rank order.
    speakerTotal: 1000 - id,
    sideCounts,
    previousOpponentIds: [],
    isCheckedIn: true,
    isSwing: false,
  };
}

// test_generator.py: TestPowerPairedDrawGeneratorParts.brackets
const BRACKETS: [number, number[]][] = [
  [4, [1, 2, 3, 4, 5]],
  [3, [6, 7, 8, 9]],
  [2, [10, 11, 12, 13, 14]],
  [1, [15, 16]],
];
const brackets = (spec: [number, number[]][]): Bracket[] =>
  spec.map(([points, ids]) => ({ points, teams: ids.map((id) => team(id, points)) }));
const asSpec = (resolved: Bracket[]) => resolved.map((b) => [b.points, b.teams.map((t) => Number(t.id))]);

describe('odd brackets (test_generator.py)', () => {
  it.each<[OddBracketMethod, [number, number[]][]]>([
    [
      'pullup-top',
      [
        [4, [1, 2, 3, 4, 5, 6]],
        [3, [7, 8, 9, 10]],
        [2, [11, 12, 13, 14]],
        [1, [15, 16]],
      ],
    ],
    [
      'pullup-bottom',
      [
        [4, [1, 2, 3, 4, 5, 9]],
        [3, [6, 7, 8, 14]],
        [2, [10, 11, 12, 13]],
        [1, [15, 16]],
      ],
    ],
    [
      'intermediate',
      [
        [4, [1, 2, 3, 4]],
        [3.5, [5, 6]],
        [3, [7, 8]],
        [2.5, [9, 10]],
        [2, [11, 12, 13, 14]],
        [1, [15, 16]],
      ],
    ],
  ])('%s', (method, expected) => {
    expect(asSpec(resolveOddBrackets(brackets(BRACKETS), method, 'none', seededRandom('t')))).toEqual(expected);
  });

  it('pullup-random (test_pullup_random)', () => {
    for (let seed = 0; seed < 5; seed++) {
      const resolved = new Map(
        asSpec(resolveOddBrackets(brackets(BRACKETS), 'pullup-random', 'none', seededRandom(`r${seed}`))) as [number, number[]][],
      );
      const b4 = resolved.get(4) ?? [];
      const b3 = resolved.get(3) ?? [];
      const b2 = resolved.get(2) ?? [];
      expect([1, 2, 3, 4, 5].every((i) => b4.includes(i))).toBe(true);
      expect([6, 7, 8, 9].filter((i) => b4.includes(i))).toHaveLength(1);
      expect([6, 7, 8, 9].filter((i) => b3.includes(i))).toHaveLength(3);
      expect([10, 11, 12, 13, 14].filter((i) => b3.includes(i))).toHaveLength(1);
      expect([10, 11, 12, 13, 14].filter((i) => b2.includes(i))).toHaveLength(4);
      expect(resolved.get(1)).toEqual([15, 16]);
    }
  });

  it('an odd number of teams cannot be resolved (test_pullup_invalid)', () => {
    const odd: [number, number[]][] = [
      [4, [1, 2, 3, 4, 5]],
      [3, [6, 7, 8]],
      [2, [9, 10, 11, 12, 13]],
      [1, [14, 15]],
    ];
    for (const method of ['pullup-top', 'pullup-bottom', 'pullup-random', 'intermediate'] as const) {
      expect(() => resolveOddBrackets(brackets(odd), method, 'none', seededRandom('t'))).toThrow();
    }
  });
});

describe('pairings (test_generator.py, pull-up from top)', () => {
  it.each<[PairingMethod, [number, number][]]>([
    [
      'fold',
      [
        [1, 6],
        [2, 5],
        [3, 4],
        [7, 10],
        [8, 9],
        [11, 14],
        [12, 13],
        [15, 16],
      ],
    ],
    [
      'slide',
      [
        [1, 4],
        [2, 5],
        [3, 6],
        [7, 9],
        [8, 10],
        [11, 13],
        [12, 14],
        [15, 16],
      ],
    ],
    [
      'adjacent',
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
        [9, 10],
        [11, 12],
        [13, 14],
        [15, 16],
      ],
    ],
  ])('%s', (pairing, expected) => {
    const teams = BRACKETS.flatMap(([points, ids]) => ids.map((id) => team(id, points)));
    for (const avoidConflicts of ['off', 'within-bracket', 'adjacent-brackets'] as const) {
      const debates = drawTwoTeam({
        sides: ['proposition', 'opposition'],
        teams,
        method: 'power-paired',
        options: { ...DEFAULT_TWO_TEAM_OPTIONS, oddBracket: 'pullup-top', pullupRestriction: 'none', pairing, avoidConflicts },
        random: seededRandom('p'),
      });
      expect(debates.map((d) => d.seats.map((s) => Number(s.teamId)).sort((a, b) => a - b))).toEqual(expected);
    }
  });
});

describe('deviation from the pairing method (test_graph_allocations.py, 8 teams)', () => {
  const deviations = (method: PairingMethod, from: number) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((j) => pairingDeviation(method, from, j, 8));
  it('slide', () => {
    expect(deviations('slide', 1)).toEqual([4, 3, 2, 1, 0, 1, 2, 3]);
    expect(deviations('slide', 4)).toEqual([1, 2, 3, 4, 3, 2, 1, 0]);
  });
  it('fold', () => {
    expect(deviations('fold', 1)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(deviations('fold', 4)).toEqual([4, 3, 2, 1, 0, 1, 2, 3]);
  });
  it('adjacent', () => {
    expect(deviations('adjacent', 1)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
    expect(deviations('adjacent', 4)).toEqual([2, 1, 0, -1, 0, 1, 2, 3]);
  });
});

describe('BP rooms (test_bphungarian_parts.py)', () => {
  const cases: { points: number[]; anywhere: [number, number[]][]; oneRoom: [number, number[]][] }[] = [
    {
      points: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      anywhere: [
        [11, [8, 9, 10, 11]],
        [7, [4, 5, 6, 7]],
        [3, [0, 1, 2, 3]],
      ],
      oneRoom: [
        [11, [8, 9, 10, 11]],
        [7, [4, 5, 6, 7]],
        [3, [0, 1, 2, 3]],
      ],
    },
    {
      points: [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0],
      anywhere: [
        [3, [2, 3]],
        [2, [1, 2]],
        [1, [0, 1]],
      ],
      oneRoom: [
        [3, [2, 3]],
        [2, [1, 2]],
        [1, [0, 1]],
      ],
    },
    {
      points: [4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0],
      anywhere: [
        [4, [3, 4]],
        [3, [3]],
        [2, [1, 2]],
        [2, [1, 2]],
        [2, [1, 2]],
        [1, [0, 1]],
      ],
      oneRoom: [
        [4, [3, 4]],
        [3, [3]],
        [2, [2]],
        [2, [2]],
        [2, [1, 2]],
        [1, [0, 1]],
      ],
    },
    {
      points: [4, 3, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0],
      anywhere: [
        [4, [2, 3, 4]],
        [2, [2]],
        [0, [0]],
      ],
      oneRoom: [
        [4, [2, 3, 4]],
        [2, [2]],
        [0, [0]],
      ],
    },
    {
      points: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6],
      anywhere: [
        [7, [6, 7]],
        [7, [6, 7]],
        [7, [6, 7]],
        [6, [6]],
      ],
      oneRoom: [
        [7, [7]],
        [7, [7]],
        [7, [6, 7]],
        [6, [6]],
      ],
    },
  ];
  const asPairs = (rooms: { level: number; allowed: Set<number> }[]) =>
    rooms.map((r) => [r.level, [...r.allowed].sort((a, b) => a - b)]);
  it.each(cases.map((c, i) => [i + 1, c] as const))('case %i', (_, c) => {
    expect(asPairs(defineRoomsAnywhere(c.points))).toEqual(c.anywhere);
    expect(asPairs(defineRoomsOneRoom(c.points))).toEqual(c.oneRoom);
  });
});

describe('BP position balance: the documentation example (draw-generation-bp.rst)', () => {
  // Sixteen teams before round 4; each has held three different positions once and lacks the one
  // where the documentation's table shows 0 in its own bracket. Positions: OG, OO, CG, CO.
  const LACKS = { og: [0, 1, 1, 1], oo: [1, 0, 1, 1], cg: [1, 1, 0, 1], co: [1, 1, 1, 0] };
  const TEAMS: [string, number, number[]][] = [
    ['A', 8, LACKS.co],
    ['B', 7, LACKS.oo],
    ['C', 7, LACKS.cg],
    ['D', 6, LACKS.oo],
    ['E', 6, LACKS.og],
    ['F', 6, LACKS.cg],
    ['G', 5, LACKS.oo],
    ['H', 5, LACKS.oo],
    ['I', 4, LACKS.cg],
    ['J', 4, LACKS.co],
    ['K', 3, LACKS.og],
    ['L', 3, LACKS.cg],
    ['M', 3, LACKS.co],
    ['N', 3, LACKS.og],
    ['O', 1, LACKS.co],
    ['P', 1, LACKS.og],
  ];
  const teams = TEAMS.map(([id, points, history]) => ({ ...team(0, points, history), id }));

  it('has the documentation cost matrix: 16 for a position held once, 0 for the one lacking', () => {
    const table = positionCostTable(teams, DEFAULT_BP_OPTIONS);
    expect(table[0]?.map((c) => Math.round(c))).toEqual([16, 16, 16, 0]);
    expect(table[4]?.map((c) => Math.round(c))).toEqual([0, 16, 16, 16]);
  });

  it('has the documentation rooms: Top {8,7,6}, Second {6,5}, Third {4,3}, Bottom {3,1}', () => {
    const rooms = defineRoomsAnywhere(teams.map((t) => t.points));
    expect(rooms.map((r) => [...r.allowed].sort((a, b) => b - a))).toEqual([
      [8, 7, 6],
      [6, 5],
      [4, 3],
      [3, 1],
    ]);
  });

  it('finds a draw as good as the documentation highlights: four teams at 16, the rest at 0', () => {
    const rooms = defineRoomsAnywhere(teams.map((t) => t.points));
    for (let seed = 0; seed < 5; seed++) {
      const { totalCost } = assignPositions(teams, rooms, DEFAULT_BP_OPTIONS, seededRandom(`doc${seed}`));
      expect(totalCost).toBeCloseTo(4 * 16, 6);
    }
  });
});

// The BP draw's rules on small cases worked out by hand: position costs, rooms
// by bracket, the assignment's optimum, and the flags.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/training/random.ts';
import { assignPositions, DEFAULT_BP_OPTIONS, defineRooms, drawBp, positionCost, positionCostTable } from './bp-draw.ts';
import type { DrawTeam } from './draw-types.ts';

const SIDES = ['og', 'oo', 'cg', 'co'];

function team(id: string, points: number, sideCounts: number[] = [0, 0, 0, 0], fields: Partial<DrawTeam> = {}): DrawTeam {
  return {
    id,
    institutionIds: [`inst-${id}`],
    points,
    speakerTotal: 0,
    sideCounts,
    previousOpponentIds: [],
    isCheckedIn: true,
    isSwing: false,
    ...fields,
  };
}

/** Every assignment of teams to places a room allows, by brute force: the least total cost. */
function bruteForceOptimum(teams: DrawTeam[]): number {
  const rooms = defineRooms(
    [...teams].sort((a, b) => b.points - a.points).map((t) => t.points),
    'anywhere',
  );
  const table = positionCostTable(teams, DEFAULT_BP_OPTIONS);
  let best = Number.POSITIVE_INFINITY;
  const used = Array(teams.length).fill(false);
  const place = (slot: number, sum: number) => {
    if (sum >= best) return;
    if (slot === teams.length) {
      best = sum;
      return;
    }
    const room = rooms[Math.floor(slot / 4)];
    for (let t = 0; t < teams.length; t++) {
      if (used[t] || !room?.allowed.has((teams[t] as DrawTeam).points)) continue;
      used[t] = true;
      place(slot + 1, sum + (table[t]?.[slot % 4] as number));
      used[t] = false;
    }
  };
  place(0, 0);
  return best;
}

describe('position cost', () => {
  it('entropy: 0 for the one position a team lacks after three rounds, 2 (16 at β = 4) for the others', () => {
    // The documentation's example: team A has been OG, OO and CG once each.
    expect(positionCost('entropy', [1, 1, 1, 0], 3)).toBeCloseTo(0);
    expect(positionCost('entropy', [1, 1, 1, 0], 0)).toBeCloseTo(2);
    expect(positionCost('entropy', [1, 1, 1, 0], 0) ** 4).toBeCloseTo(16);
  });

  it('entropy of a first round is the same for every position', () => {
    const costs = [0, 1, 2, 3].map((p) => positionCost('entropy', [0, 0, 0, 0], p));
    expect(new Set(costs.map((c) => c.toFixed(9))).size).toBe(1);
  });

  it('Rényi orders: Hartley (α = 0) counts only positions seen; α = 2 prefers fewer repeats', () => {
    expect(positionCost('entropy', [2, 1, 1, 0], 3, 0)).toBeCloseTo(0);
    expect(positionCost('entropy', [2, 1, 1, 0], 1, 0)).toBeCloseTo((2 - Math.log2(3)) * 5);
    expect(positionCost('entropy', [2, 1, 1, 0], 3, 2)).toBeLessThan(positionCost('entropy', [2, 1, 1, 0], 0, 2));
  });

  it('simple: times in the position less times in the least frequent one', () => {
    expect([0, 1, 2, 3].map((p) => positionCost('simple', [2, 1, 1, 3], p))).toEqual([1, 0, 0, 2]);
  });

  it('variance: population variance of the history with the position added', () => {
    expect(positionCost('variance', [1, 1, 1, 0], 3)).toBe(0);
    expect(positionCost('variance', [1, 1, 1, 0], 0)).toBeCloseTo(0.5);
  });
});

describe('rooms and assignment', () => {
  it('keeps each team in a room its points allow and flags pull-ups', () => {
    const teams = [
      team('a', 3),
      team('b', 3),
      team('c', 3),
      team('d', 2),
      team('e', 2),
      team('f', 2),
      team('g', 1),
      team('h', 1),
    ];
    const debates = drawBp({
      sides: SIDES,
      teams,
      method: 'power-paired',
      options: DEFAULT_BP_OPTIONS,
      random: seededRandom('bp'),
    });
    const top = debates[0]?.seats.map((s) => s.teamId) ?? [];
    expect(top.filter((id) => ['a', 'b', 'c'].includes(id))).toHaveLength(3);
    const pulled = debates[0]?.flags.filter((f) => f.kind === 'pull-up') ?? [];
    expect(pulled).toHaveLength(1);
    expect(pulled[0]).toMatchObject({ fromPoints: 2, toPoints: 3 });
    expect(debates.map((d) => d.bracket)).toEqual([3, 2]);
  });

  it('gives each team the position it has not held when the bracket allows it', () => {
    const teams = [
      team('a', 0, [0, 1, 1, 1]),
      team('b', 0, [1, 0, 1, 1]),
      team('c', 0, [1, 1, 0, 1]),
      team('d', 0, [1, 1, 1, 0]),
    ];
    const [debate] = drawBp({
      sides: SIDES,
      teams,
      method: 'power-paired',
      options: DEFAULT_BP_OPTIONS,
      random: seededRandom('x'),
    });
    expect(debate?.seats.map((s) => s.teamId)).toEqual(['a', 'b', 'c', 'd']);
    expect(debate?.flags.filter((f) => f.kind === 'side-imbalance')).toEqual([]);
  });

  it('flags a team that must take a position it has held more often', () => {
    const teams = [
      team('a', 0, [0, 1, 1, 1]),
      team('b', 0, [0, 1, 1, 1]),
      team('c', 0, [1, 1, 0, 1]),
      team('d', 0, [1, 1, 1, 0]),
    ];
    const [debate] = drawBp({
      sides: SIDES,
      teams,
      method: 'power-paired',
      options: DEFAULT_BP_OPTIONS,
      random: seededRandom('x'),
    });
    expect(debate?.flags.filter((f) => f.kind === 'side-imbalance')).toHaveLength(1);
  });

  it('flags institution and history clashes in a room (BP draws do not avoid them)', () => {
    const teams = [
      team('a', 0, undefined, { institutionIds: ['x'], previousOpponentIds: ['b'] }),
      team('b', 0, undefined, { institutionIds: ['x'], previousOpponentIds: ['a'] }),
      team('c', 0),
      team('d', 0),
    ];
    const [debate] = drawBp({
      sides: SIDES,
      teams,
      method: 'power-paired',
      options: DEFAULT_BP_OPTIONS,
      random: seededRandom('x'),
    });
    expect(debate?.flags.map((f) => f.kind).sort()).toEqual(['history-clash', 'institution-clash']);
  });

  it('reaches the brute-force optimum on a 12-team round', () => {
    const random = seededRandom('opt');
    const teams = Array.from({ length: 12 }, (_, i) =>
      team(
        `t${i}`,
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0][i] as number,
        [0, 1, 2, 3].map(() => Math.floor(random() * 3)),
      ),
    );
    const sorted = [...teams].sort((a, b) => b.points - a.points);
    const rooms = defineRooms(
      sorted.map((t) => t.points),
      'anywhere',
    );
    const { totalCost } = assignPositions(sorted, rooms, DEFAULT_BP_OPTIONS, seededRandom('p'));
    expect(totalCost).toBeCloseTo(bruteForceOptimum(teams), 6);
  });
});

// The two-team draw's rules, each on a small case worked out by hand.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/training/random.ts';
import type { DrawDebate, DrawTeam, TwoTeamDrawOptions } from './draw-types.ts';
import {
  DEFAULT_TWO_TEAM_OPTIONS,
  drawTwoTeam,
  makeRawBrackets,
  plannedPartner,
  rankTeams,
  resolveOddBrackets,
  sideImbalanceCost,
} from './two-team-draw.ts';

const SIDES = ['proposition', 'opposition'];

function team(id: string, fields: Partial<DrawTeam> = {}): DrawTeam {
  return {
    id,
    institutionIds: [`inst-${id}`],
    points: 0,
    speakerTotal: 0,
    sideCounts: [0, 0],
    previousOpponentIds: [],
    isCheckedIn: true,
    isSwing: false,
    ...fields,
  };
}

function draw(
  teams: DrawTeam[],
  options: Partial<TwoTeamDrawOptions> = {},
  method: 'random' | 'power-paired' = 'power-paired',
  seed = 's',
) {
  return drawTwoTeam({
    sides: SIDES,
    teams,
    method,
    options: { ...DEFAULT_TWO_TEAM_OPTIONS, ...options },
    random: seededRandom(seed),
  });
}

/** Each debate's team ids, sorted, for comparisons that ignore sides. */
const pairs = (debates: DrawDebate[]) => debates.map((d) => d.seats.map((s) => s.teamId).sort());

describe('ranking and brackets', () => {
  it('ranks by points, then speaker total, then input order', () => {
    const ranked = rankTeams([
      team('a', { points: 1, speakerTotal: 150 }),
      team('b', { points: 2, speakerTotal: 140 }),
      team('c', { points: 1, speakerTotal: 160 }),
      team('d', { points: 1, speakerTotal: 150 }),
    ]);
    expect(ranked.map((t) => t.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('groups equal points into brackets, top first', () => {
    const brackets = makeRawBrackets(rankTeams([team('a', { points: 1 }), team('b', { points: 2 }), team('c', { points: 1 })]));
    expect(brackets.map((b) => [b.points, b.teams.map((t) => t.id)])).toEqual([
      [2, ['b']],
      [1, ['a', 'c']],
    ]);
  });

  it('pulls up, with least-to-date, only among the teams pulled up fewest times', () => {
    const raw = makeRawBrackets([
      team('a', { points: 2 }),
      team('b', { points: 1, pullupCount: 1 }),
      team('c', { points: 1 }),
      team('d', { points: 1 }),
    ]);
    const resolved = resolveOddBrackets(raw, 'pullup-top', 'least-to-date', seededRandom('x'));
    expect(resolved.map((b) => b.teams.map((t) => t.id))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    const unrestricted = resolveOddBrackets(raw, 'pullup-top', 'none', seededRandom('x'));
    expect(unrestricted[0]?.teams.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('pulls from the middle of an even bracket one of its two middle teams', () => {
    const raw = makeRawBrackets([
      team('a', { points: 2 }),
      ...['b', 'c', 'd', 'e'].map((id) => team(id, { points: 1 })),
      team('f', { points: 0 }),
    ]);
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      seen.add(resolveOddBrackets(raw, 'pullup-middle', 'none', seededRandom(`m${seed}`))[0]?.teams[1]?.id as string);
    }
    expect([...seen].sort()).toEqual(['c', 'd']);
  });
});

describe('pairing within a bracket', () => {
  // The documentation's ten-team bracket: fold 1–10, 2–9 …; slide 1–6, 2–7 …; adjacent 1–2, 3–4 ….
  it.each([
    ['fold', [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['slide', [5, 6, 7, 8, 9, 0, 1, 2, 3, 4]],
    ['adjacent', [1, 0, 3, 2, 5, 4, 7, 6, 9, 8]],
  ] as const)('%s', (method, partners) => {
    expect([...Array(10).keys()].map((i) => plannedPartner(method, i, 10))).toEqual(partners);
  });

  it('pairs by slide when nothing clashes, pulled-up team last in its new bracket', () => {
    const teams = [
      team('a', { points: 2 }),
      team('b', { points: 2 }),
      team('c', { points: 2 }),
      team('d', { points: 1 }),
      team('e', { points: 1 }),
      team('f', { points: 1 }),
    ];
    const debates = draw(teams);
    // Bracket 2: a b c + d (pulled up) → a–c, b–d; bracket 1: e–f.
    expect(pairs(debates)).toEqual([
      ['a', 'c'],
      ['b', 'd'],
      ['e', 'f'],
    ]);
    expect(debates[1]?.flags).toContainEqual({ kind: 'pull-up', teamId: 'd', fromPoints: 1, toPoints: 2 });
    expect(debates.map((d) => d.bracket)).toEqual([2, 2, 1]);
  });

  it('pairs by fold when asked', () => {
    const teams = ['a', 'b', 'c', 'd'].map((id) => team(id, { points: 1 }));
    expect(pairs(draw(teams, { pairing: 'fold' }))).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
  });
});

describe('conflict avoidance', () => {
  it('moves a slide pairing away from an institution clash, and says why', () => {
    // Slide would pair a–c and b–d; a and c are of one institution.
    const teams = [
      team('a', { points: 1, institutionIds: ['x'] }),
      team('b', { points: 1 }),
      team('c', { points: 1, institutionIds: ['x'] }),
      team('d', { points: 1 }),
    ];
    const debates = draw(teams);
    // a–b/c–d and a–d/b–c stray equally far from slide.
    expect(pairs(debates)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    for (const debate of debates) {
      expect(debate.flags).toContainEqual({ kind: 'clash-avoided', clash: 'institution', teamIds: ['a', 'c'] });
      expect(debate.flags.some((f) => f.kind === 'institution-clash')).toBe(false);
    }
  });

  it('keeps an unavoidable institution clash and flags it', () => {
    const debates = draw([team('a', { institutionIds: ['x'] }), team('b', { institutionIds: ['x'] })]);
    expect(debates[0]?.flags).toContainEqual({ kind: 'institution-clash', teamIds: ['a', 'b'], institutionId: 'x' });
  });

  it('leaves clashes in place when avoidance is off', () => {
    const teams = [team('a', { institutionIds: ['x'] }), team('b'), team('c', { institutionIds: ['x'] }), team('d')];
    const debates = draw(teams, { avoidConflicts: 'off' });
    expect(pairs(debates)[0]).toEqual(['a', 'c']);
    expect(debates[0]?.flags.map((f) => f.kind)).toContain('institution-clash');
  });

  it('would rather meet its own institution than meet a team again', () => {
    // Four teams: a has met d; a and c share an institution. Slide gives a–c, b–d; the only other
    // pairings are a–b/c–d (clean) … make a–b a rematch too, so a must choose between c (institution) and d (rematch).
    const teams = [
      team('a', { institutionIds: ['x'], previousOpponentIds: ['b', 'd'] }),
      team('b', { previousOpponentIds: ['a'] }),
      team('c', { institutionIds: ['x'] }),
      team('d', { previousOpponentIds: ['a'] }),
    ];
    const debates = draw(teams);
    expect(pairs(debates)).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(debates[0]?.flags.map((f) => f.kind)).toEqual(['institution-clash']);
  });

  it('avoids a clash through the adjacent bracket only when allowed to', () => {
    // Bracket 1: a, b of one institution; bracket 0: c, d.
    const teams = [
      team('a', { points: 1, institutionIds: ['x'] }),
      team('b', { points: 1, institutionIds: ['x'] }),
      team('c', { points: 0 }),
      team('d', { points: 0 }),
    ];
    const within = draw(teams, { avoidConflicts: 'within-bracket' });
    expect(pairs(within)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const across = draw(teams, { avoidConflicts: 'adjacent-brackets' });
    expect(pairs(across).map((p) => p.join(''))).not.toContain('ab');
    const pullups = across.flatMap((d) => d.flags.filter((f) => f.kind === 'pull-up'));
    expect(pullups).toHaveLength(2);
  });
});

describe('sides', () => {
  it('gives the first side to the team that has held it less', () => {
    const debates = draw([team('a', { sideCounts: [2, 1] }), team('b', { sideCounts: [1, 2] })]);
    expect(debates[0]?.seats).toEqual([
      { side: 'proposition', teamId: 'b' },
      { side: 'opposition', teamId: 'a' },
    ]);
    expect(debates[0]?.flags.some((f) => f.kind === 'side-imbalance')).toBe(false);
  });

  it('flips a seeded coin when both teams are even, the same way for the same seed', () => {
    const teams = [team('a', { sideCounts: [1, 1] }), team('b', { sideCounts: [1, 1] })];
    const firsts = new Set<string>();
    for (let seed = 0; seed < 16; seed++) {
      const first = draw(teams, {}, 'power-paired', `coin${seed}`)[0]?.seats[0]?.teamId as string;
      expect(draw(teams, {}, 'power-paired', `coin${seed}`)[0]?.seats[0]?.teamId).toBe(first);
      firsts.add(first);
    }
    expect([...firsts].sort()).toEqual(['a', 'b']);
  });

  it('flags a team that must hold a side it has held more often', () => {
    const debates = draw([team('a', { sideCounts: [2, 1] }), team('b', { sideCounts: [2, 1] })]);
    const imbalance = debates[0]?.flags.filter((f) => f.kind === 'side-imbalance');
    expect(imbalance).toHaveLength(1);
    expect(imbalance?.[0]).toMatchObject({ side: 'proposition', timesBefore: 2, fewestBefore: 1 });
  });

  it('costs a pairing of two teams that both need the same side (Tabbycat graph.py)', () => {
    expect(sideImbalanceCost(team('a', { sideCounts: [2, 1] }), team('b', { sideCounts: [2, 1] }))).toBe(1);
    expect(sideImbalanceCost(team('a', { sideCounts: [3, 1] }), team('b', { sideCounts: [2, 1] }))).toBe(1);
    expect(sideImbalanceCost(team('a', { sideCounts: [4, 1] }), team('b', { sideCounts: [4, 1] }))).toBe(3);
    expect(sideImbalanceCost(team('a', { sideCounts: [2, 1] }), team('b', { sideCounts: [1, 2] }))).toBe(0);
    expect(sideImbalanceCost(team('a', { sideCounts: [1, 1] }), team('b', { sideCounts: [2, 1] }))).toBe(0);
  });

  it('prefers a slide deviation to a pairing that forces a side imbalance', () => {
    // Slide: a–c, b–d; a and c both held proposition more, b and d opposition more.
    const teams = [
      team('a', { sideCounts: [2, 1] }),
      team('b', { sideCounts: [1, 2] }),
      team('c', { sideCounts: [2, 1] }),
      team('d', { sideCounts: [1, 2] }),
    ];
    const debates = draw(teams);
    expect(pairs(debates)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(debates.flatMap((d) => d.flags).some((f) => f.kind === 'side-imbalance')).toBe(false);
  });
});

describe('random rounds', () => {
  it('pairs everyone, avoids institution clashes and depends only on the seed', () => {
    const teams = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => team(id, { institutionIds: [i < 3 ? 'x' : 'y'] }));
    const first = draw(teams, {}, 'random', 'r1');
    expect(first).toEqual(draw(teams, {}, 'random', 'r1'));
    for (const debate of first) {
      expect(debate.flags.some((f) => f.kind === 'institution-clash')).toBe(false);
      expect(debate.bracket).toBe(0);
    }
    expect(pairs(first).flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

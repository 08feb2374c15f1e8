import { describe, expect, it } from 'vitest';
import {
  computeTeamStandings,
  type DebateResult,
  metricOf,
  StandingsError,
  TEAM_STANDINGS_PRESETS,
  type TeamMetric,
  teamStandingsPresetFor,
} from './team-standings.ts';

/** A two-team debate from team totals: [team, score] winner first. */
function twoTeam(debateId: string, round: number, winner: [string, number], loser: [string, number]): DebateResult {
  return {
    debateId,
    round,
    teams: [
      { teamId: winner[0], side: 'proposition', place: 1, speakers: [], score: winner[1] },
      { teamId: loser[0], side: 'opposition', place: 2, speakers: [], score: loser[1] },
    ],
  };
}

/** A BP debate: teams in finishing order with their totals. */
function bp(debateId: string, round: number, order: [string, number][]): DebateResult {
  const sides = ['og', 'oo', 'cg', 'co'];
  return {
    debateId,
    round,
    teams: order.map(([teamId, score], i) => ({ teamId, side: sides[i] ?? 'og', place: i + 1, speakers: [], score })),
  };
}

const values = (rows: ReturnType<typeof computeTeamStandings>, metric: TeamMetric) =>
  Object.fromEntries(rows.map((r) => [r.teamId, metricOf(r, metric)]));

// Ported from Tabbycat's standings tests: tabbycat/standings/tests/test_standings.py
// (TestTrivialStandings and TestBasicStandings), TabbycatDebate/tabbycat at
// commit 59c4d5fcda86e474be9454ea97873ca85207adf8. Their expected values are Tabbycat's.
describe('Tabbycat standings test cases', () => {
  // TestTrivialStandings: team 1 beats team 2 twice, 100+i to 100−i in round i.
  const trivial = [1, 2].map((i) => twoTeam(`d${i}`, i, ['1', 100 + i], ['2', 100 - i]));
  const metricCase = (metric: TeamMetric) =>
    values(computeTeamStandings([{ teamId: '1' }, { teamId: '2' }], trivial, { precedence: [metric] }), metric);

  it.each<[TeamMetric, number, number]>([
    ['points', 2, 0],
    ['wins', 2, 0],
    ['speakerScoreTotal', 203, 197],
    ['speakerScoreAverage', 101.5, 98.5],
    ['speakerScoreStdDev', 0.5, 0.5],
    ['drawStrength', 0, 4],
    ['drawStrengthBySpeakerScore', 394, 406],
    ['marginTotal', 6, -6],
    ['marginAverage', 3, -3],
    ['ballots', 6, 0],
  ])('%s is %d and %d', (metric, one, two) => {
    expect(metricCase(metric)).toEqual({ 1: one, 2: two });
  });

  it('who-beat-whom first in the precedence compares the two teams; after an untied metric it is blank', () => {
    expect(metricCase('whoBeatWhom')).toEqual({ 1: 2, 2: 0 });
    const rows = computeTeamStandings([], trivial, { precedence: ['points', 'whoBeatWhom'] });
    expect(rows.map((r) => metricOf(r, 'whoBeatWhom'))).toEqual([null, null]);
  });

  it('a team without debates ties with the winless team on wins', () => {
    const rows = computeTeamStandings([{ teamId: '1' }, { teamId: '2' }, { teamId: 'extra' }], trivial, { precedence: ['wins'] });
    expect(rows.map((r) => [r.teamId, r.rank, r.isTied])).toEqual([
      ['1', 1, false],
      ['2', 2, true],
      ['extra', 2, true],
    ]);
  });

  // TestBasicStandings.testdata[1]: four teams, three rounds.
  const basic = [
    twoTeam('r1-ab', 1, ['A', 265.0], ['B', 242.5]),
    twoTeam('r1-cd', 1, ['C', 273.0], ['D', 253.0]),
    twoTeam('r2-ac', 2, ['C', 265.0], ['A', 263.5]),
    twoTeam('r2-bd', 2, ['D', 274.5], ['B', 260.0]),
    twoTeam('r3-ab', 3, ['A', 276.0], ['B', 251.0]),
    twoTeam('r3-cd', 3, ['D', 260.0], ['C', 246.5]),
  ];
  const teams = ['A', 'B', 'C', 'D'].map((teamId) => ({ teamId }));

  it('reproduces the metrics and the order of TestBasicStandings', () => {
    const precedence: TeamMetric[] = ['points', 'speakerScoreTotal', 'drawStrength', 'marginTotal'];
    const rows = computeTeamStandings(teams, basic, { precedence });
    expect(rows.map((r) => r.teamId)).toEqual(['A', 'D', 'C', 'B']);
    expect(values(rows, 'points')).toEqual({ A: 2, B: 0, C: 2, D: 2 });
    expect(values(rows, 'speakerScoreTotal')).toEqual({ A: 804.5, B: 753.5, C: 784.5, D: 787.5 });
    expect(values(rows, 'drawStrength')).toEqual({ A: 2, B: 6, C: 6, D: 4 });
    expect(values(rows, 'marginTotal')).toEqual({ A: 46, B: -62, C: 8, D: 8 });
    const two = computeTeamStandings(teams, basic, { precedence: ['points', 'speakerScoreTotal'] });
    expect(two.map((r) => r.teamId)).toEqual(['A', 'D', 'C', 'B']);
  });
});

describe('computeTeamStandings', () => {
  it('a bye is worth a win: a point and a win, no opponent and no speaker score', () => {
    const bye = { debateId: 'bye', round: 1, roomSize: 2, teams: [{ teamId: 'A', side: 'bye', place: 1, speakers: [] }] };
    const results = [bye, twoTeam('b', 1, ['B', 150], ['C', 140])];
    const rows = computeTeamStandings([], results, { precedence: ['points', 'wins'] });
    const byTeam = new Map(rows.map((r) => [r.teamId, r]));
    expect(byTeam.get('A')?.rankText).toBe('1=');
    expect(byTeam.get('B')?.rankText).toBe('1=');
    expect(byTeam.get('C')?.rankText).toBe('3');
  });

  it('shares a rank among teams equal on every metric, shown with "="', () => {
    const results = [twoTeam('a', 1, ['A', 150], ['B', 140]), twoTeam('b', 1, ['C', 150], ['D', 140])];
    const rows = computeTeamStandings([], results, { precedence: ['wins', 'speakerScoreTotal'] });
    expect(rows.map((r) => [r.teamId, r.rankText])).toEqual([
      ['A', '1='],
      ['C', '1='],
      ['B', '3='],
      ['D', '3='],
    ]);
  });

  it('a later metric separates teams tied on the earlier ones', () => {
    const results = [twoTeam('a', 1, ['A', 150], ['B', 140]), twoTeam('b', 1, ['C', 151], ['D', 139])];
    const rows = computeTeamStandings([], results, { precedence: ['wins', 'speakerScoreTotal'] });
    expect(rows.map((r) => r.rankText)).toEqual(['1', '2', '3', '4']);
    expect(rows.map((r) => r.teamId)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('BP preset: points, then total speaks, then firsts, then seconds (hand-checked)', () => {
    // Two rounds of two rooms. P (first, then second) and Q (second, then first) both end on
    // 5 points, 300 speaks, one first and one second; S and T both on 4 points, 290 speaks, one first.
    const results = [
      bp('r1a', 1, [
        ['P', 160],
        ['R', 150],
        ['T', 140],
        ['U', 130],
      ]),
      bp('r1b', 1, [
        ['S', 155],
        ['Q', 150],
        ['V', 145],
        ['W', 135],
      ]),
      bp('r2a', 2, [
        ['Q', 150],
        ['P', 140],
        ['S', 135],
        ['V', 130],
      ]),
      bp('r2b', 2, [
        ['T', 150],
        ['U', 145],
        ['R', 140],
        ['W', 120],
      ]),
    ];
    const rows = computeTeamStandings([], results, { precedence: TEAM_STANDINGS_PRESETS.bp });
    // Points: P 3+2=5, Q 2+3=5, R 2+1=3, S 3+1=4, T 1+3=4, U 0+2=2, V 1+0=1, W 0+0=0.
    expect(values(rows, 'points')).toEqual({ P: 5, Q: 5, R: 3, S: 4, T: 4, U: 2, V: 1, W: 0 });
    // P and Q: 300 speaks each, one first and one second each: draw strength decides.
    // P met R, T, U (3+4+2 = 9) and Q, S, V (5+4+1 = 10): 19. Q met S, V, W (4+1+0 = 5) and P, S, V (5+4+1 = 10): 15.
    expect(values(rows, 'drawStrength')).toMatchObject({ P: 19, Q: 15 });
    // S and T: 4 points; S 290 speaks, T 290 speaks; S one first, T one first; S no second, T no second: draw strength.
    // S met Q, V, W (5+1+0) and Q, P, V (5+5+1): 17. T met P, R, U (5+3+2) and U, R, W (2+3+0): 15.
    expect(rows.map((r) => [r.teamId, r.rankText])).toEqual([
      ['P', '1'],
      ['Q', '2'],
      ['S', '3'],
      ['T', '4'],
      ['R', '5'],
      ['U', '6'],
      ['V', '7'],
      ['W', '8'],
    ]);
  });

  it('ballots are counted out of three whatever the panel (Tabbycat normalises a 3–2 of five to 1.8)', () => {
    const debate: DebateResult = {
      debateId: 'd',
      round: 1,
      teams: [
        { teamId: 'A', side: 'proposition', place: 1, votes: { given: 3, possible: 5 }, speakers: [], score: 150 },
        { teamId: 'B', side: 'opposition', place: 2, votes: { given: 2, possible: 5 }, speakers: [], score: 149 },
      ],
    };
    expect(values(computeTeamStandings([], [debate], { precedence: ['ballots'] }), 'ballots')).toEqual({ A: 1.8, B: 1.2 });
  });

  it('a team score is the sum of its speeches, replies included', () => {
    const debate: DebateResult = {
      debateId: 'd',
      round: 1,
      teams: [
        {
          teamId: 'A',
          side: 'proposition',
          place: 1,
          speakers: [
            { speakerId: 'a1', position: 'prop-1', score: 75 },
            { speakerId: 'a1', position: 'prop-reply', score: 37.5, isReply: true },
          ],
        },
        { teamId: 'B', side: 'opposition', place: 2, speakers: [{ speakerId: 'b1', position: 'opp-1', score: 74 }] },
      ],
    };
    expect(values(computeTeamStandings([], [debate], { precedence: ['speakerScoreTotal'] }), 'speakerScoreTotal')).toEqual({
      A: 112.5,
      B: 74,
    });
  });

  it('counts only the rounds up to throughRound, and shows extra metrics unranked', () => {
    const results = [twoTeam('a', 1, ['A', 150], ['B', 140]), twoTeam('b', 2, ['B', 150], ['A', 140])];
    const rows = computeTeamStandings([], results, {
      precedence: ['wins'],
      extraMetrics: ['speakerScoreTotal'],
      throughRound: 1,
    });
    expect(rows.map((r) => [r.teamId, r.rank, metricOf(r, 'speakerScoreTotal')])).toEqual([
      ['A', 1, 150],
      ['B', 2, 140],
    ]);
  });

  it('refuses a metric twice in the precedence (who-beat-whom excepted)', () => {
    expect(() => computeTeamStandings([], [], { precedence: ['wins', 'wins'] })).toThrow(StandingsError);
    expect(() => computeTeamStandings([], [], { precedence: ['wins', 'whoBeatWhom', 'ballots', 'whoBeatWhom'] })).not.toThrow();
  });

  it('picks the preset from the format', () => {
    expect(teamStandingsPresetFor('parliamentary')).toEqual(TEAM_STANDINGS_PRESETS.bp);
    expect(teamStandingsPresetFor('world-schools')).toEqual(TEAM_STANDINGS_PRESETS.wsdc);
    expect(teamStandingsPresetFor('oxford')).toEqual(TEAM_STANDINGS_PRESETS.twoTeam);
  });
});

describe('swing teams', () => {
  // S, a swing team, beats A in round 1 and loses to B in round 2; B beats C, then A beats C.
  const results = [
    twoTeam('d1', 1, ['S', 160], ['A', 150]),
    twoTeam('d2', 1, ['B', 158], ['C', 152]),
    twoTeam('d3', 2, ['B', 161], ['S', 149]),
    twoTeam('d4', 2, ['A', 155], ['C', 151]),
  ];
  const teams = ['A', 'B', 'C', 'S'].map((teamId) => ({ teamId }));
  const rows = computeTeamStandings(teams, results, {
    precedence: ['wins', 'drawStrength'],
    unrankedTeamIds: new Set(['S']),
  });

  it('have no row, and the others are ranked 1 to n without them', () => {
    expect(rows.map((r) => [r.teamId, r.rankText])).toEqual([
      ['B', '1'],
      ['A', '2'],
      ['C', '3'],
    ]);
  });

  it('still count for their opponents: the win over them, the loss to them, and their wins in draw strength', () => {
    expect(values(rows, 'wins')).toEqual({ A: 1, B: 2, C: 0 });
    // A met S (1 win) and C (0); B met C (0) and S (1).
    expect(values(rows, 'drawStrength')).toEqual({ A: 1, B: 1, C: 3 });
  });
});

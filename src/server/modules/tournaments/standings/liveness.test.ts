import { describe, expect, it } from 'vitest';
import { bpPointCombinations, livenessOf, livenessThresholds } from './liveness.ts';

// Cases ported from Tabbycat's tabbycat/breakqual/tests/test_liveness.py
// (TabbycatDebate/tabbycat at commit 59c4d5fcda86e474be9454ea97873ca85207adf8):
// real tournaments, with the scores on which every team broke (safe at or
// below) and some team broke (dead strictly below).
describe('livenessThresholds', () => {
  it.each([
    // [name, current round, break size, teams, rounds, safe at most, dead at least]
    ['Australs 2017 open, penultimate', 7, 16, 79, 8, 6, 2],
    ['Australs 2017 open', 8, 16, 79, 8, 6, 3],
    ['Easters 2017 open', 6, 16, 100, 6, 5, 2],
    ['Australs 2016 open', 8, 16, 74, 8, 6, 3],
  ])('two teams: %s', (_name, round, breakSize, teams, rounds, safe, dead) => {
    const t = livenessThresholds({
      teamsPerDebate: 2,
      isGeneral: true,
      currentRound: round,
      totalRounds: rounds,
      breakSize,
      totalTeams: teams,
    });
    expect(t.safe).toBeGreaterThanOrEqual(safe);
    expect(t.dead).toBeLessThanOrEqual(dead);
  });

  it.each([
    ['ABP 2017 open, penultimate', 5, 24, 100, 6, 12, 4],
    ['ABP 2017 open', 6, 24, 100, 6, 12, 7],
    ['Yale 2017 open', 6, 16, 172, 6, 14, 9],
    ['Melbourne mini 2017', 6, 8, 20, 6, 11, 6],
    ['USU IV 2016', 5, 8, 30, 5, 10, 5],
    ['WUDC 2016 open, round 9', 9, 48, 382, 9, 18, 13],
    ['WUDC 2016 open, round 4', 4, 48, 382, 9, 18, -2],
  ])('BP: %s', (_name, round, breakSize, teams, rounds, safe, dead) => {
    const t = livenessThresholds({
      teamsPerDebate: 4,
      isGeneral: true,
      currentRound: round,
      totalRounds: rounds,
      breakSize,
      totalTeams: teams,
    });
    expect(t.safe).toBeGreaterThanOrEqual(safe);
    expect(t.dead).toBeLessThanOrEqual(dead);
  });

  it('restricted breaks use the category’s own scores (Australs 2017 ESL, ABP 2017 EFL)', () => {
    const esl = livenessThresholds({
      teamsPerDebate: 2,
      isGeneral: false,
      currentRound: 7,
      totalRounds: 8,
      breakSize: 4,
      totalTeams: 79,
      categoryTeamPoints: [5, 4, 3, 3, 1, 1],
    });
    expect(esl.safe).toBeGreaterThanOrEqual(4);
    expect(esl.dead).toBeLessThanOrEqual(0);
    const efl = livenessThresholds({
      teamsPerDebate: 4,
      isGeneral: false,
      currentRound: 6,
      totalRounds: 6,
      breakSize: 8,
      totalTeams: 21,
      categoryTeamPoints: [10, 9, 9, 8, 7, 7, 7, 6, 6],
    });
    expect(efl.safe).toBeGreaterThanOrEqual(8);
    expect(efl.dead).toBeLessThanOrEqual(3);
  });

  it('BP point combinations are the quadrinomial triangle (test_bp_coefficients)', () => {
    expect(bpPointCombinations(0)).toEqual([1]);
    expect(bpPointCombinations(1)).toEqual([1, 1, 1, 1]);
    expect(bpPointCombinations(2)).toEqual([1, 2, 3, 4, 3, 2, 1]);
    expect(bpPointCombinations(10).slice(0, 16)).toEqual([
      1, 10, 55, 220, 705, 1902, 4455, 9240, 17205, 29050, 44803, 63460, 82885, 100110, 112035, 116304,
    ]);
  });

  it('classifies a team against the thresholds', () => {
    const t = { safe: 6, dead: 2 };
    expect([7, 6, 4, 2, 0].map((p) => livenessOf(p, t))).toEqual(['safe', 'safe', 'live', 'dead', 'dead']);
  });
});

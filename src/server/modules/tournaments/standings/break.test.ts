import { describe, expect, it } from 'vitest';
import { type BreakCategory, type BreakTeam, computeBreak } from './break.ts';
import type { TeamStandingRow } from './team-standings.ts';

/** Standings rows from [teamId, rank] in order. */
function standings(rows: [string, number][]): TeamStandingRow[] {
  return rows.map(([teamId, rank]) => ({
    teamId,
    rank,
    isTied: rows.filter((r) => r[1] === rank).length > 1,
    rankText: String(rank),
    metrics: [],
    debates: 3,
  }));
}

const open: BreakCategory = { id: 'open', name: 'Open', breakSize: 4, priority: 10, isGeneral: true };
const esl: BreakCategory = { id: 'esl', name: 'ESL', breakSize: 2, priority: 5 };
const team = (teamId: string, institutionId: string, categories: string[] = []): BreakTeam => ({
  teamId,
  institutionId,
  categories,
});

describe('computeBreak — standard rule', () => {
  const teams = ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => team(id, id));

  it('takes the top n with a clean cut', () => {
    const [result] = computeBreak(
      standings([
        ['A', 1],
        ['B', 2],
        ['C', 3],
        ['D', 4],
        ['E', 5],
        ['F', 6],
      ]),
      teams,
      [open],
      { excludeTeamsBreakingHigher: true },
    );
    expect(result?.status).toBe('complete');
    expect(result?.breaking.map((t) => [t.teamId, t.seed])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
    ]);
  });

  const tiedAtCut = standings([
    ['A', 1],
    ['B', 2],
    ['C', 3],
    ['D', 3],
    ['E', 3],
    ['F', 6],
  ]);

  it('never cuts a tie at the break silently: it names the tied teams and the places left', () => {
    const [result] = computeBreak(tiedAtCut, teams, [open], { excludeTeamsBreakingHigher: true });
    expect(result?.status).toBe('tie-at-break');
    expect(result?.breaking.map((t) => t.teamId)).toEqual(['A', 'B']);
    expect(result?.tie).toMatchObject({ rank: 3, teamIds: ['C', 'D', 'E'], places: 2 });
    expect(result?.tie?.message).toContain('3 teams are tied');
  });

  it('takes the tab director’s decision on the tie, and marks the others as having lost it', () => {
    const [result] = computeBreak(tiedAtCut, teams, [open], {
      excludeTeamsBreakingHigher: true,
      tieDecisions: { open: ['E', 'C'] },
    });
    expect(result?.status).toBe('complete');
    expect(result?.breaking.map((t) => [t.teamId, t.breakRank, t.seed])).toEqual([
      ['A', 1, 1],
      ['B', 2, 2],
      ['C', 3, 3],
      ['E', 3, 4],
    ]);
    expect(result?.excluded).toEqual([{ teamId: 'D', rank: 3, categoryRank: 3, remark: 'lost-tie' }]);
    expect(result?.warnings[0]).toContain('C, E are tied');
  });

  it('refuses a decision that does not fit the tie, and stays undecided', () => {
    for (const decision of [['C'], ['C', 'F'], ['C', 'C']]) {
      const [result] = computeBreak(tiedAtCut, teams, [open], {
        excludeTeamsBreakingHigher: true,
        tieDecisions: { open: decision },
      });
      expect(result?.status).toBe('tie-at-break');
      expect(result?.tie?.decisionError).toBeTruthy();
    }
  });

  it('can break every tied team instead', () => {
    const [result] = computeBreak(tiedAtCut, teams, [open], {
      excludeTeamsBreakingHigher: true,
      tieDecisions: { open: 'break-all-tied' },
    });
    expect(result?.breaking).toHaveLength(5);
    expect(result?.warnings[0]).toContain('enlarged to 5');
  });

  it('a tie wholly inside the break needs no decision', () => {
    const [result] = computeBreak(
      standings([
        ['A', 1],
        ['B', 1],
        ['C', 3],
        ['D', 4],
        ['E', 5],
      ]),
      teams,
      [open],
      { excludeTeamsBreakingHigher: true },
    );
    expect(result?.status).toBe('complete');
    expect(result?.breaking.map((t) => t.breakRank)).toEqual([1, 1, 3, 4]);
  });
});

describe('computeBreak — categories', () => {
  const rows = standings([
    ['A', 1],
    ['B', 2],
    ['C', 3],
    ['D', 4],
    ['E', 5],
    ['F', 6],
    ['G', 7],
  ]);
  const teams = [
    team('A', 'a'),
    team('B', 'b', ['esl']),
    team('C', 'c'),
    team('D', 'd', ['esl']),
    team('E', 'e', ['esl']),
    team('F', 'f'),
    team('G', 'g', ['esl']),
  ];

  it('leaves a team breaking in a higher category out of lower ones, when the tournament says so', () => {
    const [openBreak, eslBreak] = computeBreak(rows, teams, [esl, open], { excludeTeamsBreakingHigher: true });
    expect(openBreak?.breaking.map((t) => t.teamId)).toEqual(['A', 'B', 'C', 'D']);
    expect(eslBreak?.breaking.map((t) => t.teamId)).toEqual(['E', 'G']);
    expect(eslBreak?.excluded.map((e) => [e.teamId, e.remark, e.breaksIn])).toEqual([
      ['B', 'different-break', 'open'],
      ['D', 'different-break', 'open'],
    ]);
  });

  it('lets a team break in both when the tournament allows it', () => {
    const [, eslBreak] = computeBreak(rows, teams, [open, esl], { excludeTeamsBreakingHigher: false });
    expect(eslBreak?.breaking.map((t) => t.teamId)).toEqual(['B', 'D']);
  });

  it('a lower category waits while a higher one has an undecided tie involving its teams', () => {
    const tied = standings([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 4],
      ['F', 6],
      ['G', 7],
    ]);
    const [openBreak, eslBreak] = computeBreak(tied, teams, [open, esl], { excludeTeamsBreakingHigher: true });
    expect(openBreak?.status).toBe('tie-at-break');
    expect(eslBreak).toMatchObject({ status: 'waiting', waitingFor: 'open' });
  });
});

describe('computeBreak — AIDA 1996', () => {
  it('caps an institution at three teams; the next team takes the place', () => {
    const rows = standings([
      ['M1', 1],
      ['M2', 2],
      ['M3', 3],
      ['M4', 4],
      ['S1', 5],
      ['T1', 6],
    ]);
    const teams = [team('M1', 'm'), team('M2', 'm'), team('M3', 'm'), team('M4', 'm'), team('S1', 's'), team('T1', 't')];
    const [result] = computeBreak(rows, teams, [{ ...open, rule: 'aida-1996' }], { excludeTeamsBreakingHigher: true });
    expect(result?.breaking.map((t) => t.teamId)).toEqual(['M1', 'M2', 'M3', 'S1']);
    expect(result?.excluded).toEqual([{ teamId: 'M4', rank: 4, categoryRank: 4, remark: 'capped' }]);
  });
});

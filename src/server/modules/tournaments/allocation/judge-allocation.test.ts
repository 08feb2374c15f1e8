import { describe, expect, it } from 'vitest';
import { type AllocationDebate, type AllocationJudge, allocateJudges } from './judge-allocation.ts';
import { canStillBreak, importanceByBracket, importanceByLiveness } from './debate-importance.ts';

const judge = (judgeId: string, score: number, extra: Partial<AllocationJudge> = {}): AllocationJudge => ({
  judgeId,
  score,
  ...extra,
});
const room = (debateId: string, importance: number, teamIds: string[], institutions: string[] = []): AllocationDebate => ({
  debateId,
  importance,
  teams: teamIds.map((teamId, i) => ({ teamId, institutionIds: institutions[i] ? [institutions[i] as string] : [] })),
});
const byId = (rooms: ReturnType<typeof allocateJudges>['rooms']) => Object.fromEntries(rooms.map((r) => [r.debateId, r]));

describe('allocateJudges', () => {
  const nine = Array.from({ length: 9 }, (_, i) => judge(`J${i + 1}`, i + 1));
  const three = [room('low', 1, ['a', 'b']), room('top', 3, ['c', 'd']), room('mid', 2, ['e', 'f'])];

  it('gives the most important room the strongest panel; the chair is the panel’s highest score', () => {
    const result = allocateJudges(three, nine, { panelSize: 3 });
    const rooms = byId(result.rooms);
    // Each pass hands the best judges left to the most important rooms: 9, 6, 3 / 8, 5, 2 / 7, 4, 1.
    expect(rooms.top).toMatchObject({ chair: 'J9', panellists: ['J6', 'J3'] });
    expect(rooms.mid).toMatchObject({ chair: 'J8', panellists: ['J5', 'J2'] });
    expect(rooms.low).toMatchObject({ chair: 'J7', panellists: ['J4', 'J1'] });
    expect(result.shortRooms).toEqual([]);
    expect(result.rooms.map((r) => r.debateId)).toEqual(['low', 'top', 'mid']);
    expect(rooms.top?.reasons[0]).toBe('Importance 3 (1 of 3 rooms)');
  });

  it('never places a judge with a conflicted team, a team of their institution, or a conflicted judge', () => {
    const result = allocateJudges(three, nine, {
      panelSize: 3,
      judgeTeamConflicts: [['J9', 'c']],
      judgeJudgeConflicts: [['J8', 'J6']],
    });
    const rooms = byId(result.rooms);
    expect(rooms.top?.chair).not.toBe('J9');
    const top = [rooms.top?.chair, ...(rooms.top?.panellists ?? [])];
    expect(top.includes('J8') && top.includes('J6')).toBe(false);

    const institutional = allocateJudges(
      [room('r', 1, ['a', 'b'], ['uni-a', 'uni-b'])],
      [judge('J1', 9, { institutionIds: ['uni-a'] }), judge('J2', 1)],
      {
        panelSize: 1,
      },
    );
    expect(institutional.rooms[0]?.chair).toBe('J2');
  });

  it('names a room left short by conflicts, and one left short by numbers', () => {
    const conflicted = allocateJudges([room('r1', 1, ['a', 'b']), room('r2', 1, ['c', 'd'])], [judge('J1', 5), judge('J2', 4)], {
      panelSize: 1,
      judgeTeamConflicts: [
        ['J1', 'a'],
        ['J2', 'b'],
      ],
    });
    expect(conflicted.shortRooms).toEqual([expect.objectContaining({ debateId: 'r1', hasChair: false, reason: 'conflicts' })]);
    expect(byId(conflicted.rooms).r1?.warnings[0]).toContain('No chair');

    const few = allocateJudges([room('r1', 2, ['a', 'b']), room('r2', 1, ['c', 'd'])], [judge('J1', 5)], { panelSize: 1 });
    expect(few.shortRooms).toEqual([expect.objectContaining({ debateId: 'r2', hasChair: false, reason: 'not-enough-judges' })]);
    expect(few.warnings[0]).toContain('only 1 voting judges');
  });

  it('keeps partial panels odd: five judges for three rooms of three make one panel and two solos', () => {
    const result = allocateJudges(three, nine.slice(4), { panelSize: 3 });
    const rooms = byId(result.rooms);
    expect(rooms.top?.panellists).toHaveLength(2);
    expect(rooms.mid?.panellists).toHaveLength(0);
    expect(rooms.low?.panellists).toHaveLength(0);
    expect(result.shortRooms.map((r) => [r.debateId, r.missing])).toEqual([
      ['low', 2],
      ['mid', 2],
    ]);
  });

  it('places trainees after the panels, with the strongest chairs first, and never as voting judges', () => {
    const judges = [judge('J1', 5), judge('J2', 3), judge('T1', 4, { isTrainee: true }), judge('L1', 1)];
    const result = allocateJudges([room('r1', 1, ['a', 'b']), room('r2', 2, ['c', 'd'])], judges, {
      panelSize: 1,
      minVotingScore: 2,
    });
    const rooms = byId(result.rooms);
    expect(rooms.r2).toMatchObject({ chair: 'J1', trainees: ['T1'] });
    expect(rooms.r1).toMatchObject({ chair: 'J2', trainees: ['L1'] });
  });

  it('avoids a judge who has seen a team before when another does as well', () => {
    const result = allocateJudges([room('r1', 1, ['a', 'b']), room('r2', 1, ['c', 'd'])], [judge('J1', 5), judge('J2', 5)], {
      panelSize: 1,
      history: [['J1', 'a']],
    });
    expect(byId(result.rooms).r1?.chair).toBe('J2');
  });
});

describe('debate importance', () => {
  const thresholds = new Map([['open', { safe: 6, dead: 2 }]]);
  const teams = [
    { teamId: 'safe', points: 7, categories: ['open'] },
    { teamId: 'live1', points: 4, categories: ['open'] },
    { teamId: 'live2', points: 3, categories: ['open'] },
    { teamId: 'dead', points: 1, categories: ['open'] },
  ];

  it('counts the live teams in a room', () => {
    const debates = [
      { debateId: 'd1', teamIds: ['safe', 'dead'] },
      { debateId: 'd2', teamIds: ['live1', 'live2'] },
    ];
    expect(importanceByLiveness(debates, teams, thresholds)).toEqual(
      new Map([
        ['d1', 0],
        ['d2', 2],
      ]),
    );
    expect(canStillBreak(teams[3] as (typeof teams)[number], thresholds)).toBe(false);
    expect(canStillBreak(teams[1] as (typeof teams)[number], thresholds)).toBe(true);
  });

  it('by bracket: the highest points in the room', () => {
    const points = new Map(teams.map((t) => [t.teamId, t.points]));
    expect(importanceByBracket([{ debateId: 'd', teamIds: ['live2', 'safe'] }], points).get('d')).toBe(7);
  });
});

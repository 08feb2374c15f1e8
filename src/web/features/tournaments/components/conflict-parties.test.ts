import { describe, expect, it } from 'vitest';
import { conflictInputOf, conflictTargetValue, nameConflicts, UNKNOWN_ADJUDICATOR, UNKNOWN_TEAM } from './conflict-parties.ts';

const JUDGE_ZOE = { id: 'a-1', name: 'Zoe Ng' };
const JUDGE_ADA = { id: 'a-2', name: 'ada Lovelace' };
const JUDGE_MO = { id: 'a-3', name: 'Mo Salah' };
const TEAM_ELM = { id: 't-1', name: 'Elm Team' };
const TEAM_BIRCH = { id: 't-2', name: 'Birch Team' };
const adjudicators = [JUDGE_ZOE, JUDGE_ADA, JUDGE_MO];
const teams = [TEAM_ELM, TEAM_BIRCH];

const withTeam = (id: string, adjudicatorId: string, teamId: string) => ({
  id,
  adjudicatorId,
  teamId,
  otherAdjudicatorId: null,
});
const withJudge = (id: string, adjudicatorId: string, otherAdjudicatorId: string) => ({
  id,
  adjudicatorId,
  teamId: null,
  otherAdjudicatorId,
});

describe('nameConflicts', () => {
  it.each([
    ['a team conflict', withTeam('c', 'a-1', 't-1'), { kind: 'team', first: 'Zoe Ng', second: 'Elm Team' }],
    [
      'a judge conflict, names alphabetical whichever id came first',
      withJudge('c', 'a-1', 'a-2'),
      { kind: 'adjudicator', first: 'ada Lovelace', second: 'Zoe Ng' },
    ],
    ['a team no longer listed', withTeam('c', 'a-3', 't-9'), { kind: 'team', first: 'Mo Salah', second: UNKNOWN_TEAM }],
    [
      'an adjudicator no longer listed',
      withJudge('c', 'a-9', 'a-3'),
      { kind: 'adjudicator', first: UNKNOWN_ADJUDICATOR, second: 'Mo Salah' },
    ],
  ])('names %s', (_, conflict, expected) => {
    const [named] = nameConflicts([conflict], teams, adjudicators);
    expect(named).toEqual({ id: 'c', ...expected, label: `${expected.first} and ${expected.second}` });
  });

  it('sorts by adjudicator (ignoring case), team conflicts first, then by the other name', () => {
    const named = nameConflicts(
      [
        withJudge('zoe-mo', 'a-1', 'a-3'),
        withTeam('zoe-elm', 'a-1', 't-1'),
        withTeam('mo-elm', 'a-3', 't-1'),
        withTeam('mo-birch', 'a-3', 't-2'),
        withJudge('ada-zoe', 'a-1', 'a-2'),
      ],
      teams,
      adjudicators,
    );
    expect(named.map((conflict) => conflict.id)).toEqual(['ada-zoe', 'mo-birch', 'mo-elm', 'zoe-mo', 'zoe-elm']);
    expect(named.map((conflict) => conflict.label)).toEqual([
      'ada Lovelace and Zoe Ng',
      'Mo Salah and Birch Team',
      'Mo Salah and Elm Team',
      'Mo Salah and Zoe Ng',
      'Zoe Ng and Elm Team',
    ]);
  });

  it('answers nothing for no conflicts', () => {
    expect(nameConflicts([], teams, adjudicators)).toEqual([]);
  });
});

describe('conflictInputOf', () => {
  it.each([
    ['a team', conflictTargetValue('team', 't-1'), { adjudicatorId: 'a-1', teamId: 't-1' }],
    ['another adjudicator', conflictTargetValue('adjudicator', 'a-2'), { adjudicatorId: 'a-1', otherAdjudicatorId: 'a-2' }],
    ['no choice yet', '', null],
    ['an unknown kind', 'venue:v-1', null],
    ['a kind without an id', 'team:', null],
  ])('for %s', (_, target, expected) => {
    expect(conflictInputOf('a-1', target)).toEqual(expected);
  });
});

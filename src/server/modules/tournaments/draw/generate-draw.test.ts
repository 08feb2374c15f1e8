// Who is drawn: check-in, byes, swing teams, errors, determinism.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/training/random.ts';
import { DrawError, type DrawInput, type DrawTeam } from './draw-types.ts';
import { drawSidesOf, generateDraw } from './generate-draw.ts';
import { DEBATE_FORMATS } from '#shared/formats/formats.ts';

const TWO = ['proposition', 'opposition'];
const BP = ['og', 'oo', 'cg', 'co'];

function team(id: string, fields: Partial<DrawTeam> = {}, sides = 2): DrawTeam {
  return {
    id,
    institutionIds: [`inst-${id}`],
    points: 0,
    speakerTotal: 0,
    sideCounts: Array(sides).fill(0),
    previousOpponentIds: [],
    isCheckedIn: true,
    isSwing: false,
    ...fields,
  };
}

function input(teams: DrawTeam[], fields: Partial<DrawInput> = {}): DrawInput {
  return { sides: TWO, teams, method: 'power-paired', oddTeams: 'bye', random: seededRandom('g'), ...fields };
}

const drawnIds = (result: ReturnType<typeof generateDraw>) => result.debates.flatMap((d) => d.seats.map((s) => s.teamId)).sort();

function drawError(run: () => unknown): DrawError {
  try {
    run();
  } catch (error) {
    if (error instanceof DrawError) return error;
    throw error;
  }
  throw new Error('expected a DrawError');
}

describe('check-in', () => {
  it('leaves out teams that have not checked in and names them', () => {
    const result = generateDraw(input([team('a'), team('b'), team('c', { isCheckedIn: false })]));
    expect(drawnIds(result)).toEqual(['a', 'b']);
    expect(result.notCheckedInTeamIds).toEqual(['c']);
  });

  it('draws them too when the organiser confirms', () => {
    const result = generateDraw(input([team('a'), team('b', { isCheckedIn: false })], { includeUnchecked: true }));
    expect(drawnIds(result)).toEqual(['a', 'b']);
    expect(result.notCheckedInTeamIds).toEqual([]);
  });

  it('fails with NO_TEAMS when nobody is checked in', () => {
    expect(drawError(() => generateDraw(input([team('a', { isCheckedIn: false })]))).code).toBe('NO_TEAMS');
  });
});

describe('odd teams', () => {
  it('gives the bye to the lowest-ranked team with the fewest byes', () => {
    const teams = [team('a', { points: 2 }), team('b', { points: 1 }), team('c', { points: 0, byeCount: 1 })];
    const result = generateDraw(input(teams));
    expect(result.byeTeamIds).toEqual(['b']);
    expect(drawnIds(result)).toEqual(['a', 'c']);
  });

  it('fills with a swing team, flagged, and lists the unused ones', () => {
    const teams = [team('a'), team('b'), team('c'), team('s1', { isSwing: true }), team('s2', { isSwing: true })];
    const result = generateDraw(input(teams, { oddTeams: 'swing' }));
    expect(drawnIds(result)).toEqual(['a', 'b', 'c', 's1']);
    expect(result.unusedSwingTeamIds).toEqual(['s2']);
    expect(result.debates.flatMap((d) => d.flags)).toContainEqual({ kind: 'swing-team', teamId: 's1' });
  });

  it('does not draw swing teams when the teams fill the debates', () => {
    const result = generateDraw(input([team('a'), team('b'), team('s', { isSwing: true })], { oddTeams: 'swing' }));
    expect(drawnIds(result)).toEqual(['a', 'b']);
    expect(result.unusedSwingTeamIds).toEqual(['s']);
  });

  it('fills BP rooms to a multiple of four with swing teams, or says how many are missing', () => {
    const teams = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => team(id, {}, 4));
    const swing = [team('s1', { isSwing: true }, 4), team('s2', { isSwing: true }, 4)];
    const result = generateDraw(input([...teams, ...swing], { sides: BP, oddTeams: 'swing' }));
    expect(result.debates).toHaveLength(2);
    const error = drawError(() => generateDraw(input([...teams, swing[0] as DrawTeam], { sides: BP, oddTeams: 'swing' })));
    expect(error.code).toBe('NOT_ENOUGH_SWING_TEAMS');
    expect(error.details).toMatchObject({ needed: 2, available: 1 });
  });

  it('gives BP byes to the teams beyond a multiple of four', () => {
    const teams = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => team(id, { points: 6 - i }, 4));
    const result = generateDraw(input(teams, { sides: BP }));
    expect(result.byeTeamIds.sort()).toEqual(['e', 'f']);
    expect(result.debates).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses formats that are neither two-team nor BP', () => {
    expect(drawError(() => generateDraw(input([team('a')], { sides: ['x', 'y', 'z'] }))).code).toBe('UNSUPPORTED_SIDES');
  });

  it('refuses duplicate teams and side counts of the wrong length', () => {
    expect(drawError(() => generateDraw(input([team('a'), team('a')]))).code).toBe('INVALID_TEAMS');
    expect(drawError(() => generateDraw(input([team('a'), team('b', {}, 4)]))).code).toBe('INVALID_TEAMS');
  });
});

describe('formats', () => {
  it('draws every format by its own sides: four for BP, two for the rest', () => {
    for (const format of DEBATE_FORMATS) {
      const sides = drawSidesOf(format);
      const teams = Array.from({ length: 8 }, (_, i) => team(`t${i}`, {}, sides.length));
      const result = generateDraw(input(teams, { sides, method: 'random' }));
      expect(result.debates).toHaveLength(8 / sides.length);
      expect(result.debates[0]?.seats.map((s) => s.side)).toEqual(sides);
    }
  });
});

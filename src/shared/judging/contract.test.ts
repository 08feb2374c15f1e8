// The panel rules the server enforces and the commitment page previews.
import { describe, expect, it } from 'vitest';
import { type JudgePosition, judgesWanted, openJudgePositions } from './contract.ts';

const panel = (...positions: JudgePosition[]) => positions.map((position) => ({ position }));

describe('openJudgePositions', () => {
  it.each([
    ['competitive', panel(), ['chair', 'panellist', 'trainee']],
    ['competitive', panel('chair'), ['panellist', 'trainee']],
    ['competitive', panel('chair', 'panellist'), ['panellist', 'trainee']],
    ['competitive', panel('chair', 'panellist', 'panellist'), ['trainee']],
    ['competitive', panel('panellist', 'panellist', 'trainee', 'trainee'), ['chair']],
    ['practice', panel(), ['chair', 'trainee']],
    ['quick', panel('chair', 'trainee'), ['trainee']],
    ['quick', panel('chair', 'trainee', 'trainee'), []],
    ['something-new', panel(), ['chair', 'trainee']],
  ] as const)('%s with %j leaves %j open', (type, judges, open) => {
    expect(openJudgePositions(type, judges)).toEqual(open);
  });

  it('wants a full panel for competitive rounds only', () => {
    expect([judgesWanted('competitive'), judgesWanted('quick'), judgesWanted('practice')]).toEqual([3, 1, 1]);
  });
});

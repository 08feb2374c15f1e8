// The panel rules the server enforces and the commitment page previews; the ballot's idempotency key.
import { describe, expect, it } from 'vitest';
import { ballotPath } from './ballot-delivery.ts';
import {
  AdminResultChangeInputSchema,
  type JudgePosition,
  judgesWanted,
  openJudgePositions,
  SubmitBallotInputSchema,
} from './contract.ts';
import { submitBallot } from './operations.ts';

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

describe('SubmitBallotInputSchema', () => {
  const ballot = { kind: 'sides', winner: 'affirmative', speakerScores: { aff: 28, neg: 27 }, reason: 'x'.repeat(60) };

  it('takes a ballot with or without a UUID idempotency key', () => {
    const key = crypto.randomUUID();
    expect(SubmitBallotInputSchema.parse({ ...ballot, idempotencyKey: key })).toMatchObject({ idempotencyKey: key });
    expect(SubmitBallotInputSchema.safeParse(ballot).success).toBe(true);
    const invalid = SubmitBallotInputSchema.safeParse({ ...ballot, idempotencyKey: 'offline-1' });
    expect(invalid.error?.issues[0]?.path).toEqual(['idempotencyKey']);
  });

  it('keeps the key out of an admin’s result change, and the route in one place', () => {
    const change = { ballot: { ...ballot, idempotencyKey: crypto.randomUUID() }, note: 'A note of ten characters.' };
    expect(AdminResultChangeInputSchema.safeParse(change).success).toBe(false);
    expect(ballotPath('a/b')).toBe('/api/judging/debates/a%2Fb/ballot');
    expect(submitBallot.path).toBe('/api/judging/debates/:id/ballot');
  });
});

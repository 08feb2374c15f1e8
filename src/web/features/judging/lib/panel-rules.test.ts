import { describe, expect, it } from 'vitest';
import { canWithdraw, takesJudges } from './panel-rules.ts';

describe('canWithdraw', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  it('allows withdrawing from a scheduled debate before its start', () => {
    expect(canWithdraw({ status: 'scheduled', startsAt: '2030-05-01T12:00:01Z' }, now)).toBe(true);
  });
  it.each([
    ['scheduled', '2030-05-01T12:00:00Z'],
    ['scheduled', '2030-05-01T11:00:00Z'],
    ['live', '2030-05-02T12:00:00Z'],
    ['cancelled', '2030-05-02T12:00:00Z'],
  ])('refuses a %s debate starting %s', (status, startsAt) => {
    expect(canWithdraw({ status, startsAt }, now)).toBe(false);
  });
});

describe('takesJudges', () => {
  it.each([
    ['scheduled', true],
    ['live', true],
    ['finished', false],
    ['cancelled', false],
  ])('%s → %s', (status, expected) => {
    expect(takesJudges({ status })).toBe(expected);
  });
});

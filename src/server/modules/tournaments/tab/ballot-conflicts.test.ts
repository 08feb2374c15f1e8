// Conflicting ballots: disagreement on the winner or the BP order, and a
// ballot whose scores contradict its own call.
import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import type { Ballot } from '#shared/judging/ballots.ts';
import { ballotConflicts } from './ballot-conflicts.ts';

const oxford = getFormat('oxford');
const bp = getFormat('parliamentary');
if (!oxford || !bp) throw new Error('formats missing');
const REASON = 'x'.repeat(60);

const sides = (winner: string, prop: number, opp: number): Ballot => ({
  kind: 'sides',
  winner,
  speakerScores: { 'prop-1': prop, 'prop-2': prop, 'opp-1': opp, 'opp-2': opp },
  reason: REASON,
});

const ranks = (order: string[], scores: number[]): Ballot => ({
  kind: 'ranks',
  ranks: Object.fromEntries(order.map((side, i) => [side, i + 1])),
  speakerScores: Object.fromEntries(
    order.flatMap((side, i) => {
      const positions = bp.positions.filter((p) => p.side === side).map((p) => p.id);
      return positions.map((p) => [p, scores[i] as number]);
    }),
  ),
  reason: REASON,
});

describe('ballotConflicts', () => {
  it('finds nothing when the panel agrees', () => {
    const ballots = [
      { judgeName: 'Ada', ballot: sides('proposition', 75, 70) },
      { judgeName: 'Bo', ballot: sides('proposition', 74, 72) },
    ];
    expect(ballotConflicts(oxford, ballots)).toEqual([]);
    expect(ballotConflicts(oxford, [])).toEqual([]);
  });

  it('names a split on the winner and who called what', () => {
    const conflicts = ballotConflicts(oxford, [
      { judgeName: 'Ada', ballot: sides('proposition', 75, 70) },
      { judgeName: 'Bo', ballot: sides('opposition', 70, 75) },
      { judgeName: 'Cy', ballot: sides('proposition', 76, 70) },
    ]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.kind).toBe('winner');
    expect(conflicts[0]?.message).toContain('Proposition: Ada, Cy');
    expect(conflicts[0]?.message).toContain('Opposition: Bo');
  });

  it('flags a ballot whose totals contradict its winner (a low-point or tied win)', () => {
    const low = ballotConflicts(oxford, [{ judgeName: 'Ada', ballot: sides('proposition', 70, 75) }]);
    expect(low).toEqual([
      { kind: 'scores', message: expect.stringContaining('Ada gives the win to Proposition on 140 against 150') },
    ]);
    expect(ballotConflicts(oxford, [{ judgeName: 'Bo', ballot: sides('opposition', 72, 72) }])[0]?.kind).toBe('scores');
  });

  it('flags BP ballots that order the teams differently, and totals out of the ranking', () => {
    const agreed = ranks(['og', 'oo', 'cg', 'co'], [78, 76, 74, 72]);
    expect(
      ballotConflicts(bp, [
        { judgeName: 'Ada', ballot: agreed },
        { judgeName: 'Bo', ballot: agreed },
      ]),
    ).toEqual([]);
    const other = ranks(['oo', 'og', 'cg', 'co'], [78, 76, 74, 72]);
    const conflicts = ballotConflicts(bp, [
      { judgeName: 'Ada', ballot: agreed },
      { judgeName: 'Bo', ballot: other },
    ]);
    expect(conflicts.map((c) => c.kind)).toEqual(['order']);
    const inverted = ranks(['og', 'oo', 'cg', 'co'], [72, 76, 74, 78]);
    expect(ballotConflicts(bp, [{ judgeName: 'Cy', ballot: inverted }]).map((c) => c.kind)).toEqual(['scores']);
  });
});

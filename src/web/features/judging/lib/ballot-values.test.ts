import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import {
  type BallotFormValues,
  ballotErrors,
  ballotFromValues,
  ballotShape,
  emptyBallotValues,
  fieldId,
  isBlank,
  liveTotals,
  ordinal,
  parseScore,
  restoreValues,
} from './ballot-values.ts';

const ld = getFormat('lincoln-douglas');
const standard = getFormat('standard');
const bp = getFormat('parliamentary');
if (!ld || !standard || !bp) throw new Error('formats missing');

const seats = (...positions: string[]) => positions.map((position) => ({ position }));
const values = (change: Partial<BallotFormValues>): BallotFormValues => ({ ...emptyBallotValues(), ...change });
const REASON = 'The affirmative’s framework went unanswered in the negative rebuttal, which decided it.';

describe('ballotShape', () => {
  it('asks for the seated positions, their sides and the reply speakers', () => {
    expect(ballotShape(ld, seats('aff', 'neg'))).toMatchObject({
      kind: 'sides',
      sides: ['affirmative', 'negative'],
      scored: ['aff', 'neg'],
      replies: [],
      replyScore: null,
    });
    const ws = ballotShape(standard, seats('opp-1', 'prop-1', 'prop-2'));
    expect(ws.scored).toEqual(['prop-1', 'prop-2', 'opp-1']);
    expect(ws.replies).toEqual(['opp-1', 'prop-1']);
    expect(ws.replyScore).toEqual({ min: 30, max: 40, step: 0.5 });
    expect(ballotShape(bp, seats('pm', 'lo', 'mg', 'mo')).sides).toEqual(['og', 'oo', 'cg', 'co']);
  });
});

describe('parseScore', () => {
  it('reads numbers, leaves blanks out and marks the rest unreadable', () => {
    expect(parseScore('27.5')).toBe(27.5);
    expect(parseScore(' 28,2 ')).toBe(28.2);
    expect(parseScore('')).toBeUndefined();
    expect(parseScore(undefined)).toBeUndefined();
    expect(parseScore('abc')).toBeNaN();
  });
});

describe('ballotFromValues', () => {
  it('builds a sides ballot with only the filled fields and trimmed feedback', () => {
    const shape = ballotShape(standard, seats('prop-1', 'opp-1'));
    const ballot = ballotFromValues(
      shape,
      values({
        winner: 'proposition',
        speakerScores: { 'prop-1': '75', 'opp-1': '' },
        replyScores: { 'prop-1': '37.5' },
        reason: `  ${REASON}  `,
        feedback: { 'prop-1': '  Signpost more. ', 'opp-1': '   ' },
      }),
    );
    expect(ballot).toEqual({
      kind: 'sides',
      winner: 'proposition',
      speakerScores: { 'prop-1': 75 },
      replyScores: { 'prop-1': 37.5 },
      reason: REASON,
      feedback: { 'prop-1': 'Signpost more.' },
    });
  });

  it('builds a ranks ballot for BP without reply scores', () => {
    const shape = ballotShape(bp, seats('pm', 'lo'));
    const ballot = ballotFromValues(
      shape,
      values({ ranks: { og: '2', oo: '1' }, speakerScores: { pm: '70', lo: '75' }, reason: REASON }),
    );
    expect(ballot).toEqual({ kind: 'ranks', ranks: { og: 2, oo: 1 }, speakerScores: { pm: 70, lo: 75 }, reason: REASON });
  });
});

describe('ballotErrors (validateBallot through the form)', () => {
  const shape = ballotShape(ld, seats('aff', 'neg'));

  it('names every missing field as the server does', () => {
    const errors = ballotErrors(ld, shape, emptyBallotValues());
    expect(Object.keys(errors).sort()).toEqual(['reason', 'speakerScores.aff', 'speakerScores.neg', 'winner']);
  });

  it('rejects scores off the scale and accepts a valid ballot', () => {
    const off = ballotErrors(
      ld,
      shape,
      values({ winner: 'affirmative', speakerScores: { aff: '31', neg: 'x' }, reason: REASON }),
    );
    expect(off['speakerScores.aff']?.[0]).toMatch(/between 25 and 30/);
    expect(off['speakerScores.neg']).toBeDefined();
    expect(
      ballotErrors(ld, shape, values({ winner: 'negative', speakerScores: { aff: '28.5', neg: '27' }, reason: REASON })),
    ).toEqual({});
  });

  it('refuses a low-point win where the format does not allow one', () => {
    const oxford = getFormat('oxford');
    if (!oxford) throw new Error('format missing');
    const oxShape = ballotShape(oxford, seats('prop-1', 'opp-1'));
    const errors = ballotErrors(
      oxford,
      oxShape,
      values({ winner: 'proposition', speakerScores: { 'prop-1': '70', 'opp-1': '75' }, reason: REASON }),
    );
    expect(errors.winner?.[0]).toMatch(/higher total/);
  });
});

describe('liveTotals', () => {
  it('adds what is typed so far, replies included, ignoring unreadable scores', () => {
    const shape = ballotShape(standard, seats('prop-1', 'prop-2', 'opp-1'));
    const totals = liveTotals(
      standard,
      shape,
      values({ speakerScores: { 'prop-1': '70', 'prop-2': '71.5', 'opp-1': 'x' }, replyScores: { 'prop-1': '35' } }),
    );
    expect(totals).toEqual({ proposition: 176.5, opposition: 0 });
  });
});

describe('small helpers', () => {
  it('makes ids from error keys and ordinals', () => {
    expect(fieldId('f1', 'speakerScores.prop-1')).toBe('f1-speakerScores-prop-1');
    expect([1, 2, 3, 4, 11, 12, 13, 21].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st']);
  });
});

describe('restoreValues', () => {
  const blank: BallotFormValues = {
    winner: '',
    ranks: {},
    speakerScores: { aff: '', neg: '' },
    replyScores: {},
    reason: '',
    feedback: { aff: '', neg: '' },
  };

  it('lays a device draft over the form, keeping only its fields and text', () => {
    const restored = restoreValues(blank, {
      winner: 'affirmative',
      speakerScores: { aff: '28.5', neg: 27, gone: '29' },
      reason: 'Kept as typed',
      feedback: { aff: 'Signpost' },
      extra: 'ignored',
    });
    expect(restored).toEqual({
      winner: 'affirmative',
      ranks: {},
      speakerScores: { aff: '28.5', neg: '' },
      replyScores: {},
      reason: 'Kept as typed',
      feedback: { aff: 'Signpost', neg: '' },
    });
    expect(isBlank(restored)).toBe(false);
  });

  it('gives the blank form for a draft it cannot read', () => {
    expect(restoreValues(blank, null)).toEqual(blank);
    expect(restoreValues(blank, 'text')).toEqual(blank);
    expect(restoreValues(blank, { speakerScores: 'x' })).toEqual(blank);
    expect(isBlank(blank)).toBe(true);
  });
});

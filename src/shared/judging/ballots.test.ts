// Ballot validation for every format, driven by the format definitions: a valid
// ballot passes, and each rule of the format's ballot (range, step, missing and
// extra scores, reply scores, ties, low-point wins, ranks, the reason) catches
// the ballot that breaks it. Then the panel's decision and calibration.
import { describe, expect, it } from 'vitest';
import {
  BALLOT_REASON_MIN,
  type Ballot,
  calibrationScore,
  decide,
  replyPositions,
  sidesInPlay,
  validateBallot,
} from './ballots.ts';
import type { DebateFormat } from '../formats/format-types.ts';
import { DEBATE_FORMATS, getFormat } from '../formats/formats.ts';

const REASON = 'r'.repeat(BALLOT_REASON_MIN);
const allSeats = (format: DebateFormat) => ({ positions: format.positions.map((p) => p.id) });

/** A valid ballot: each side's speakers a step apart, the earlier side (or higher rank) ahead. */
function validBallot(format: DebateFormat): Ballot {
  const { min, max, step } = format.ballot.speakerScore;
  const sides = format.sides.map((s) => s.id);
  const middle = Math.round((min + (max - min) / 2) / step) * step;
  const speakerScores: Record<string, number> = {};
  for (const position of format.positions) {
    const place = sides.indexOf(position.side);
    speakerScores[position.id] = Math.round((middle - place * step * 2) * 100) / 100;
  }
  if (format.ballot.kind === 'ranks') {
    return { kind: 'ranks', ranks: Object.fromEntries(sides.map((side, i) => [side, i + 1])), speakerScores, reason: REASON };
  }
  const reply = format.ballot.replyScore;
  const replyScores = reply
    ? Object.fromEntries(
        replyPositions(format, allSeats(format)).map((id) => {
          const mid = Math.round((reply.min + (reply.max - reply.min) / 2) / reply.step) * reply.step;
          return [id, mid];
        }),
      )
    : undefined;
  return { kind: 'sides', winner: sides[0] as string, speakerScores, ...(replyScores ? { replyScores } : {}), reason: REASON };
}

const fieldsOf = (format: DebateFormat, ballot: Ballot) => Object.keys(validateBallot(format, allSeats(format), ballot));

describe.each(DEBATE_FORMATS.map((f) => [f.id, f] as const))('%s ballots', (_id, format) => {
  const range = format.ballot.speakerScore;
  const first = format.positions[0]?.id as string;

  it('accepts a valid ballot', () => {
    expect(validateBallot(format, allSeats(format), validBallot(format))).toEqual({});
  });

  it.each([
    ['above the range', range.max + range.step],
    ['below the range', range.min - range.step],
    ['off the step', range.min + range.step / 2],
    ['not a number', Number.NaN],
  ])('refuses a speaker score %s', (_case, score) => {
    const ballot = validBallot(format);
    ballot.speakerScores[first] = score;
    expect(fieldsOf(format, ballot)).toContain(`speakerScores.${first}`);
  });

  it('accepts the ends of the range', () => {
    const ballot = validBallot(format);
    const last = format.positions.at(-1)?.id as string;
    ballot.speakerScores[first] = range.max;
    ballot.speakerScores[last] = range.min;
    expect(fieldsOf(format, ballot)).toEqual([]);
  });

  it('needs a score for every seated speaker and none for an empty seat', () => {
    const ballot = validBallot(format);
    delete ballot.speakerScores[first];
    expect(fieldsOf(format, ballot)).toContain(`speakerScores.${first}`);
    // An empty seat: a position on a side that still has another speaker.
    const empty = format.positions.find((p) => format.positions.filter((q) => q.side === p.side).length > 1)?.id;
    if (empty) {
      const seated = { positions: format.positions.map((p) => p.id).filter((id) => id !== empty) };
      expect(Object.keys(validateBallot(format, seated, validBallot(format)))).toContain(`speakerScores.${empty}`);
    }
  });

  it(`needs a reason of at least ${BALLOT_REASON_MIN} characters`, () => {
    expect(fieldsOf(format, { ...validBallot(format), reason: 'r'.repeat(BALLOT_REASON_MIN - 1) })).toContain('reason');
    expect(fieldsOf(format, { ...validBallot(format), reason: `  ${'r'.repeat(BALLOT_REASON_MIN - 1)}  ` })).toContain('reason');
  });

  it('refuses the other ballot shape', () => {
    const other: Ballot =
      format.ballot.kind === 'ranks'
        ? { kind: 'sides', winner: 'og', speakerScores: {}, reason: REASON }
        : { kind: 'ranks', ranks: {}, speakerScores: {}, reason: REASON };
    expect(fieldsOf(format, other)).toEqual(['kind']);
  });

  it('cannot decide a debate with one side seated', () => {
    const side = format.sides[0]?.id;
    const seats = { positions: format.positions.filter((p) => p.side === side).map((p) => p.id) };
    expect(Object.keys(validateBallot(format, seats, validBallot(format)))).toEqual(['_']);
  });

  if (format.ballot.kind === 'sides') {
    const rules = format.ballot;
    const [a, b] = format.sides.map((s) => s.id) as [string, string];
    const positionsOf = (side: string) => format.positions.filter((p) => p.side === side).map((p) => p.id);

    it('refuses tied totals', () => {
      const ballot = validBallot(format) as Extract<Ballot, { kind: 'sides' }>;
      for (const id of positionsOf(b)) ballot.speakerScores[id] = ballot.speakerScores[positionsOf(a)[0] as string] as number;
      for (const id of positionsOf(a)) ballot.speakerScores[id] = ballot.speakerScores[positionsOf(a)[0] as string] as number;
      expect(fieldsOf(format, ballot)).toEqual(['winner']);
    });

    it(rules.allowsLowPointWin ? 'allows a low-point win' : 'refuses a low-point win', () => {
      const ballot = { ...(validBallot(format) as Extract<Ballot, { kind: 'sides' }>), winner: b };
      expect(fieldsOf(format, ballot)).toEqual(rules.allowsLowPointWin ? [] : ['winner']);
    });

    it('refuses a winner that is not a side', () => {
      expect(fieldsOf(format, { ...(validBallot(format) as Extract<Ballot, { kind: 'sides' }>), winner: 'nobody' })).toContain(
        'winner',
      );
    });

    if (rules.replyScore) {
      const reply = rules.replyScore;
      it('checks reply scores on their own scale', () => {
        const ballot = validBallot(format) as Extract<Ballot, { kind: 'sides' }>;
        const replier = Object.keys(ballot.replyScores ?? {})[0] as string;
        expect(
          fieldsOf(format, { ...ballot, replyScores: { ...ballot.replyScores, [replier]: reply.max + reply.step } }),
        ).toContain(`replyScores.${replier}`);
        const { [replier]: _dropped, ...rest } = ballot.replyScores ?? {};
        expect(fieldsOf(format, { ...ballot, replyScores: rest })).toContain(`replyScores.${replier}`);
      });
    } else {
      it('has no reply scores', () => {
        expect(
          fieldsOf(format, { ...(validBallot(format) as Extract<Ballot, { kind: 'sides' }>), replyScores: { [first]: 1 } }),
        ).toContain('replyScores');
      });
    }
  } else {
    it('needs each team ranked once, 1 to 4', () => {
      const ballot = validBallot(format) as Extract<Ballot, { kind: 'ranks' }>;
      const [t1, t2] = format.sides.map((s) => s.id) as [string, string];
      expect(fieldsOf(format, { ...ballot, ranks: { ...ballot.ranks, [t2]: 1 } })).toContain('ranks');
      expect(fieldsOf(format, { ...ballot, ranks: { ...ballot.ranks, [t1]: 5 } })).toContain(`ranks.${t1}`);
      const { [t1]: _dropped, ...rest } = ballot.ranks;
      expect(fieldsOf(format, { ...ballot, ranks: rest })).toContain(`ranks.${t1}`);
    });

    it('needs team totals in rank order, without ties', () => {
      const ballot = validBallot(format) as Extract<Ballot, { kind: 'ranks' }>;
      const [t1, t2] = format.sides.map((s) => s.id) as [string, string];
      expect(fieldsOf(format, { ...ballot, ranks: { ...ballot.ranks, [t1]: 2, [t2]: 1 } })).toEqual(['ranks']);
    });
  }
});

describe('sidesInPlay', () => {
  it('keeps the BP teams with a speaker', () => {
    const bp = getFormat('parliamentary') as DebateFormat;
    expect(sidesInPlay(bp, { positions: ['pm', 'lo', 'mg'] })).toEqual(['og', 'oo', 'cg']);
  });
});

describe('decide', () => {
  const oxford = getFormat('oxford') as DebateFormat;
  const ballot = (winner: string, prop: number, opp: number): Ballot => ({
    kind: 'sides',
    winner,
    speakerScores: { 'prop-1': prop, 'opp-1': opp },
    reason: REASON,
  });

  it('goes by the majority and averages the majority’s scores', () => {
    const decision = decide(oxford, [
      { judgeId: 'a', isChair: true, ballot: ballot('opposition', 70, 74) },
      { judgeId: 'b', isChair: false, ballot: ballot('proposition', 76, 72) },
      { judgeId: 'c', isChair: false, ballot: ballot('proposition', 78, 71) },
    ]);
    expect(decision).toEqual({
      kind: 'sides',
      winner: 'proposition',
      votes: { opposition: 1, proposition: 2 },
      speakerScores: { 'prop-1': 77, 'opp-1': 71.5 },
      replyScores: {},
      totals: { proposition: 77, opposition: 71.5 },
    });
  });

  it('lets the chair break a tie', () => {
    const decision = decide(oxford, [
      { judgeId: 'a', isChair: true, ballot: ballot('opposition', 70, 74) },
      { judgeId: 'b', isChair: false, ballot: ballot('proposition', 76, 72) },
    ]);
    expect(decision?.kind === 'sides' && decision.winner).toBe('opposition');
    expect(decide(oxford, [])).toBeNull();
  });

  it('takes BP’s decision from the chair’s consensus ballot only', () => {
    const bp = getFormat('parliamentary') as DebateFormat;
    const consensus: Ballot = { kind: 'ranks', ranks: { og: 2, oo: 1 }, speakerScores: { pm: 70, lo: 75 }, reason: REASON };
    expect(decide(bp, [{ judgeId: 'p', isChair: false, ballot: consensus }])).toBeNull();
    expect(decide(bp, [{ judgeId: 'c', isChair: true, ballot: consensus }])).toMatchObject({
      kind: 'ranks',
      ranks: { og: 2, oo: 1 },
    });
  });
});

describe('calibrationScore', () => {
  const oxford = getFormat('oxford') as DebateFormat;
  const decision = decide(oxford, [
    {
      judgeId: 'a',
      isChair: true,
      ballot: { kind: 'sides', winner: 'proposition', speakerScores: { 'prop-1': 76, 'opp-1': 72 }, reason: REASON },
    },
  ]);

  it('is 100 for the same result and scores, and low for the other winner', () => {
    if (!decision) throw new Error('no decision');
    const same: Ballot = { kind: 'sides', winner: 'proposition', speakerScores: { 'prop-1': 76, 'opp-1': 72 }, reason: REASON };
    expect(calibrationScore(oxford, same, decision)).toBe(100);
    const other: Ballot = { kind: 'sides', winner: 'opposition', speakerScores: { 'prop-1': 71, 'opp-1': 77 }, reason: REASON };
    expect(calibrationScore(oxford, other, decision)).toBeLessThan(30);
  });

  it('gives BP partial credit for near ranks', () => {
    const bp = getFormat('parliamentary') as DebateFormat;
    const chair: Ballot = {
      kind: 'ranks',
      ranks: { og: 1, oo: 2, cg: 3, co: 4 },
      speakerScores: { pm: 80, lo: 78, mg: 76, mo: 74 },
      reason: REASON,
    };
    const bpDecision = decide(bp, [{ judgeId: 'c', isChair: true, ballot: chair }]);
    if (!bpDecision) throw new Error('no decision');
    const swapped: Ballot = { ...chair, ranks: { og: 2, oo: 1, cg: 3, co: 4 } };
    const reversed: Ballot = { ...chair, ranks: { og: 4, oo: 3, cg: 2, co: 1 } };
    expect(calibrationScore(bp, swapped, bpDecision)).toBeGreaterThan(calibrationScore(bp, reversed, bpDecision));
    expect(calibrationScore(bp, reversed, bpDecision)).toBe(30);
  });
});

describe('a margin limit', () => {
  // No published format here sets one; the rule still holds for any that does.
  const oxford = getFormat('oxford') as DebateFormat;
  const capped: DebateFormat = {
    ...oxford,
    ballot: { kind: 'sides', speakerScore: oxford.ballot.speakerScore, allowsLowPointWin: false, maxMargin: 5 },
  };
  const seats = { positions: ['prop-1', 'opp-1'] };
  const ballot = (prop: number): Ballot => ({
    kind: 'sides',
    winner: 'proposition',
    speakerScores: { 'prop-1': prop, 'opp-1': 70 },
    reason: REASON,
  });

  it('allows a margin up to the limit and refuses a wider one', () => {
    expect(validateBallot(capped, seats, ballot(75))).toEqual({});
    expect(Object.keys(validateBallot(capped, seats, ballot(76)))).toEqual(['winner']);
    expect(validateBallot(oxford, seats, ballot(76))).toEqual({});
  });
});

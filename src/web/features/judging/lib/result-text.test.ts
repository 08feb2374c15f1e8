import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import { decisionHeadline, rankedTeams, scoreText, seatScores, votesText } from './result-text.ts';

const ld = getFormat('lincoln-douglas');
const bp = getFormat('parliamentary');
if (!ld || !bp) throw new Error('formats missing');

const person = (id: string, name: string) => ({ id, name, username: null });

describe('decisions', () => {
  it('reads a two-sided decision with its split', () => {
    const decision = {
      kind: 'sides' as const,
      winner: 'negative',
      votes: { negative: 2, affirmative: 1 },
      speakerScores: {},
      replyScores: {},
      totals: {},
    };
    expect(decisionHeadline(ld, decision)).toBe('Negative won');
    expect(votesText(decision)).toBe('2 ballots to 1');
    expect(votesText({ ...decision, votes: { negative: 1 } })).toBe('1 ballot to 0');
  });

  it('lists BP teams in rank order with their names and totals', () => {
    const decision = {
      kind: 'ranks' as const,
      ranks: { og: 3, oo: 1, cg: 4, co: 2 },
      speakerScores: {},
      totals: { og: 140, oo: 150, cg: 130, co: 145 },
    };
    expect(rankedTeams(bp, decision).map((t) => `${t.place} ${t.label} ${t.total}`)).toEqual([
      '1st Opening Opposition 150',
      '2nd Closing Opposition 145',
      '3rd Opening Government 140',
      '4th Closing Government 130',
    ]);
    expect(decisionHeadline(bp, decision)).toContain('1st Opening Opposition · 2nd Closing Opposition');
  });
});

describe('seatScores', () => {
  it('orders seats as the format does and leaves unscored seats blank', () => {
    const seats = [
      { position: 'neg', positionLabel: 'Negative', side: 'negative', user: person('n', 'Ned') },
      { position: 'aff', positionLabel: 'Affirmative', side: 'affirmative', user: person('a', 'Ada') },
    ];
    const rows = seatScores(ld, seats, { aff: 28.5 });
    expect(rows.map((r) => [r.speaker, r.score])).toEqual([
      ['Ada', 28.5],
      ['Ned', null],
    ]);
    expect(scoreText(rows[0]?.score)).toBe('28.5');
    expect(scoreText(rows[1]?.score)).toBe('—');
    expect(scoreText(74.0)).toBe('74');
  });
});

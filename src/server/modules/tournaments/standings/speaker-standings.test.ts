import { describe, expect, it } from 'vitest';
import { computeSpeakerStandings } from './speaker-standings.ts';
import type { DebateResult, SpeakerResult } from './team-standings.ts';

function debate(round: number, a: SpeakerResult[], b: SpeakerResult[]): DebateResult {
  return {
    debateId: `r${round}`,
    round,
    teams: [
      { teamId: 'A', side: 'proposition', place: 1, speakers: a },
      { teamId: 'B', side: 'opposition', place: 2, speakers: b },
    ],
  };
}
const s = (speakerId: string, score: number, isReply = false): SpeakerResult => ({
  speakerId,
  position: isReply ? 'reply' : 'p',
  score,
  isReply,
});

// a1 speaks 75, 76, 77 (+ replies 38, 38); a2 76, 76 (missed round 3); b1 74, 80, 74; b2 78 in round 3 only.
const results = [
  debate(1, [s('a1', 75), s('a2', 76), s('a1', 38, true)], [s('b1', 74)]),
  debate(2, [s('a1', 76), s('a2', 76), s('a1', 38, true)], [s('b1', 80)]),
  debate(3, [s('a1', 77)], [s('b1', 74), s('b2', 78)]),
];

describe('computeSpeakerStandings', () => {
  it('ranks on total, then average, replies excluded by default', () => {
    const rows = computeSpeakerStandings([], results);
    expect(rows.map((r) => [r.speakerId, r.rankText, r.total, r.speeches])).toEqual([
      ['a1', '1=', 228, 3],
      ['b1', '1=', 228, 3],
      ['a2', '3', 152, 2],
      ['b2', '4', 78, 1],
    ]);
  });

  it("leaves out a swing team's speakers, and ranks the rest as if they were not there", () => {
    const rows = computeSpeakerStandings([], results, { unrankedTeamIds: new Set(['A']) });
    expect(rows.map((r) => [r.speakerId, r.rankText, r.total])).toEqual([
      ['b1', '1', 228],
      ['b2', '2', 78],
    ]);
  });

  it('ranks on average first when asked', () => {
    const rows = computeSpeakerStandings([], results, { precedence: ['average', 'total'] });
    expect(rows.map((r) => [r.speakerId, r.rankText, r.average])).toEqual([
      ['b2', '1', 78],
      ['a1', '2=', 76],
      ['b1', '2=', 76],
      ['a2', '4', 76],
    ]);
  });

  it('lists speakers under the minimum number of speeches unranked, after the ranked ones', () => {
    const rows = computeSpeakerStandings([{ speakerId: 'c1', teamId: 'C' }], results, {
      precedence: ['average'],
      minimumSpeeches: 2,
    });
    expect(rows.map((r) => [r.speakerId, r.rank])).toEqual([
      ['a1', 1],
      ['a2', 1],
      ['b1', 1],
      ['b2', null],
      ['c1', null],
    ]);
  });

  it('counts replies in, or ranks them on their own', () => {
    const included = computeSpeakerStandings([], results, { replies: 'included' });
    expect(included[0]).toMatchObject({ speakerId: 'a1', total: 304, speeches: 5 });
    const replies = computeSpeakerStandings([], results, { replies: 'only' });
    expect(replies.map((r) => [r.speakerId, r.total, r.average])).toEqual([['a1', 76, 38]]);
  });

  it('trimmed mean drops the highest and lowest score', () => {
    const rows = computeSpeakerStandings([], results, { precedence: ['trimmedMean'] });
    expect(rows.find((r) => r.speakerId === 'b1')?.metrics).toEqual([{ metric: 'trimmedMean', value: 74 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import { type CountedBallot, decide } from '#shared/judging/ballots.ts';
import { resultFromDecision } from './result-from-decision.ts';
import { computeTeamStandings } from './team-standings.ts';

const REASON = 'The proposition carried the comparative on the economic clash throughout.';

describe('resultFromDecision', () => {
  it('turns a World Schools panel’s decision into a result: place, votes, speeches and replies', () => {
    const format = getFormat('world-schools');
    if (!format) throw new Error('no format');
    const scores = { 'prop-1': 72, 'prop-2': 71, 'prop-3': 73, 'opp-1': 70, 'opp-2': 70, 'opp-3': 71 };
    const ballot = (judgeId: string, winner: string, isChair = false): CountedBallot => ({
      judgeId,
      isChair,
      ballot: { kind: 'sides', winner, speakerScores: scores, replyScores: { 'prop-1': 36, 'opp-1': 35 }, reason: REASON },
    });
    const decision = decide(format, [ballot('j1', 'proposition', true), ballot('j2', 'proposition'), ballot('j3', 'opposition')]);
    if (!decision) throw new Error('no decision');
    const result = resultFromDecision(format, decision, {
      debateId: 'd1',
      round: 1,
      teamsBySide: { proposition: 'A', opposition: 'B' },
      speakersByPosition: { 'prop-1': 'a1', 'prop-2': 'a2', 'prop-3': 'a3', 'opp-1': 'b1', 'opp-2': 'b2', 'opp-3': 'b3' },
    });
    expect(result.teams.map((t) => [t.teamId, t.place, t.votes])).toEqual([
      ['A', 1, { given: 2, possible: 3 }],
      ['B', 2, { given: 1, possible: 3 }],
    ]);
    expect(result.teams[0]?.speakers).toContainEqual({ speakerId: 'a1', position: 'prop-1', score: 36, isReply: true });
    const rows = computeTeamStandings([], [result], { precedence: ['wins', 'ballots', 'speakerScoreTotal'] });
    expect(rows.map((r) => r.metrics.map((m) => m.value))).toEqual([
      [1, 2, 252],
      [0, 1, 246],
    ]);
  });

  it('takes BP places from the ranks', () => {
    const format = getFormat('parliamentary');
    if (!format) throw new Error('no format');
    const result = resultFromDecision(
      format,
      { kind: 'ranks', ranks: { og: 3, oo: 1, cg: 4, co: 2 }, speakerScores: { pm: 74, dpm: 73 }, totals: {} },
      {
        debateId: 'd',
        round: 2,
        teamsBySide: { og: 'A', oo: 'B', cg: 'C', co: 'D' },
        speakersByPosition: { pm: 'a1', dpm: 'a2' },
      },
    );
    expect(result.teams.map((t) => [t.teamId, t.place])).toEqual([
      ['A', 3],
      ['B', 1],
      ['C', 4],
      ['D', 2],
    ]);
    expect(result.teams[0]?.speakers.map((s) => s.score)).toEqual([74, 73]);
  });
});

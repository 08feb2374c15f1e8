// The bridge from judging to the tab: a confirmed decision of one debate
// (src/shared/judging/ballots.ts `decide`) becomes the standings' DebateResult,
// once the tournament says which team held each side and who spoke in each
// position. Replies keep the position of the speaker who gave them.
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { Decision } from '#shared/judging/ballots.ts';
import type { DebateResult, SpeakerResult } from './team-standings.ts';

export interface DebateSeating {
  debateId: string;
  round: number;
  /** Format side id → team id. */
  teamsBySide: Readonly<Record<string, string>>;
  /** Position id → speaker id. */
  speakersByPosition: Readonly<Record<string, string>>;
}

export function resultFromDecision(format: DebateFormat, decision: Decision, seating: DebateSeating): DebateResult {
  const totalVotes = decision.kind === 'sides' ? Object.values(decision.votes).reduce((a, b) => a + b, 0) : 0;
  const sides = format.sides.map((s) => s.id).filter((side) => seating.teamsBySide[side] !== undefined);
  return {
    debateId: seating.debateId,
    round: seating.round,
    teams: sides.map((side) => {
      const positions = format.positions.filter((p) => p.side === side).map((p) => p.id);
      const speeches = (scores: Record<string, number>, isReply: boolean): SpeakerResult[] =>
        positions.flatMap((position) => {
          const score = scores[position];
          const speakerId = seating.speakersByPosition[position];
          return score === undefined || speakerId === undefined ? [] : [{ speakerId, position, score, isReply }];
        });
      const teamId = seating.teamsBySide[side] as string;
      if (decision.kind === 'ranks') {
        return { teamId, side, place: decision.ranks[side] ?? sides.length, speakers: speeches(decision.speakerScores, false) };
      }
      return {
        teamId,
        side,
        place: decision.winner === side ? 1 : 2,
        votes: { given: decision.votes[side] ?? 0, possible: totalVotes },
        speakers: [...speeches(decision.speakerScores, false), ...speeches(decision.replyScores, true)],
      };
    }),
  };
}

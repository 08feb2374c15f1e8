// How a decision reads: the winning side or the teams in rank order with the
// format's names, the speaker scores by seat and the side totals. Shared by the
// result on the debate page and the decision on the score page.
import type { Decision } from '#shared/judging/ballots.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { SpeakerSeat } from '#shared/judging/contract.ts';
import { humanizeId } from '#web/components/labels.ts';
import { ordinal } from './ballot-values.ts';

export function sideLabel(format: DebateFormat, sideId: string): string {
  return format.sides.find((side) => side.id === sideId)?.label ?? humanizeId(sideId);
}

export function positionName(format: DebateFormat, positionId: string): string {
  return format.positions.find((position) => position.id === positionId)?.label ?? humanizeId(positionId);
}

/** The teams of a ranked decision, first place first, with their totals. */
export function rankedTeams(format: DebateFormat, decision: Extract<Decision, { kind: 'ranks' }>) {
  return Object.entries(decision.ranks)
    .sort((a, b) => a[1] - b[1])
    .map(([side, rank]) => ({
      side,
      rank,
      place: ordinal(rank),
      label: sideLabel(format, side),
      total: decision.totals[side] ?? null,
    }));
}

/** "Affirmative won", "1st Opening Government · 2nd Closing Opposition · …". */
export function decisionHeadline(format: DebateFormat, decision: Decision): string {
  if (decision.kind === 'sides') return `${sideLabel(format, decision.winner)} won`;
  return rankedTeams(format, decision)
    .map((team) => `${team.place} ${team.label}`)
    .join(' · ');
}

/** "2 ballots to 1", "1 ballot to 0": the panel's split on a two-sided decision. */
export function votesText(decision: Extract<Decision, { kind: 'sides' }>): string {
  const forWinner = decision.votes[decision.winner] ?? 0;
  const against = Object.entries(decision.votes)
    .filter(([side]) => side !== decision.winner)
    .reduce((sum, [, votes]) => sum + votes, 0);
  return `${forWinner} ${forWinner === 1 ? 'ballot' : 'ballots'} to ${against}`;
}

export interface SeatScore {
  position: string;
  positionLabel: string;
  side: string;
  speaker: string;
  score: number | null;
  reply: number | null;
}

/** The seated speakers in the format's order with their (averaged) scores. */
export function seatScores(
  format: DebateFormat,
  seats: readonly SpeakerSeat[],
  speakerScores: Readonly<Record<string, number>>,
  replyScores: Readonly<Record<string, number>> = {},
): SeatScore[] {
  const bySeat = new Map(seats.map((seat) => [seat.position, seat]));
  return format.positions
    .filter((position) => bySeat.has(position.id))
    .map((position) => {
      const seat = bySeat.get(position.id) as SpeakerSeat;
      return {
        position: position.id,
        positionLabel: seat.positionLabel || position.label,
        side: position.side,
        speaker: seat.user.name,
        score: speakerScores[position.id] ?? null,
        reply: replyScores[position.id] ?? null,
      };
    });
}

/** A score as judges write it: no trailing zeros ("74", "27.5"). */
export function scoreText(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return String(Math.round(score * 100) / 100);
}

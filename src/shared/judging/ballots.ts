// Ballots, shaped and checked by the debate's format (src/shared/formats): the
// rules of established tab software (Tabbycat's ballot checks) applied to the
// format's `ballot` definition. Used by the score form, so a judge sees the same
// message before sending, and by the server, which decides. Also the panel's
// decision and a judge's calibration against it (docs/judging.md).
import type { DebateFormat, ScoreRange } from '../formats/format-types.ts';

/** A written reason for decision is required, at least this long. */
export const BALLOT_REASON_MIN = 50;
export const BALLOT_REASON_MAX = 5000;
export const BALLOT_FEEDBACK_MAX = 2000;

export type SidesBallot = {
  kind: 'sides';
  /** The winning side's id. */
  winner: string;
  /** Position id → speaker score. */
  speakerScores: Record<string, number>;
  /** Position id → reply score, for the format's reply speakers. */
  replyScores?: Record<string, number>;
  reason: string;
  /** Position id → advice for that speaker. */
  feedback?: Record<string, string>;
};

export type RanksBallot = {
  kind: 'ranks';
  /** Team id → rank, 1 (first) to the number of teams. */
  ranks: Record<string, number>;
  speakerScores: Record<string, number>;
  reason: string;
  feedback?: Record<string, string>;
};

export type Ballot = SidesBallot | RanksBallot;

/** Field path → messages, as in the API's VALIDATION_FAILED answers. */
export type BallotErrors = Record<string, string[]>;

/** Positions scored on this ballot: the speaking positions somebody holds. */
export interface BallotSeats {
  /** Position ids held by a debater. */
  positions: readonly string[];
}

/** The sides (or BP teams) with at least one seated speaker: those the ballot decides between. */
export function sidesInPlay(format: DebateFormat, seats: BallotSeats): string[] {
  const held = new Set(seats.positions);
  return format.sides.filter((side) => format.positions.some((p) => p.side === side.id && held.has(p.id))).map((side) => side.id);
}

/** Positions that give a reply speech in this format, among the seated ones. */
export function replyPositions(format: DebateFormat, seats: BallotSeats): string[] {
  const held = new Set(seats.positions);
  const replies = format.speeches.filter((s) => s.kind === 'reply').flatMap((s) => s.speakers);
  return [...new Set(replies)].filter((id) => held.has(id));
}

/** Positions that get a speaker score, in the format's order. */
export function scoredPositions(format: DebateFormat, seats: BallotSeats): string[] {
  const held = new Set(seats.positions);
  return format.positions.filter((p) => held.has(p.id)).map((p) => p.id);
}

const EPSILON = 1e-9;

export function isOnScale(score: number, range: ScoreRange): boolean {
  if (!Number.isFinite(score) || score < range.min - EPSILON || score > range.max + EPSILON) return false;
  const steps = (score - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export function scaleText(range: ScoreRange): string {
  return `between ${range.min} and ${range.max} in steps of ${range.step}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Each side's total: its speakers' scores plus its reply scores. */
export function sideTotals(
  format: DebateFormat,
  speakerScores: Record<string, number>,
  replyScores: Record<string, number> = {},
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const position of format.positions) {
    const score = (speakerScores[position.id] ?? 0) + (replyScores[position.id] ?? 0);
    if (position.id in speakerScores || position.id in replyScores) {
      totals[position.side] = round((totals[position.side] ?? 0) + score);
    }
  }
  return totals;
}

function checkScores(
  errors: BallotErrors,
  field: string,
  scores: Record<string, number> | undefined,
  expected: string[],
  range: ScoreRange,
  what: string,
) {
  const given = scores ?? {};
  for (const id of expected) {
    const score = given[id];
    if (score === undefined) (errors[`${field}.${id}`] ??= []).push(`A ${what} is required`);
    else if (!isOnScale(score, range)) (errors[`${field}.${id}`] ??= []).push(`A ${what} must be ${scaleText(range)}`);
  }
  for (const id of Object.keys(given)) {
    if (!expected.includes(id)) (errors[`${field}.${id}`] ??= []).push(`Nobody speaks in position ${id}`);
  }
}

/**
 * Checks a ballot against the format and the seated positions. Returns the
 * errors by field; an empty object means the ballot is valid.
 */
export function validateBallot(format: DebateFormat, seats: BallotSeats, ballot: Ballot): BallotErrors {
  const errors: BallotErrors = {};
  const sides = sidesInPlay(format, seats);
  if (ballot.kind !== format.ballot.kind) {
    errors.kind = [
      format.ballot.kind === 'ranks' ? 'This format is decided by ranking the teams' : 'This format is decided by a winner',
    ];
    return errors;
  }
  if (sides.length < 2) {
    errors._ = ['Both sides need a speaker before the debate can be decided'];
    return errors;
  }
  const reason = ballot.reason.trim();
  if (reason.length < BALLOT_REASON_MIN)
    errors.reason = [`The reason for decision must be at least ${BALLOT_REASON_MIN} characters`];
  if (reason.length > BALLOT_REASON_MAX)
    errors.reason = [`The reason for decision must be at most ${BALLOT_REASON_MAX} characters`];
  for (const [id, text] of Object.entries(ballot.feedback ?? {})) {
    if (!scoredPositions(format, seats).includes(id)) (errors[`feedback.${id}`] ??= []).push(`Nobody speaks in position ${id}`);
    else if (text.length > BALLOT_FEEDBACK_MAX)
      (errors[`feedback.${id}`] ??= []).push(`Feedback must be at most ${BALLOT_FEEDBACK_MAX} characters`);
  }

  const scored = scoredPositions(format, seats);
  checkScores(errors, 'speakerScores', ballot.speakerScores, scored, format.ballot.speakerScore, 'speaker score');

  if (ballot.kind === 'sides' && format.ballot.kind === 'sides') {
    const rules = format.ballot;
    const replies = rules.replyScore ? replyPositions(format, seats) : [];
    if (rules.replyScore) checkScores(errors, 'replyScores', ballot.replyScores, replies, rules.replyScore, 'reply score');
    else if (ballot.replyScores && Object.keys(ballot.replyScores).length)
      errors.replyScores = ['This format has no reply scores'];
    if (!sides.includes(ballot.winner)) errors.winner = ['Choose the winning side'];
    if (Object.keys(errors).some((key) => key.startsWith('speakerScores') || key.startsWith('replyScores')) || errors.winner)
      return errors;
    const totals = sideTotals(format, ballot.speakerScores, ballot.replyScores);
    const [a, b] = sides as [string, string];
    const winnerTotal = totals[ballot.winner] ?? 0;
    const loserTotal = totals[ballot.winner === a ? b : a] ?? 0;
    if (winnerTotal === loserTotal) errors.winner = ['The sides’ totals are tied: scores must separate them'];
    else if (winnerTotal < loserTotal && !rules.allowsLowPointWin)
      errors.winner = ['The winner must have the higher total (this format does not allow a low-point win)'];
    else if (rules.maxMargin !== undefined && Math.abs(winnerTotal - loserTotal) > rules.maxMargin + EPSILON)
      errors.winner = [`The margin between the sides may be at most ${rules.maxMargin}`];
    return errors;
  }

  if (ballot.kind === 'ranks') {
    const given = Object.entries(ballot.ranks);
    for (const [team] of given) if (!sides.includes(team)) (errors[`ranks.${team}`] ??= []).push('This team has no speakers');
    for (const team of sides) {
      const rank = ballot.ranks[team];
      if (rank === undefined) (errors[`ranks.${team}`] ??= []).push('A rank is required');
      else if (!Number.isInteger(rank) || rank < 1 || rank > sides.length)
        (errors[`ranks.${team}`] ??= []).push(`A rank must be between 1 and ${sides.length}`);
    }
    const ranks = sides.map((team) => ballot.ranks[team]);
    if (!Object.keys(errors).some((k) => k.startsWith('ranks')) && new Set(ranks).size !== ranks.length)
      errors.ranks = ['Each team needs a different rank'];
    if (Object.keys(errors).some((key) => key.startsWith('speakerScores') || key.startsWith('ranks'))) return errors;
    const totals = sideTotals(format, ballot.speakerScores);
    const byRank = [...sides].sort((x, y) => (ballot.ranks[x] ?? 0) - (ballot.ranks[y] ?? 0));
    for (let i = 1; i < byRank.length; i++) {
      const better = totals[byRank[i - 1] as string] ?? 0;
      const worse = totals[byRank[i] as string] ?? 0;
      if (better === worse) {
        errors.ranks = ['Two teams’ totals are tied: scores must separate them'];
        break;
      }
      if (better < worse) {
        errors.ranks = ['Team totals must follow the ranking: a higher-ranked team needs the higher total'];
        break;
      }
    }
  }
  return errors;
}

/** The panel's decision of a debate, from its counted ballots. */
export type Decision =
  | {
      kind: 'sides';
      winner: string;
      /** Side → the counted ballots that gave it the win. */
      votes: Record<string, number>;
      /** Averages over the majority's ballots (Tabbycat's rule). */
      speakerScores: Record<string, number>;
      replyScores: Record<string, number>;
      totals: Record<string, number>;
    }
  | { kind: 'ranks'; ranks: Record<string, number>; speakerScores: Record<string, number>; totals: Record<string, number> };

export interface CountedBallot {
  judgeId: string;
  /** The judge's position on the panel when they submitted. */
  isChair: boolean;
  ballot: Ballot;
}

function average(values: Record<string, number>[]): Record<string, number> {
  const sums: Record<string, number[]> = {};
  for (const scores of values) for (const [id, score] of Object.entries(scores)) (sums[id] ??= []).push(score);
  return Object.fromEntries(Object.entries(sums).map(([id, list]) => [id, round(list.reduce((a, b) => a + b, 0) / list.length)]));
}

/**
 * The decision: two sides — the majority of counted ballots, the chair breaking
 * a tie, speaker scores averaged over the majority; ranks (BP) — the chair's
 * consensus ballot. Returns null when no ballot can decide it yet.
 */
export function decide(format: DebateFormat, ballots: readonly CountedBallot[]): Decision | null {
  if (ballots.length === 0) return null;
  if (format.ballot.kind === 'ranks') {
    const consensus = ballots.find((b) => b.isChair && b.ballot.kind === 'ranks');
    if (consensus?.ballot.kind !== 'ranks') return null;
    return {
      kind: 'ranks',
      ranks: { ...consensus.ballot.ranks },
      speakerScores: { ...consensus.ballot.speakerScores },
      totals: sideTotals(format, consensus.ballot.speakerScores),
    };
  }
  const sides = ballots.flatMap((b) => (b.ballot.kind === 'sides' ? [b.ballot] : []));
  if (sides.length === 0) return null;
  const votes: Record<string, number> = {};
  for (const ballot of sides) votes[ballot.winner] = (votes[ballot.winner] ?? 0) + 1;
  const ordered = Object.entries(votes).sort((x, y) => y[1] - x[1]);
  let winner = ordered[0]?.[0] as string;
  if (ordered.length > 1 && ordered[0]?.[1] === ordered[1]?.[1]) {
    const chair = ballots.find((b) => b.isChair && b.ballot.kind === 'sides');
    if (chair?.ballot.kind !== 'sides') return null;
    winner = chair.ballot.winner;
  }
  const majority = sides.filter((b) => b.winner === winner);
  const speakerScores = average(majority.map((b) => b.speakerScores));
  const replyScores = average(majority.map((b) => b.replyScores ?? {}));
  return { kind: 'sides', winner, votes, speakerScores, replyScores, totals: sideTotals(format, speakerScores, replyScores) };
}

/**
 * How closely a ballot matches the panel's decision, 0–100: the result counts
 * 70 (the same winner, or BP's ranks with each place off by one costing a
 * third of it), the speaker scores 30 (less the mean distance as a share of the
 * scale). docs/judging.md explains the weights.
 */
export function calibrationScore(format: DebateFormat, ballot: Ballot, decision: Decision): number {
  const range = format.ballot.speakerScore.max - format.ballot.speakerScore.min;
  let resultPart = 0;
  if (ballot.kind === 'sides' && decision.kind === 'sides') resultPart = ballot.winner === decision.winner ? 1 : 0;
  if (ballot.kind === 'ranks' && decision.kind === 'ranks') {
    const teams = Object.keys(decision.ranks);
    const off = teams.reduce((sum, t) => sum + Math.abs((ballot.ranks[t] ?? 0) - (decision.ranks[t] ?? 0)), 0);
    // The largest possible displacement of n ranks is floor(n²/2).
    const worst = Math.floor((teams.length * teams.length) / 2) || 1;
    resultPart = Math.max(0, 1 - off / worst);
  }
  const ids = Object.keys(decision.speakerScores);
  const distance = ids.length
    ? ids.reduce((sum, id) => sum + Math.abs((ballot.speakerScores[id] ?? 0) - (decision.speakerScores[id] ?? 0)), 0) / ids.length
    : 0;
  const scorePart = range > 0 ? Math.max(0, 1 - distance / range) : 1;
  return Math.round((70 * resultPart + 30 * scorePart) * 10) / 10;
}

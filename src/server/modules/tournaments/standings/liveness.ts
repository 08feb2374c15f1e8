// Liveness: whether a team can still break, before a round is drawn. A team at
// or above the safe score breaks whatever happens; at or below the dead score
// it cannot; between, it is live. The thresholds are Tabbycat's
// (breakqual/liveness.py, after Thevesh Theva's debatebreaker): for an Open
// break, the most and fewest teams that can finish on each score if results
// split evenly; for a restricted break, how far the team outside the cut is
// from the team on it. Used to weigh debates for judge allocation.

export type Liveness = 'safe' | 'live' | 'dead';

export interface LivenessInput {
  /** Four-team (BP: 3/2/1/0 points) or two-team (a win is 1). */
  teamsPerDebate: 2 | 4;
  /** An Open break (every team eligible) or a restricted one (ESL, novice…). */
  isGeneral: boolean;
  /** The preliminary round about to be drawn, 1 first. */
  currentRound: number;
  totalRounds: number;
  breakSize: number;
  totalTeams: number;
  /** Restricted breaks: the points of every eligible team before this round. */
  categoryTeamPoints?: readonly number[];
}

export interface LivenessThresholds {
  /** A team on this many points or more is safe. */
  safe: number;
  /** A team on this many points or fewer is dead. */
  dead: number;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * The ways `rounds` BP rounds can sum to each total from 0 to 3·rounds points:
 * a row of the quadrinomial triangle (OEIS A008287), as Tabbycat computes it.
 */
export function bpPointCombinations(rounds: number): number[] {
  const row: number[] = [];
  for (let k = 0; k <= 3 * rounds; k++) {
    let ways = 0;
    for (let i = 0; i <= Math.floor(k / 2); i++) ways += binomial(rounds, i) * binomial(rounds, k - 2 * i);
    row.push(ways);
  }
  // The formula above only holds on the first half; the row is symmetric.
  const half = Math.ceil((3 * rounds + 1) / 2);
  for (let k = half; k <= 3 * rounds; k++) row[k] = row[3 * rounds - k] ?? 0;
  return row;
}

function cumulative(values: readonly number[]): number[] {
  let total = 0;
  return values.map((v) => (total += v));
}

/** The safe and dead thresholds for a round (Tabbycat's liveness_twoteam / liveness_bp). */
export function livenessThresholds(input: LivenessInput): LivenessThresholds {
  const { teamsPerDebate, isGeneral, currentRound, totalRounds, breakSize, totalTeams } = input;
  const scores = [...(input.categoryTeamPoints ?? [])].sort((a, b) => b - a);
  const pointsPerRound = teamsPerDebate === 4 ? 3 : 1;
  // Everyone is safe: the break takes every team there is.
  if (totalTeams < breakSize || (!isGeneral && scores.length <= breakSize)) return { safe: 0, dead: -1 };

  const combinations =
    teamsPerDebate === 4
      ? bpPointCombinations(totalRounds)
      : Array.from({ length: totalRounds + 1 }, (_, i) => binomial(totalRounds, i));
  const outcomes = teamsPerDebate === 4 ? 4 ** totalRounds : 2 ** totalRounds;
  const expected = combinations.map((c) => (totalTeams / outcomes) * c);
  const most = cumulative(expected.map(Math.ceil));
  const fewest = cumulative(expected.map(Math.floor));
  const maxPoints = totalRounds * pointsPerRound;
  const pointsToGo = (totalRounds - currentRound + 1) * pointsPerRound;

  // `most[i]` counts the teams that can be on the top i+1 scores (index 0 = maximum points).
  const firstOver = (list: number[]) => {
    const i = list.findIndex((x) => x > breakSize);
    return i === -1 ? maxPoints + 1 : i;
  };
  let safe = maxPoints - (firstOver(most) - 1);
  let dead: number;
  if (isGeneral) {
    const highestNonBreaking = maxPoints - firstOver(fewest);
    dead = highestNonBreaking - pointsToGo - 1;
  } else {
    safe = Math.min(safe, (scores[breakSize] ?? 0) + pointsToGo + 1);
    dead = (scores[breakSize - 1] ?? 0) - pointsToGo - 1;
  }
  return { safe, dead };
}

export function livenessOf(points: number, thresholds: LivenessThresholds): Liveness {
  if (points >= thresholds.safe) return 'safe';
  if (points <= thresholds.dead) return 'dead';
  return 'live';
}

// A debate's importance for judge allocation: by liveness (how many of its
// teams can still break, counted once per break category a team is live in,
// as Tabbycat's prioritiser does — docs/features/adjudicator-allocation.rst),
// or by bracket (the points the room's teams are on).
import { type Liveness, livenessOf, type LivenessThresholds } from '../standings/liveness.ts';

export interface ImportanceDebate {
  debateId: string;
  teamIds: readonly string[];
}

export interface TeamBreakStanding {
  teamId: string;
  points: number;
  /** The break categories the team is eligible for. */
  categories: readonly string[];
}

/** Category id → its thresholds before this round (livenessThresholds). */
export type CategoryThresholds = ReadonlyMap<string, LivenessThresholds>;

export function teamLiveness(team: TeamBreakStanding, thresholds: CategoryThresholds): Map<string, Liveness> {
  const result = new Map<string, Liveness>();
  for (const category of team.categories) {
    const t = thresholds.get(category);
    if (t) result.set(category, livenessOf(team.points, t));
  }
  return result;
}

/** Whether the team can still break in some category: safe already, or live. */
export function canStillBreak(team: TeamBreakStanding, thresholds: CategoryThresholds): boolean {
  return [...teamLiveness(team, thresholds).values()].some((l) => l !== 'dead');
}

/**
 * Importance by liveness: the number of (team, category) pairs in the room
 * that are live. Safe and dead teams add nothing: their debate cannot change
 * who breaks.
 */
export function importanceByLiveness(
  debates: readonly ImportanceDebate[],
  teams: readonly TeamBreakStanding[],
  thresholds: CategoryThresholds,
): Map<string, number> {
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  const importance = new Map<string, number>();
  for (const debate of debates) {
    let live = 0;
    for (const id of debate.teamIds) {
      const team = byId.get(id);
      if (!team) continue;
      for (const l of teamLiveness(team, thresholds).values()) if (l === 'live') live++;
    }
    importance.set(debate.debateId, live);
  }
  return importance;
}

/** Importance by bracket: the highest points of a team in the room (the top room of a draw matters most). */
export function importanceByBracket(
  debates: readonly ImportanceDebate[],
  points: ReadonlyMap<string, number>,
): Map<string, number> {
  return new Map(debates.map((d) => [d.debateId, Math.max(0, ...d.teamIds.map((id) => points.get(id) ?? 0))]));
}

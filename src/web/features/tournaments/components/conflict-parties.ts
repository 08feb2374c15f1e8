// Conflicts as the staff read them: the adjudicator and the team or other
// adjudicator they conflict with, by name (the server answers ids), and the
// add form's one "conflicts with" choice turned into the operation's body. A
// judge–judge conflict is stored once under whichever id sorts first, so its two
// names show in alphabetical order, whoever was named first.
import type { AdjudicatorView, TeamView } from '#shared/tournaments/contract.ts';
import type { ConflictInput } from '../api/add-tournament-conflict.ts';
import type { ConflictView } from '../api/list-tournament-conflicts.ts';

/** A conflict whose adjudicator or team has since left the tournament still shows, and can be removed. */
export const UNKNOWN_ADJUDICATOR = 'An adjudicator no longer listed';
export const UNKNOWN_TEAM = 'A team no longer listed';

export interface NamedConflict {
  id: string;
  kind: 'team' | 'adjudicator';
  /** The adjudicator; for two adjudicators, the name that sorts first. */
  first: string;
  /** The team, or the other adjudicator. */
  second: string;
  /** "Jane Doe and Alder Team": what the list shows and the remove button names. */
  label: string;
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The conflicts with names, sorted by the adjudicator's name, team conflicts before judge conflicts. */
export function nameConflicts(
  conflicts: readonly ConflictView[],
  teams: readonly Pick<TeamView, 'id' | 'name'>[],
  adjudicators: readonly Pick<AdjudicatorView, 'id' | 'name'>[],
): NamedConflict[] {
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const adjudicatorNames = new Map(adjudicators.map((adjudicator) => [adjudicator.id, adjudicator.name]));
  const adjudicatorName = (id: string) => adjudicatorNames.get(id) ?? UNKNOWN_ADJUDICATOR;
  const named = conflicts.map((conflict): NamedConflict => {
    if (conflict.otherAdjudicatorId !== null) {
      const [first, second] = [adjudicatorName(conflict.adjudicatorId), adjudicatorName(conflict.otherAdjudicatorId)].sort(
        byName,
      ) as [string, string];
      return { id: conflict.id, kind: 'adjudicator', first, second, label: `${first} and ${second}` };
    }
    const first = adjudicatorName(conflict.adjudicatorId);
    const second = (conflict.teamId !== null && teamNames.get(conflict.teamId)) || UNKNOWN_TEAM;
    return { id: conflict.id, kind: 'team', first, second, label: `${first} and ${second}` };
  });
  return named.sort(
    (a, b) => byName(a.first, b.first) || (a.kind === b.kind ? 0 : a.kind === 'team' ? -1 : 1) || byName(a.second, b.second),
  );
}

/** The value of one "conflicts with" choice: a team or an adjudicator, in one select. */
export function conflictTargetValue(kind: 'team' | 'adjudicator', id: string): string {
  return `${kind}:${id}`;
}

/** What a chosen "conflicts with" value looks like (the empty first option does not). */
export const CONFLICT_TARGET_PATTERN = /^(team|adjudicator):(.+)$/;

/** The operation's body for the adjudicator and the "conflicts with" choice (null when the choice is none). */
export function conflictInputOf(adjudicatorId: string, target: string): ConflictInput | null {
  const match = CONFLICT_TARGET_PATTERN.exec(target);
  if (!match) return null;
  const [, kind, id] = match as unknown as [string, 'team' | 'adjudicator', string];
  return kind === 'team' ? { adjudicatorId, teamId: id } : { adjudicatorId, otherAdjudicatorId: id };
}

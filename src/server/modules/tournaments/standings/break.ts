// The break: which teams qualify for each category's elimination rounds, from
// the team standings. Categories are decided highest priority first (Open, then
// ESL, then EFL…); a team eligible for several breaks only in the highest it
// makes, when the tournament says so. A tie straddling the last place is never
// cut silently: the category's result is 'tie-at-break', naming the tied teams
// and the places left, until the tab director decides (a coin toss, a
// tie-break they announced) or breaks every tied team. Rules after Tabbycat's
// breakqual (base.py StandardBreakGenerator, aida.py Aida1996BreakGenerator;
// docs/features/breaks.rst); docs/tournaments-tab.md.
import { compareIds } from './ranking.ts';
import type { TeamStandingRow } from './team-standings.ts';

/** 'standard': the top n. 'aida-1996': the top n of the teams that are also among the top `institutionCap` of their institution. */
export type BreakRule = 'standard' | 'aida-1996';

/** The AIDA rules' cap on the teams of one institution (Tabbycat hard-codes 3). */
export const AIDA_INSTITUTION_CAP = 3;

export interface BreakCategory {
  id: string;
  name: string;
  breakSize: number;
  rule?: BreakRule;
  /** Higher breaks are decided first; a team in a higher break can be left out of lower ones. */
  priority: number;
  /** Every team is eligible (an Open break); otherwise the teams that list the category. */
  isGeneral?: boolean;
  /** For 'aida-1996'; default AIDA_INSTITUTION_CAP. */
  institutionCap?: number;
}

export interface BreakTeam {
  teamId: string;
  institutionId?: string | null;
  /** Category ids the team is eligible for (an Open category with isGeneral needs no listing). */
  categories: readonly string[];
}

/** The tab director's decision on a tie at the cut: the tied teams who take the places left, or every tied team. */
export type TieDecision = readonly string[] | 'break-all-tied';

export interface BreakOptions {
  /** A team breaking in a higher-priority category is left out of lower ones (Tabbycat's "different break"). */
  excludeTeamsBreakingHigher: boolean;
  /** Category id → decision on its tie at the cut. */
  tieDecisions?: Readonly<Record<string, TieDecision>>;
}

export type BreakStatus = 'complete' | 'tie-at-break' | 'waiting';

export interface BreakingTeam {
  teamId: string;
  /** The team's rank in the team standings. */
  rank: number;
  /** Its rank among the category's teams (what Tabbycat shows in a category's break). */
  categoryRank: number;
  /** Rank within the break; teams equal on every metric share it. */
  breakRank: number;
  /** The seed for the elimination bracket, 1 to n, always distinct. */
  seed: number;
}

export type ExclusionRemark = 'capped' | 'different-break' | 'lost-tie';

export interface ExcludedTeam {
  teamId: string;
  rank: number;
  categoryRank: number;
  remark: ExclusionRemark;
  /** The higher category a 'different-break' team breaks in. */
  breaksIn?: string;
}

export interface TieAtBreak {
  /** The standings rank the tied teams share. */
  rank: number;
  teamIds: string[];
  /** How many of them the break has room for. */
  places: number;
  message: string;
  /** Set when a decision was given but does not fit the tie. */
  decisionError?: string;
}

export interface CategoryBreak {
  categoryId: string;
  status: BreakStatus;
  /** In seed order. While a tie is undecided, the teams clearly in. */
  breaking: BreakingTeam[];
  tie?: TieAtBreak;
  /** Teams who would have broken but for a rule, with the reason. */
  excluded: ExcludedTeam[];
  /** For 'waiting': the higher category whose tie must be decided first. */
  waitingFor?: string;
  warnings: string[];
}

interface Candidate {
  teamId: string;
  rank: number;
  categoryRank: number;
  institutionId: string | null;
}

/** Institution rank of each candidate: 1 + the number of teams of its institution ranked strictly above it. */
function institutionRanks(candidates: readonly Candidate[]): Map<string, number> {
  const ranks = new Map<string, number>();
  const byInstitution = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (c.institutionId === null) continue;
    byInstitution.set(c.institutionId, [...(byInstitution.get(c.institutionId) ?? []), c]);
  }
  for (const teams of byInstitution.values()) {
    for (const c of teams) ranks.set(c.teamId, 1 + teams.filter((o) => o.rank < c.rank).length);
  }
  return ranks;
}

function toBreaking(chosen: readonly Candidate[]): BreakingTeam[] {
  return chosen.map((c, i) => ({
    teamId: c.teamId,
    rank: c.rank,
    categoryRank: c.categoryRank,
    breakRank: 1 + chosen.filter((o) => o.rank < c.rank).length,
    seed: i + 1,
  }));
}

function tieWarnings(breaking: readonly BreakingTeam[]): string[] {
  const warnings: string[] = [];
  const byBreakRank = new Map<number, BreakingTeam[]>();
  for (const t of breaking) byBreakRank.set(t.breakRank, [...(byBreakRank.get(t.breakRank) ?? []), t]);
  for (const group of byBreakRank.values()) {
    if (group.length < 2) continue;
    warnings.push(
      `${group.map((t) => t.teamId).join(', ')} are tied on every metric; their seeds (${group
        .map((t) => t.seed)
        .join(', ')}) follow the listing order.`,
    );
  }
  return warnings;
}

function decideCategory(
  category: BreakCategory,
  standings: readonly TeamStandingRow[],
  teams: ReadonlyMap<string, BreakTeam>,
  brokeHigher: ReadonlyMap<string, string>,
  undecidedHigher: ReadonlyMap<string, string>,
  options: BreakOptions,
): CategoryBreak {
  const warnings: string[] = [];
  const excluded: ExcludedTeam[] = [];
  const inCategory: Candidate[] = [];
  for (const row of standings) {
    const team = teams.get(row.teamId);
    const isEligible = category.isGeneral === true || (team?.categories.includes(category.id) ?? false);
    if (!isEligible) continue;
    inCategory.push({ teamId: row.teamId, rank: row.rank, categoryRank: 0, institutionId: team?.institutionId ?? null });
  }
  for (const c of inCategory) c.categoryRank = 1 + inCategory.filter((o) => o.rank < c.rank).length;

  let pool = inCategory;
  if (options.excludeTeamsBreakingHigher) {
    const waitingFor = inCategory.map((c) => undecidedHigher.get(c.teamId)).find((id) => id !== undefined);
    if (waitingFor !== undefined) {
      return {
        categoryId: category.id,
        status: 'waiting',
        breaking: [],
        excluded: [],
        waitingFor,
        warnings: [`Decide the tie at the break in ${waitingFor} first: a team tied there is eligible here.`],
      };
    }
    pool = [];
    for (const c of inCategory) {
      const higher = brokeHigher.get(c.teamId);
      if (higher !== undefined)
        excluded.push({
          teamId: c.teamId,
          rank: c.rank,
          categoryRank: c.categoryRank,
          remark: 'different-break',
          breaksIn: higher,
        });
      else pool.push(c);
    }
  }

  if ((category.rule ?? 'standard') === 'aida-1996') {
    const cap = category.institutionCap ?? AIDA_INSTITUTION_CAP;
    // Tabbycat ranks within an institution over the category's teams, before other breaks are taken out.
    const instRanks = institutionRanks(inCategory);
    const kept: Candidate[] = [];
    for (const c of pool) {
      if ((instRanks.get(c.teamId) ?? 1) > cap)
        excluded.push({ teamId: c.teamId, rank: c.rank, categoryRank: c.categoryRank, remark: 'capped' });
      else kept.push(c);
    }
    pool = kept;
  }

  const size = category.breakSize;
  const finish = (status: BreakStatus, chosen: Candidate[], tie?: TieAtBreak): CategoryBreak => {
    const breaking = toBreaking(chosen);
    const lastRank = tie ? tie.rank : (breaking.at(-1)?.rank ?? 0);
    return {
      categoryId: category.id,
      status,
      breaking,
      ...(tie ? { tie } : {}),
      // Only teams who would have broken but for a rule are worth showing (Tabbycat hides the rest).
      excluded: excluded.filter((e) => e.rank <= lastRank || e.remark === 'lost-tie').sort((a, b) => a.rank - b.rank),
      warnings: [...warnings, ...tieWarnings(breaking)],
    };
  };

  if (pool.length <= size) {
    if (pool.length < size) warnings.push(`Only ${pool.length} eligible teams for a break of ${size}.`);
    return finish('complete', pool);
  }
  const last = pool[size - 1] as Candidate;
  const firstOut = pool[size] as Candidate;
  if (last.rank !== firstOut.rank) return finish('complete', pool.slice(0, size));

  const clearlyIn = pool.filter((c) => c.rank < last.rank);
  const tied = pool.filter((c) => c.rank === last.rank);
  const places = size - clearlyIn.length;
  const tie: TieAtBreak = {
    rank: last.rank,
    teamIds: tied.map((c) => c.teamId),
    places,
    message: `${tied.length} teams are tied on every metric at rank ${last.rank} for the last ${places} place${
      places === 1 ? '' : 's'
    } in the ${category.name} break: decide which break, or break all of them.`,
  };
  const decision = options.tieDecisions?.[category.id];
  if (decision === 'break-all-tied') {
    warnings.push(
      `The break is enlarged to ${clearlyIn.length + tied.length} teams to take every team tied at rank ${last.rank}.`,
    );
    return finish('complete', [...clearlyIn, ...tied]);
  }
  if (decision !== undefined) {
    const tiedIds = new Set(tie.teamIds);
    const chosen = new Set(decision);
    const problem =
      chosen.size !== decision.length
        ? 'A team is chosen twice.'
        : [...chosen].some((id) => !tiedIds.has(id))
          ? 'Only teams in the tie can be chosen.'
          : chosen.size !== places
            ? `Choose exactly ${places} of the tied teams.`
            : undefined;
    if (problem) return finish('tie-at-break', clearlyIn, { ...tie, decisionError: problem });
    for (const c of tied)
      if (!chosen.has(c.teamId))
        excluded.push({ teamId: c.teamId, rank: c.rank, categoryRank: c.categoryRank, remark: 'lost-tie' });
    return finish('complete', [...clearlyIn, ...tied.filter((c) => chosen.has(c.teamId))]);
  }
  return finish('tie-at-break', clearlyIn, tie);
}

/**
 * The break of every category, highest priority first. `standings` are the
 * team standings in rank order (computeTeamStandings). A category waits while
 * a higher one has an undecided tie that involves its teams.
 */
export function computeBreak(
  standings: readonly TeamStandingRow[],
  teams: readonly BreakTeam[],
  categories: readonly BreakCategory[],
  options: BreakOptions,
): CategoryBreak[] {
  for (const c of categories) {
    if (!Number.isInteger(c.breakSize) || c.breakSize < 1)
      throw new RangeError(`The ${c.name} break size must be a positive whole number`);
  }
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  const ordered = [...categories].sort((a, b) => b.priority - a.priority || compareIds(a.id, b.id));
  const brokeHigher = new Map<string, string>();
  const undecidedHigher = new Map<string, string>();
  const results: CategoryBreak[] = [];
  for (const category of ordered) {
    const result = decideCategory(category, standings, byId, brokeHigher, undecidedHigher, options);
    results.push(result);
    for (const t of result.breaking) if (!brokeHigher.has(t.teamId)) brokeHigher.set(t.teamId, category.id);
    for (const id of result.tie?.teamIds ?? []) if (!undecidedHigher.has(id)) undecidedHigher.set(id, category.id);
    if (result.status === 'waiting') {
      // Its own teams' fate is unknown too: lower categories wait on the same decision.
      for (const row of standings) {
        const team = byId.get(row.teamId);
        if ((category.isGeneral || team?.categories.includes(category.id)) && !undecidedHigher.has(row.teamId))
          undecidedHigher.set(row.teamId, result.waitingFor ?? category.id);
      }
    }
  }
  return results;
}

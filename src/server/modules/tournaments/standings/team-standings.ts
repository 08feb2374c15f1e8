// Team standings: each team's metrics over the confirmed preliminary-round
// results, ranked by the tournament's precedence (an ordered list of metrics).
// The metrics and their definitions follow Tabbycat's "team standings
// precedence" (docs/features/standings-rules.rst, standings/teams.py);
// docs/tournaments-tab.md lists them and the presets. Pure: the results come in,
// rows go out; teams equal on every metric share a rank.
import type { FormatId } from '#shared/formats/format-types.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { compareIds, type MetricValue, rankBy, rankText, roundMetric } from './ranking.ts';

/** One speech's score. Replies count towards the team's score, and are kept apart in the speaker tab. */
export interface SpeakerResult {
  speakerId: string;
  /** The format's position id ('pm', 'prop-1'…). */
  position: string;
  score: number;
  isReply?: boolean;
}

/** A team's result in one debate, as the confirmed decision gives it (src/shared/judging/ballots.ts `Decision`). */
export interface TeamResult {
  teamId: string;
  /** The format side the team held: 'proposition', 'opposition'… or BP's 'og', 'oo', 'cg', 'co'. */
  side: string;
  /** 1 for the winner (two sides) or the first (BP), 2 for the loser or the second, and so on. */
  place: number;
  /** Two sides: the counted ballots for this team and the counted ballots in all. Default: a panel of one. */
  votes?: { given: number; possible: number };
  /** The speakers' scores (from `Decision.speakerScores` and `replyScores`). */
  speakers: readonly SpeakerResult[];
  /** The team's total where no speaker scores are kept; otherwise the sum of `speakers`. */
  score?: number;
}

export interface DebateResult {
  debateId: string;
  /** The preliminary round's number, 1 first. */
  round: number;
  teams: readonly TeamResult[];
  /**
   * The teams a place is counted against, when not every one is in `teams`: a
   * bye is a win over an absent opponent (2), worth what a win in a debate is.
   */
  roomSize?: number;
}

export const TEAM_METRICS = [
  'points',
  'wins',
  'speakerScoreTotal',
  'speakerScoreAverage',
  'speakerScoreStdDev',
  'marginTotal',
  'marginAverage',
  'drawStrength',
  'drawStrengthBySpeakerScore',
  'ballots',
  'firsts',
  'seconds',
  'thirds',
  'whoBeatWhom',
] as const;

export type TeamMetric = (typeof TEAM_METRICS)[number];

/** Metrics where the smaller value ranks higher. */
const ASCENDING_METRICS: ReadonlySet<TeamMetric> = new Set(['speakerScoreStdDev']);

export const TEAM_METRIC_LABELS: Record<TeamMetric, string> = {
  points: 'Points',
  wins: 'Wins',
  speakerScoreTotal: 'Total speaker score',
  speakerScoreAverage: 'Average total speaker score',
  speakerScoreStdDev: 'Speaker score standard deviation',
  marginTotal: 'Sum of margins',
  marginAverage: 'Average margin',
  drawStrength: 'Draw strength (opponents’ points)',
  drawStrengthBySpeakerScore: 'Draw strength by speaker score',
  ballots: 'Ballots carried',
  firsts: 'Firsts',
  seconds: 'Seconds',
  thirds: 'Thirds',
  whoBeatWhom: 'Who beat whom',
};

/**
 * Presets. BP: points, total speaker score, firsts, seconds, draw strength.
 * World Schools: wins, ballots, total speaker score, draw strength (WSDC ranks on
 * totals). Other two-team formats: wins, ballots, then the average total speaker
 * score, so a league team that missed a round is not ranked on a sum of fewer debates.
 */
export const TEAM_STANDINGS_PRESETS = {
  bp: ['points', 'speakerScoreTotal', 'firsts', 'seconds', 'drawStrength'],
  wsdc: ['wins', 'ballots', 'speakerScoreTotal', 'drawStrength'],
  twoTeam: ['wins', 'ballots', 'speakerScoreAverage', 'drawStrength'],
} as const satisfies Record<string, readonly TeamMetric[]>;

/** Whether a format's debates have four ranked teams (British Parliamentary) rather than two sides. */
export function isFourTeamFormat(formatId: FormatId): boolean {
  return getFormat(formatId)?.ballot.kind === 'ranks';
}

export function teamStandingsPresetFor(formatId: FormatId): readonly TeamMetric[] {
  if (isFourTeamFormat(formatId)) return TEAM_STANDINGS_PRESETS.bp;
  if (formatId === 'world-schools') return TEAM_STANDINGS_PRESETS.wsdc;
  return TEAM_STANDINGS_PRESETS.twoTeam;
}

/** Ballots are counted out of a panel of this size whatever the panel was, as Tabbycat normalises them. */
export const BALLOTS_PER_DEBATE = 3;

export interface TeamEntry {
  teamId: string;
  /** Orders teams tied on every metric in the listing (they still share the rank). */
  name?: string;
}

export interface TeamStandingsOptions {
  /** The metrics that rank, first decisive. Every metric at most once, except `whoBeatWhom`. */
  precedence: readonly TeamMetric[];
  /** Metrics shown but not ranked on. */
  extraMetrics?: readonly TeamMetric[];
  /** Only rounds up to this one count (the standings "after round n"). */
  throughRound?: number;
  /**
   * Teams that debate but are never ranked (swing teams): they have no row, and their
   * results still count for their opponents (wins, points, draw strength).
   */
  unrankedTeamIds?: ReadonlySet<string>;
}

export interface TeamStandingMetricValue {
  metric: TeamMetric;
  value: MetricValue;
}

export interface TeamStandingRow {
  teamId: string;
  rank: number;
  isTied: boolean;
  /** "4" or "4=". */
  rankText: string;
  /** The precedence metrics in order, then the extra ones. */
  metrics: TeamStandingMetricValue[];
  debates: number;
}

export class StandingsError extends Error {
  override name = 'StandingsError';
}

interface TeamTally {
  teamId: string;
  name: string;
  points: number;
  wins: number;
  places: number[];
  scores: number[];
  margins: number[];
  ballots: number;
  /** Each opponent once per debate against it. */
  opponents: string[];
  debates: number;
}

function teamScore(team: TeamResult): number | null {
  if (team.score !== undefined) return team.score;
  if (team.speakers.length === 0) return null;
  return team.speakers.reduce((sum, s) => sum + s.score, 0);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function average(values: readonly number[]): number | null {
  return values.length ? sum(values) / values.length : null;
}

function standardDeviation(values: readonly number[]): number | null {
  const mean = average(values);
  if (mean === null) return null;
  // The population deviation, as Tabbycat's (PostgreSQL's stddev_pop).
  return Math.sqrt(sum(values.map((v) => (v - mean) ** 2)) / values.length);
}

function checkPrecedence(precedence: readonly TeamMetric[]) {
  const seen = new Set<TeamMetric>();
  for (const metric of precedence) {
    if (!TEAM_METRICS.includes(metric)) throw new StandingsError(`Unknown team metric: ${metric}`);
    if (metric !== 'whoBeatWhom' && seen.has(metric)) throw new StandingsError(`The metric ${metric} is in the precedence twice`);
    seen.add(metric);
  }
}

function tally(teams: readonly TeamEntry[], results: readonly DebateResult[], throughRound?: number): Map<string, TeamTally> {
  const tallies = new Map<string, TeamTally>();
  const ensure = (teamId: string, name?: string) => {
    let t = tallies.get(teamId);
    if (!t) {
      t = {
        teamId,
        name: name ?? teamId,
        points: 0,
        wins: 0,
        places: [],
        scores: [],
        margins: [],
        ballots: 0,
        opponents: [],
        debates: 0,
      };
      tallies.set(teamId, t);
    }
    return t;
  };
  for (const team of teams) ensure(team.teamId, team.name);
  for (const debate of results) {
    if (throughRound !== undefined && debate.round > throughRound) continue;
    const size = debate.roomSize ?? debate.teams.length;
    const scores = debate.teams.map(teamScore);
    debate.teams.forEach((team, i) => {
      const t = ensure(team.teamId);
      t.debates++;
      t.points += size - team.place;
      if (team.place === 1) t.wins++;
      t.places.push(team.place);
      const own = scores[i] ?? null;
      if (own !== null) {
        t.scores.push(own);
        const others = scores.filter((s, j): s is number => j !== i && s !== null);
        if (others.length) t.margins.push(own - sum(others) / others.length);
      }
      if (size === 2) {
        const votes = team.votes ?? { given: team.place === 1 ? 1 : 0, possible: 1 };
        if (votes.possible > 0) t.ballots += (votes.given / votes.possible) * BALLOTS_PER_DEBATE;
      }
      for (const other of debate.teams) if (other.teamId !== team.teamId) t.opponents.push(other.teamId);
    });
  }
  return tallies;
}

function baseMetric(metric: Exclude<TeamMetric, 'whoBeatWhom'>, t: TeamTally, all: Map<string, TeamTally>): MetricValue {
  switch (metric) {
    case 'points':
      return t.points;
    case 'wins':
      return t.wins;
    case 'speakerScoreTotal':
      return sum(t.scores);
    case 'speakerScoreAverage':
      return average(t.scores);
    case 'speakerScoreStdDev':
      return standardDeviation(t.scores);
    case 'marginTotal':
      return sum(t.margins);
    case 'marginAverage':
      return average(t.margins);
    case 'drawStrength':
      return sum(t.opponents.map((id) => all.get(id)?.points ?? 0));
    case 'drawStrengthBySpeakerScore':
      return sum(t.opponents.map((id) => sum(all.get(id)?.scores ?? [])));
    case 'ballots':
      return t.ballots;
    case 'firsts':
      return t.places.filter((p) => p === 1).length;
    case 'seconds':
      return t.places.filter((p) => p === 2).length;
    case 'thirds':
      return t.places.filter((p) => p === 3).length;
  }
}

/** Points each of two teams took in the debates where they met (Tabbycat's who-beat-whom). */
function headToHead(a: string, b: string, results: readonly DebateResult[], throughRound?: number): [number, number] {
  let pa = 0;
  let pb = 0;
  for (const debate of results) {
    if (throughRound !== undefined && debate.round > throughRound) continue;
    const ta = debate.teams.find((t) => t.teamId === a);
    const tb = debate.teams.find((t) => t.teamId === b);
    if (!ta || !tb) continue;
    pa += debate.teams.length - ta.place;
    pb += debate.teams.length - tb.place;
  }
  return [pa, pb];
}

/**
 * The team standings. Every team in `teams` appears, with or without results;
 * a team only in the results is added. Who-beat-whom applies where exactly two
 * teams are tied on every metric before it, and is blank (null) elsewhere.
 */
export function computeTeamStandings(
  teams: readonly TeamEntry[],
  results: readonly DebateResult[],
  options: TeamStandingsOptions,
): TeamStandingRow[] {
  checkPrecedence(options.precedence);
  const extras = (options.extraMetrics ?? []).filter((m) => m !== 'whoBeatWhom');
  const tallies = tally(teams, results, options.throughRound);
  const list = [...tallies.values()].filter((t) => !options.unrankedTeamIds?.has(t.teamId));
  const ascending = options.precedence.map((m) => ASCENDING_METRICS.has(m));

  const values = new Map<string, MetricValue[]>();
  for (const t of list) {
    values.set(
      t.teamId,
      options.precedence.map((m) => (m === 'whoBeatWhom' ? null : roundValue(baseMetric(m, t, tallies)))),
    );
  }
  const valuesOf = (t: TeamTally) => values.get(t.teamId) ?? [];

  options.precedence.forEach((metric, index) => {
    if (metric !== 'whoBeatWhom') return;
    const prefixAscending = ascending.slice(0, index);
    const groups = rankBy(
      list,
      (t) => valuesOf(t).slice(0, index),
      prefixAscending,
      () => 0,
    );
    const byRank = new Map<number, TeamTally[]>();
    for (const r of groups) byRank.set(r.rank, [...(byRank.get(r.rank) ?? []), r.item]);
    for (const group of byRank.values()) {
      const [a, b] = group;
      if (group.length !== 2 || !a || !b) continue;
      const [pa, pb] = headToHead(a.teamId, b.teamId, results, options.throughRound);
      valuesOf(a)[index] = pa;
      valuesOf(b)[index] = pb;
    }
  });

  const ranked = rankBy(list, valuesOf, ascending, (a, b) => compareIds(a.name, b.name) || compareIds(a.teamId, b.teamId));
  return ranked.map(({ item, rank, isTied }) => ({
    teamId: item.teamId,
    rank,
    isTied,
    rankText: rankText(rank, isTied),
    debates: item.debates,
    metrics: [
      ...options.precedence.map((metric, i) => ({ metric, value: valuesOf(item)[i] ?? null })),
      ...extras.map((metric) => ({ metric, value: roundValue(baseMetric(metric, item, tallies)) })),
    ],
  }));
}

function roundValue(value: MetricValue): MetricValue {
  return value === null ? null : roundMetric(value);
}

/** A row's value of one metric, or null when the row does not carry it. */
export function metricOf(row: TeamStandingRow, metric: TeamMetric): MetricValue {
  return row.metrics.find((m) => m.metric === metric)?.value ?? null;
}

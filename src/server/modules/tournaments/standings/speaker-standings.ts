// Speaker standings: each speaker's total and average over the preliminary
// rounds, ranked by the chosen precedence (Tabbycat's speaker standings rules,
// docs/features/standings-rules.rst). A speaker with fewer speeches than the
// minimum is listed but not ranked, so a tab never places a one-round speaker
// on an average of one. Replies are left out, counted in, or ranked on their own.
import type { DebateResult } from './team-standings.ts';
import { compareIds, type MetricValue, rankBy, rankText, roundMetric } from './ranking.ts';

export const SPEAKER_METRICS = ['total', 'average', 'trimmedMean', 'stdDev', 'speeches'] as const;
export type SpeakerMetric = (typeof SPEAKER_METRICS)[number];

const ASCENDING_SPEAKER_METRICS: ReadonlySet<SpeakerMetric> = new Set(['stdDev']);

/** 'excluded': substantive speeches only (the speaker tab); 'included': replies count as speeches; 'only': the reply tab. */
export type ReplyRule = 'excluded' | 'included' | 'only';

export interface SpeakerEntry {
  speakerId: string;
  teamId: string;
  name?: string;
}

export interface SpeakerStandingsOptions {
  /** Default: total, then average. */
  precedence?: readonly SpeakerMetric[];
  /** Speakers with fewer speeches are listed unranked. Default 0 (everyone ranked). */
  minimumSpeeches?: number;
  /** Default 'excluded'. */
  replies?: ReplyRule;
  throughRound?: number;
  /** Teams that debate but are never ranked (swing teams): their speakers have no row. */
  unrankedTeamIds?: ReadonlySet<string>;
}

export interface SpeakerStandingRow {
  speakerId: string;
  teamId: string;
  /** null: fewer speeches than the minimum. */
  rank: number | null;
  isTied: boolean;
  rankText: string;
  total: number;
  average: MetricValue;
  speeches: number;
  /** Score per round, for the tab's columns. */
  scoresByRound: Record<number, number>;
  metrics: { metric: SpeakerMetric; value: MetricValue }[];
}

interface SpeakerTally {
  speakerId: string;
  teamId: string;
  name: string;
  scores: number[];
  byRound: Record<number, number>;
}

function mean(values: readonly number[]): MetricValue {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

function metricValue(metric: SpeakerMetric, scores: readonly number[]): MetricValue {
  switch (metric) {
    case 'total':
      return scores.reduce((a, b) => a + b, 0);
    case 'average':
      return mean(scores);
    case 'trimmedMean': {
      // The high-low drop; with one or two scores, the plain average (Tabbycat's rule).
      if (scores.length <= 2) return mean(scores);
      const sorted = [...scores].sort((a, b) => a - b);
      return mean(sorted.slice(1, -1));
    }
    case 'stdDev': {
      const m = mean(scores);
      if (m === null) return null;
      return Math.sqrt(scores.reduce((s, v) => s + (v - m) ** 2, 0) / scores.length);
    }
    case 'speeches':
      return scores.length;
  }
}

export function computeSpeakerStandings(
  speakers: readonly SpeakerEntry[],
  results: readonly DebateResult[],
  options: SpeakerStandingsOptions = {},
): SpeakerStandingRow[] {
  const precedence = options.precedence ?? ['total', 'average'];
  const replies = options.replies ?? 'excluded';
  const minimum = options.minimumSpeeches ?? 0;
  const tallies = new Map<string, SpeakerTally>();
  const ensure = (speakerId: string, teamId: string, name?: string) => {
    let t = tallies.get(speakerId);
    if (!t) {
      t = { speakerId, teamId, name: name ?? speakerId, scores: [], byRound: {} };
      tallies.set(speakerId, t);
    }
    return t;
  };
  for (const s of speakers) ensure(s.speakerId, s.teamId, s.name);
  for (const debate of results) {
    if (options.throughRound !== undefined && debate.round > options.throughRound) continue;
    for (const team of debate.teams) {
      for (const speech of team.speakers) {
        const isReply = speech.isReply === true;
        if ((replies === 'excluded' && isReply) || (replies === 'only' && !isReply)) continue;
        const t = ensure(speech.speakerId, team.teamId);
        t.scores.push(speech.score);
        t.byRound[debate.round] = (t.byRound[debate.round] ?? 0) + speech.score;
      }
    }
  }
  const all = [...tallies.values()].filter((t) => !options.unrankedTeamIds?.has(t.teamId));
  const valuesOf = new Map(all.map((t) => [t.speakerId, precedence.map((m) => round(metricValue(m, t.scores)))]));
  const eligible = all.filter((t) => t.scores.length >= minimum && t.scores.length > 0);
  const unranked = all.filter((t) => !(t.scores.length >= minimum && t.scores.length > 0));
  const ascending = precedence.map((m) => ASCENDING_SPEAKER_METRICS.has(m));
  const byName = (a: SpeakerTally, b: SpeakerTally) => compareIds(a.name, b.name) || compareIds(a.speakerId, b.speakerId);
  const ranked = rankBy(eligible, (t) => valuesOf.get(t.speakerId) ?? [], ascending, byName);
  const row = (t: SpeakerTally, rank: number | null, isTied: boolean): SpeakerStandingRow => ({
    speakerId: t.speakerId,
    teamId: t.teamId,
    rank,
    isTied,
    rankText: rankText(rank, isTied),
    total: round(metricValue('total', t.scores)) ?? 0,
    average: round(metricValue('average', t.scores)),
    speeches: t.scores.length,
    scoresByRound: t.byRound,
    metrics: precedence.map((metric, i) => ({ metric, value: valuesOf.get(t.speakerId)?.[i] ?? null })),
  });
  return [
    ...ranked.map((r) => row(r.item, r.rank, r.isTied)),
    ...[...unranked].sort((a, b) => b.scores.length - a.scores.length || byName(a, b)).map((t) => row(t, null, false)),
  ];
}

function round(value: MetricValue): MetricValue {
  return value === null ? null : roundMetric(value);
}

// Progress for the training dashboard, as pure functions the server runs on
// a member's completed attempts and judged speeches (docs/training.md,
// "Progress, streak and recommendations"): percentages, the streak of days
// with practice, and what to practise next — the skills with the lowest
// training scores and, from confirmed results, low speaker scores.
import type { TrainingRecommendation } from './contract.ts';
import { SKILL_IDS, type SkillId, type TrainingAreaId, skillById } from './skills.ts';

/** score ÷ max as a whole percentage, rounded down (never above 100); null without a maximum. */
export function percentOf(score: number, max: number): number | null {
  if (!(max > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((score * 100) / max)));
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The streak: how many consecutive calendar days, ending today or yesterday,
 * each hold at least one completed attempt. Yesterday counts so that a streak
 * is not shown as lost in the morning before the day's practice.
 */
export function streakOf(activeDays: Iterable<string>, today: string): { days: number; isActiveToday: boolean } {
  const days = new Set(activeDays);
  const isActiveToday = days.has(today);
  let day = isActiveToday ? today : previousDay(today);
  let count = 0;
  while (days.has(day)) {
    count++;
    day = previousDay(day);
  }
  return { days: count, isActiveToday };
}

/** The module to practise each skill with: the one whose items (or timed speech, for delivery) train it most. */
export const SKILL_PRACTICE: Record<SkillId, { moduleId: string; area: TrainingAreaId }> = {
  structure: { moduleId: 'argument-parts', area: 'argument-builder' },
  rebuttal: { moduleId: 'rebuttal-drill', area: 'rebuttal' },
  weighing: { moduleId: 'argument-reasoning', area: 'argument-builder' },
  research: { moduleId: 'research-quiz', area: 'research' },
  delivery: { moduleId: 'speech-practice', area: 'speech' },
  'format-rules': { moduleId: 'mock-debate-rules', area: 'mock-debate' },
  'points-of-information': { moduleId: 'speech-rules', area: 'speech' },
  'cross-examination': { moduleId: 'speech-rules', area: 'speech' },
  fallacies: { moduleId: 'argument-reasoning', area: 'argument-builder' },
  'motion-analysis': { moduleId: 'argument-parts', area: 'argument-builder' },
};

/** A skill's training is weak below this average percentage. */
export const WEAK_TRAINING_PERCENT = 70;
/** A skill needs this many points possible (two questions' worth) before its average says anything. */
export const MIN_POINTS_FOR_RECOMMENDATION = 20;
/** Training recommendations shown at most. */
export const TRAINING_RECOMMENDATIONS_MAX = 3;
/** Confirmed results read for the ballots' recommendation: the most recent ones. */
export const BALLOT_RESULTS_READ = 20;
/** Scored speeches needed before the ballots' recommendation speaks. */
export const BALLOT_MIN_SPEECHES = 3;
/** Speaker scores averaging below this place in their formats' ranges (0 lowest, 100 highest) are weak. */
export const WEAK_SPEAKER_RANGE_PERCENT = 50;
/**
 * What a speaker score marks: the criteria judges score a speech on are
 * content, style and strategy (WSDC Debate Rules; SPEECH_SELF_ASSESSMENT_RUBRIC),
 * which training practises as structure (content) and delivery (style).
 */
export const SPEAKER_SCORE_SKILLS: readonly SkillId[] = ['delivery', 'structure'];

/** Where a speaker score sits in its format's range, 0 (the lowest score) to 100 (the highest). */
export function rangePercent(score: number, range: { min: number; max: number }): number {
  if (!(range.max > range.min)) return 0;
  return Math.min(100, Math.max(0, ((score - range.min) * 100) / (range.max - range.min)));
}

export interface SkillTotals {
  skill: SkillId;
  score: number;
  max: number;
}

const labelOf = (skill: SkillId) => skillById(skill)?.label ?? skill;

/**
 * What to practise next, ballots first:
 * 1. ballots — with at least BALLOT_MIN_SPEECHES scored speeches in the last
 *    BALLOT_RESULTS_READ confirmed results, an average place in the formats'
 *    ranges below WEAK_SPEAKER_RANGE_PERCENT recommends the skills a speaker
 *    score marks (SPEAKER_SCORE_SKILLS);
 * 2. training — the skills with at least MIN_POINTS_FOR_RECOMMENDATION points
 *    possible whose average is below WEAK_TRAINING_PERCENT, lowest first, at
 *    most TRAINING_RECOMMENDATIONS_MAX;
 * 3. start — nothing completed yet: the quick start.
 * A skill is recommended once (its first reason).
 */
export function recommend(
  skills: readonly SkillTotals[],
  ballots: { scoredSpeeches: number; averageRangePercent: number | null },
  completedAttempts: number,
): TrainingRecommendation[] {
  const out: TrainingRecommendation[] = [];
  const add = (skill: SkillId, source: TrainingRecommendation['source'], reason: string, moduleId?: string) => {
    if (out.some((r) => r.skill === skill)) return;
    const practice = SKILL_PRACTICE[skill];
    out.push({
      skill,
      skillLabel: labelOf(skill),
      source,
      reason,
      moduleId: moduleId ?? practice.moduleId,
      area: moduleId === 'quick-start' ? 'quick-start' : practice.area,
    });
  };
  const rangeAverage = ballots.averageRangePercent;
  if (ballots.scoredSpeeches >= BALLOT_MIN_SPEECHES && rangeAverage !== null && rangeAverage < WEAK_SPEAKER_RANGE_PERCENT) {
    for (const skill of SPEAKER_SCORE_SKILLS) {
      add(
        skill,
        'ballots',
        `Your speaker scores in your last ${ballots.scoredSpeeches} judged speeches sit ${rangeAverage}% of the way up their formats' ranges; ${labelOf(skill).toLowerCase()} is part of what judges score.`,
      );
    }
  }
  const weak = skills
    .filter((s) => s.max >= MIN_POINTS_FOR_RECOMMENDATION)
    .map((s) => ({ ...s, percent: percentOf(s.score, s.max) ?? 0 }))
    .filter((s) => s.percent < WEAK_TRAINING_PERCENT)
    .sort((a, b) => a.percent - b.percent || SKILL_IDS.indexOf(a.skill) - SKILL_IDS.indexOf(b.skill))
    .slice(0, TRAINING_RECOMMENDATIONS_MAX);
  for (const s of weak)
    add(s.skill, 'training', `You scored ${s.percent}% on ${labelOf(s.skill).toLowerCase()} questions so far.`);
  if (completedAttempts === 0) {
    add(
      'format-rules',
      'start',
      'Start with the ten-minute quick start: a format basics quiz and a one-minute speech.',
      'quick-start',
    );
  }
  return out;
}

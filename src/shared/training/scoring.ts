// Scoring: pure functions the server runs on submitted answers (a score is
// never taken from the browser). Every item is worth ITEM_MAX_POINTS; partial
// credit is defined per type below and rounded down, so a score is an integer
// in 0..max for every item, attempt and part (scoring.property.test.ts).
// The assessment draw is deterministic for a seed and avoids earlier questions.
import { getFormat } from '../formats/formats.ts';
import { speechesInUse } from '../formats/positions.ts';
import { ASSESSMENT_QUESTIONS, getItem, QUICK_START_SPEECH_SECONDS, type TrainingModule } from './bank.ts';
import type { FreeWork, RubricRatings, SubmittedAnswer, TrainingItem } from './contract.ts';
import { seededShuffle } from './random.ts';
import {
  REBUTTAL_REVIEW_RUBRIC,
  RESEARCH_CHECKLIST_MAX,
  SPEECH_SELF_ASSESSMENT_RUBRIC,
  plannedSpeechMs,
  scoreArgumentBuild,
  scoreResearchNotes,
  scoreRubric,
  scoreTimeDiscipline,
  TIME_DISCIPLINE_MAX,
} from './rubrics.ts';
import { SKILL_IDS, type SkillId } from './skills.ts';

/** Points one item is worth, whatever its type. */
export const ITEM_MAX_POINTS = 10;

export interface ItemResult {
  itemId: string;
  skill: SkillId;
  score: number;
  max: number;
  /** Full marks. */
  isCorrect: boolean;
  isAnswered: boolean;
  /** A timed item answered after its limit (or without a time): scored 0. */
  isLate: boolean;
}

/** `points` of `ITEM_MAX_POINTS` for `got` out of `of`, rounded down and kept in range. */
function share(got: number, of: number): number {
  if (of <= 0 || got <= 0) return 0;
  return Math.min(ITEM_MAX_POINTS, Math.floor((Math.min(got, of) * ITEM_MAX_POINTS) / of));
}

/**
 * Points for one answer, before any time limit:
 * - single choice, identify the part, true/false: all or nothing;
 * - multiple choice: (right options chosen − wrong options chosen) ÷ right
 *   options, never below 0 — choosing everything earns nothing;
 * - ordering: Kendall's tau between the order given and the key, negatives
 *   counted as 0 — (pairs in the right order − pairs in the wrong order) ÷
 *   all pairs — so one step out of place loses a little, a reversed or random
 *   order earns nothing; an answer that is not an order of the item's steps, 0;
 * - tag: parts tagged right ÷ parts.
 * An answer of another type than the item's scores 0.
 */
export function itemPoints(item: TrainingItem, answer: SubmittedAnswer | undefined): number {
  if (!answer || answer.type !== item.type) return 0;
  switch (item.type) {
    case 'single-choice':
    case 'identify-part':
      return answer.type === item.type && answer.optionId === item.answer.optionId ? ITEM_MAX_POINTS : 0;
    case 'true-false':
      return answer.type === 'true-false' && answer.value === item.answer.value ? ITEM_MAX_POINTS : 0;
    case 'multiple-choice': {
      if (answer.type !== 'multiple-choice') return 0;
      const right = new Set(item.answer.optionIds);
      const known = new Set(item.options.map((o) => o.id));
      const chosen = new Set(answer.optionIds.filter((id) => known.has(id)));
      let hits = 0;
      let misses = 0;
      for (const id of chosen) {
        if (right.has(id)) hits++;
        else misses++;
      }
      return share(hits - misses, right.size);
    }
    case 'ordering': {
      if (answer.type !== 'ordering') return 0;
      const key = item.answer.order;
      const given = answer.order;
      if (given.length !== key.length || new Set(given).size !== given.length) return 0;
      const rank = new Map(key.map((id, i) => [id, i]));
      if (given.some((id) => !rank.has(id))) return 0;
      let concordant = 0;
      let discordant = 0;
      for (let i = 0; i < given.length; i++) {
        for (let j = i + 1; j < given.length; j++) {
          if ((rank.get(given[i] as string) as number) < (rank.get(given[j] as string) as number)) concordant++;
          else discordant++;
        }
      }
      return share(concordant - discordant, concordant + discordant);
    }
    case 'tag': {
      if (answer.type !== 'tag') return 0;
      const parts = Object.entries(item.answer.tags);
      const right = parts.filter(([part, tag]) => Object.hasOwn(answer.tags, part) && answer.tags[part] === tag).length;
      return share(right, parts.length);
    }
  }
}

/** The answer an item's key gives: full marks (the result page shows it beside the member's). */
export function keyAnswer(item: TrainingItem): SubmittedAnswer {
  switch (item.type) {
    case 'single-choice':
    case 'identify-part':
      return { itemId: item.id, type: item.type, optionId: item.answer.optionId } as SubmittedAnswer;
    case 'multiple-choice':
      return { itemId: item.id, type: item.type, optionIds: [...item.answer.optionIds] };
    case 'true-false':
      return { itemId: item.id, type: item.type, value: item.answer.value };
    case 'ordering':
      return { itemId: item.id, type: item.type, order: [...item.answer.order] };
    case 'tag':
      return { itemId: item.id, type: item.type, tags: { ...item.answer.tags } };
  }
}

/**
 * One item's result. With `timeLimitMs`, an answer counts only when its
 * `elapsedMs` is known and within the limit (the drill is about answering in
 * time); otherwise it scores 0 and is marked late.
 */
export function scoreItem(item: TrainingItem, answer: SubmittedAnswer | undefined, timeLimitMs?: number): ItemResult {
  const isAnswered = Boolean(answer && answer.type === item.type);
  const isLate = isAnswered && timeLimitMs !== undefined && (answer?.elapsedMs === undefined || answer.elapsedMs > timeLimitMs);
  const score = isLate ? 0 : itemPoints(item, answer);
  return {
    itemId: item.id,
    skill: item.skill,
    score,
    max: ITEM_MAX_POINTS,
    isCorrect: score === ITEM_MAX_POINTS,
    isAnswered,
    isLate,
  };
}

// ---------------------------------------------------------------- totals

export type SkillScores = Partial<Record<SkillId, { score: number; max: number }>>;

export interface ScorePart {
  score: number;
  max: number;
  bySkill: SkillScores;
}

/** Parts added up, per skill too; each part is clamped to 0..its max first. */
export function combineScores(parts: readonly ScorePart[]): ScorePart {
  const bySkill: SkillScores = {};
  let score = 0;
  let max = 0;
  for (const part of parts) {
    const partMax = Math.max(0, part.max);
    score += Math.min(partMax, Math.max(0, part.score));
    max += partMax;
    for (const skill of SKILL_IDS) {
      const s = part.bySkill[skill];
      if (!s) continue;
      const entry = (bySkill[skill] ??= { score: 0, max: 0 });
      const sMax = Math.max(0, s.max);
      entry.score += Math.min(sMax, Math.max(0, s.score));
      entry.max += sMax;
    }
  }
  return { score, max, bySkill };
}

export interface ItemsScore extends ScorePart {
  items: ItemResult[];
  /** Ids of answers not scored: for items not in the attempt, or a second answer to an item. */
  ignored: string[];
}

/**
 * The questions of an attempt: every item drawn counts towards the maximum
 * (an unanswered item scores 0); the first answer to each drawn item is
 * scored; answers to other items are ignored and reported.
 */
export function scoreItems(
  items: readonly TrainingItem[],
  answers: readonly SubmittedAnswer[],
  timeLimitMs?: number,
): ItemsScore {
  const byItem = new Map<string, SubmittedAnswer>();
  const ignored: string[] = [];
  const drawn = new Set(items.map((item) => item.id));
  for (const answer of answers) {
    if (!drawn.has(answer.itemId) || byItem.has(answer.itemId)) ignored.push(answer.itemId);
    else byItem.set(answer.itemId, answer);
  }
  const seen = new Set<string>();
  const results: ItemResult[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    results.push(scoreItem(item, byItem.get(item.id), timeLimitMs));
  }
  const total = combineScores(
    results.map((r) => ({ score: r.score, max: r.max, bySkill: { [r.skill]: { score: r.score, max: r.max } } })),
  );
  return { ...total, items: results, ignored };
}

// ---------------------------------------------------------------- drawing items

/**
 * `count` items from a pool for an attempt, in an order fixed by the seed,
 * preferring items not in `previousIds` (the member's recent attempts): earlier
 * items are drawn only when the fresh ones run out.
 */
export function drawItems(
  poolIds: readonly string[],
  count: number,
  seed: string,
  previousIds: readonly string[] = [],
): string[] {
  const previous = new Set(previousIds);
  const unique = [...new Set(poolIds)];
  const fresh = seededShuffle(
    unique.filter((id) => !previous.has(id)),
    `${seed}:fresh`,
  );
  const seen = seededShuffle(
    unique.filter((id) => previous.has(id)),
    `${seed}:seen`,
  );
  return [...fresh, ...seen].slice(0, Math.max(0, count));
}

/**
 * The skill assessment: ASSESSMENT_QUESTIONS items spread across the skills —
 * the skills are taken in turn (in an order fixed by the seed), each giving its
 * next item, so no skill has more than one item more than another while it has
 * items left — preferring items not in `previousIds`, so a retake after a
 * previous draw shows different questions while the bank allows.
 */
export function drawAssessment(
  items: readonly TrainingItem[],
  seed: string,
  previousIds: readonly string[] = [],
  count: number = ASSESSMENT_QUESTIONS,
): string[] {
  const previous = new Set(previousIds);
  const skills = seededShuffle(
    SKILL_IDS.filter((skill) => items.some((item) => item.skill === skill)),
    `${seed}:skills`,
  );
  const queues = new Map(
    skills.map((skill) => {
      const ofSkill = items.filter((item) => item.skill === skill).map((item) => item.id);
      return [skill, drawItems(ofSkill, ofSkill.length, `${seed}:${skill}`, previousIds)] as const;
    }),
  );
  const drawn: string[] = [];
  // Fresh items first across all skills, then earlier ones if the bank runs short.
  for (const wantFresh of [true, false]) {
    let added = true;
    while (drawn.length < count && added) {
      added = false;
      for (const skill of skills) {
        if (drawn.length >= count) break;
        const queue = queues.get(skill) ?? [];
        const index = queue.findIndex((id) => previous.has(id) !== wantFresh);
        if (index === -1) continue;
        const [id] = queue.splice(index, 1);
        if (id) {
          drawn.push(id);
          added = true;
        }
      }
    }
  }
  return drawn;
}

// ---------------------------------------------------------------- modules

export interface ModuleAttemptInput {
  itemIds: readonly string[];
  answers: readonly SubmittedAnswer[];
  work: readonly FreeWork[];
  selfAssessment?: RubricRatings;
  /** The format of a speech, mock debate or quick start. */
  formatId?: string;
  /** The speakers of a mock debate (how many positions are in use); the format's full count by default. */
  speakerCount?: number;
}

export interface ModuleAttemptScore extends ScorePart {
  items: ItemResult[];
  /** Item ids that are no longer in the bank (TRAINING_MESSAGES.itemGone). */
  missingItemIds: string[];
  ignored: string[];
  /** The self-assessment's score, shown beside the attempt's score but not added to it. */
  selfAssessment?: { score: number; max: number };
}

const timePart = (score: { score: number; max: number }): ScorePart => ({
  score: score.score,
  max: score.max,
  bySkill: { delivery: { score: score.score, max: score.max } },
});

/**
 * An attempt's score as the server computes it on completion. Questions
 * drawn for the attempt count by scoreItems; free work by its rubric or
 * checklist; speeches by time discipline. Self-assessment and reviewer
 * ratings are kept beside the score, except for a free build, whose rubric
 * is the score (its automatic checks cap what a rating may credit).
 */
export function scoreModuleAttempt(module: TrainingModule, input: ModuleAttemptInput): ModuleAttemptScore {
  const found: TrainingItem[] = [];
  const missingItemIds: string[] = [];
  for (const id of input.itemIds) {
    const item = getItem(id);
    if (item) found.push(item);
    else missingItemIds.push(id);
  }
  const timeLimitMs = module.kind === 'timed-drill' && module.timeLimitSeconds ? module.timeLimitSeconds * 1000 : undefined;
  const items = scoreItems(found, input.answers, timeLimitMs);
  const parts: ScorePart[] = [items];
  const speeches = input.work.filter((w) => w.kind === 'speech');

  switch (module.kind) {
    case 'free-build': {
      const build = input.work.find((w) => w.kind === 'argument-build');
      const result = build
        ? scoreArgumentBuild(build, input.selfAssessment ?? {})
        : scoreArgumentBuild({ claim: '', warrant: '', evidence: '', impact: '' }, {});
      parts.push(result);
      break;
    }
    case 'research-notes': {
      const notes = input.work.find((w) => w.kind === 'research-notes');
      const result = notes ? scoreResearchNotes(notes) : { score: 0, max: RESEARCH_CHECKLIST_MAX };
      parts.push({ score: result.score, max: result.max, bySkill: { research: { score: result.score, max: result.max } } });
      break;
    }
    case 'speech': {
      const speech = speeches[0];
      const planned = speech ? plannedSpeechMs(speech.formatId, speech.speechId) : undefined;
      parts.push(
        timePart(
          planned !== undefined && speech
            ? scoreTimeDiscipline(planned, speech.spokenMs)
            : { score: 0, max: TIME_DISCIPLINE_MAX },
        ),
      );
      break;
    }
    case 'quick-start': {
      const speech = speeches[0];
      parts.push(
        timePart(
          speech
            ? scoreTimeDiscipline(QUICK_START_SPEECH_SECONDS * 1000, speech.spokenMs)
            : { score: 0, max: TIME_DISCIPLINE_MAX },
        ),
      );
      break;
    }
    case 'mock-debate': {
      const format = input.formatId ? getFormat(input.formatId) : undefined;
      if (!format) break;
      const count = input.speakerCount ?? format.speakerCounts[format.speakerCounts.length - 1] ?? format.positions.length;
      for (const planned of speechesInUse(format, count)) {
        const given = speeches.find((s) => s.formatId === format.id && s.speechId === planned.id);
        parts.push(
          timePart(given ? scoreTimeDiscipline(planned.seconds * 1000, given.spokenMs) : { score: 0, max: TIME_DISCIPLINE_MAX }),
        );
      }
      break;
    }
    case 'quiz':
    case 'timed-drill':
    case 'assessment':
      break;
  }

  const total = combineScores(parts);
  const selfRubric =
    module.kind === 'speech' ? SPEECH_SELF_ASSESSMENT_RUBRIC : module.kind === 'timed-drill' ? REBUTTAL_REVIEW_RUBRIC : undefined;
  const selfAssessment = selfRubric && input.selfAssessment ? scoreRubric(selfRubric, input.selfAssessment) : undefined;
  return {
    ...total,
    items: items.items,
    ignored: items.ignored,
    missingItemIds,
    ...(selfAssessment ? { selfAssessment: { score: selfAssessment.score, max: selfAssessment.max } } : {}),
  };
}

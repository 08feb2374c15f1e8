// The training contract shared by the content, the scoring and (next) the API:
// question items and their answer keys, the answers a member submits per item
// type, free work (argument builds, rebuttal text, research notes, speeches)
// and attempts. Every bank item is parsed by TrainingItemSchema in the tests,
// so a malformed item never ships; the server scores only answers that pass
// SubmittedAnswerSchema and match their item's type (docs/training.md).
import { z } from 'zod';
import { FORMAT_IDS } from '../formats/format-labels.ts';
import { text } from '../text.ts';
import { RUBRIC_TOP_LEVEL } from './rubrics.ts';
import { SKILL_IDS, TRAINING_AREA_IDS } from './skills.ts';

// ---------------------------------------------------------------- rules

export const ITEM_TYPES = ['single-choice', 'multiple-choice', 'true-false', 'ordering', 'identify-part', 'tag'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  'single-choice': 'Single choice',
  'multiple-choice': 'Multiple choice',
  'true-false': 'True or false',
  ordering: 'Put in order',
  'identify-part': 'Identify the part',
  tag: 'Tag each part',
};

export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { 1: 'Novice', 2: 'Intermediate', 3: 'Advanced' };

/** Stable item and module ids: lower-case words joined by hyphens; stored with attempts, so never reused. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ITEM_PROMPT_MAX = 1200;
export const ITEM_OPTION_MAX = 400;
export const ITEM_EXPLANATION_MIN = 30;
export const ITEM_EXPLANATION_MAX = 1200;
/** Most options (or parts, or targets) an item shows. */
export const ITEM_OPTIONS_MAX = 8;
/** Most answers one attempt holds (an assessment is 15; the longest module under 40). */
export const ATTEMPT_ANSWERS_MAX = 60;
/** Longest free text a member may write for one part of an argument, a rebuttal or a note. */
export const FREE_TEXT_MAX = 4000;

export const TRAINING_MESSAGES = {
  moduleGone: 'This training module no longer exists',
  itemGone: 'A question in this attempt no longer exists; its answer was not scored',
  itemNotInAttempt: 'This question is not part of the attempt',
  answerTypeMismatch: 'This answer does not fit the question',
  duplicateAnswer: 'Each question takes one answer',
  alreadyCompleted: 'This attempt is already completed',
  discarded: 'This attempt was discarded',
  notYours: 'Only the member who made this attempt can see it',
  notPermutation: 'Put every step in order, each once',
  attemptNotFound: 'Training attempt not found',
  staleVersion: 'This attempt was saved elsewhere since you opened it; reload it to see the newest answers',
  optionUnknown: 'This option is not one of the question’s',
  tagUnknown: 'This tag or part is not one of the question’s',
  workNotForModule: 'This module takes no work of this kind',
  workTwice: 'This module takes this work once',
  formatNeeded: 'Choose a format for this module',
  positionUnknown: 'This position is not one of the format’s',
  speechUnknown: 'This speech is not one of the format’s',
  speechNotYours: 'This speech is not given by the position you chose',
  speechOtherFormat: 'This speech is of another format than the attempt’s',
  selfAssessmentNotAsked: 'This module asks for no self-assessment',
  criterionUnknown: 'This criterion is not one of the rubric’s',
} as const;

const Id = z.string().regex(ID_PATTERN, 'Use lower-case words joined by hyphens');
const ItemText = (max: number) => text().trim().min(1).max(max);

export const OptionSchema = z.strictObject({ id: Id, text: ItemText(ITEM_OPTION_MAX) });
export type ItemOption = z.infer<typeof OptionSchema>;

const ItemBase = {
  id: Id,
  /** The areas whose modules use the item (never dashboard or history); the assessment draws from every item. */
  areas: z
    .array(z.enum(TRAINING_AREA_IDS).refine((a) => a !== 'dashboard' && a !== 'history', 'Not an area with questions'))
    .min(1),
  skill: z.enum(SKILL_IDS),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  prompt: ItemText(ITEM_PROMPT_MAX),
  explanation: text().trim().min(ITEM_EXPLANATION_MIN).max(ITEM_EXPLANATION_MAX),
  /** Where a rule the item states comes from (a rule book by name and edition, or docs/formats.md). */
  source: ItemText(300).optional(),
  /** The format an item is about, when it is about one. */
  formatId: z.enum(FORMAT_IDS).optional(),
  /** A motion the item is set on (civic motions, as in the product's topics). */
  motion: ItemText(300).optional(),
};

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;
const optionIds = (item: { options: ItemOption[] }) => item.options.map((o) => o.id);

const SingleChoiceItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('single-choice'),
  options: z.array(OptionSchema).min(2).max(ITEM_OPTIONS_MAX),
  answer: z.strictObject({ optionId: Id }),
});
const MultipleChoiceItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('multiple-choice'),
  options: z.array(OptionSchema).min(3).max(ITEM_OPTIONS_MAX),
  /** Every correct option; at least one option is wrong, so choosing all is never right. */
  answer: z.strictObject({ optionIds: z.array(Id).min(1) }),
});
const TrueFalseItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('true-false'),
  answer: z.strictObject({ value: z.boolean() }),
});
const OrderingItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('ordering'),
  /** The steps as shown (already mixed); the key holds their right order. */
  options: z.array(OptionSchema).min(3).max(ITEM_OPTIONS_MAX),
  answer: z.strictObject({ order: z.array(Id).min(3) }),
});
const IdentifyPartItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('identify-part'),
  /** A passage in parts (sentences); the member picks the one the prompt asks for. */
  options: z.array(OptionSchema).min(2).max(ITEM_OPTIONS_MAX),
  answer: z.strictObject({ optionId: Id }),
});
const TagItemSchema = z.strictObject({
  ...ItemBase,
  type: z.literal('tag'),
  /** The parts to tag (responses to an argument, sentences of a passage). */
  options: z.array(OptionSchema).min(1).max(ITEM_OPTIONS_MAX),
  /** The tags to choose from for each part. */
  tags: z.array(OptionSchema).min(2).max(ITEM_OPTIONS_MAX),
  /** The right tag for every part, by part id. */
  answer: z.strictObject({ tags: z.record(Id, Id) }),
});

/** One question of a bank with its answer key; refinements check the key names options that exist. */
export const TrainingItemSchema = z
  .discriminatedUnion('type', [
    SingleChoiceItemSchema,
    MultipleChoiceItemSchema,
    TrueFalseItemSchema,
    OrderingItemSchema,
    IdentifyPartItemSchema,
    TagItemSchema,
  ])
  .superRefine((item, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    if ('options' in item && !distinct(optionIds(item))) issue('Option ids must be distinct', ['options']);
    switch (item.type) {
      case 'single-choice':
      case 'identify-part':
        if (!optionIds(item).includes(item.answer.optionId)) issue('The key names no option', ['answer', 'optionId']);
        break;
      case 'multiple-choice': {
        const ids = optionIds(item);
        if (!distinct(item.answer.optionIds)) issue('The key repeats an option', ['answer', 'optionIds']);
        if (item.answer.optionIds.some((id) => !ids.includes(id))) issue('The key names no option', ['answer', 'optionIds']);
        if (item.answer.optionIds.length >= ids.length) issue('At least one option must be wrong', ['answer', 'optionIds']);
        break;
      }
      case 'ordering': {
        const ids = optionIds(item);
        const order = item.answer.order;
        if (order.length !== ids.length || !distinct(order) || order.some((id) => !ids.includes(id))) {
          issue('The key must order every option once', ['answer', 'order']);
        }
        break;
      }
      case 'tag': {
        const ids = optionIds(item);
        const tagIds = item.tags.map((t) => t.id);
        if (!distinct(tagIds)) issue('Tag ids must be distinct', ['tags']);
        const keyed = Object.keys(item.answer.tags);
        if (keyed.length !== ids.length || ids.some((id) => !keyed.includes(id))) {
          issue('The key must tag every part once', ['answer', 'tags']);
        }
        if (Object.values(item.answer.tags).some((tag) => !tagIds.includes(tag)))
          issue('The key names no tag', ['answer', 'tags']);
        break;
      }
      case 'true-false':
        break;
    }
  });
export type TrainingItem = z.infer<typeof TrainingItemSchema>;
export type TrainingItemOf<T extends ItemType> = Extract<TrainingItem, { type: T }>;

/** An item as the browser gets it before answering: no key, no explanation. */
export type TrainingItemView = DistributiveOmit<TrainingItem, 'answer' | 'explanation'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function toItemView(item: TrainingItem): TrainingItemView {
  const { answer: _answer, explanation: _explanation, ...view } = item;
  return view;
}

// ---------------------------------------------------------------- answers

/** Milliseconds from showing the item to answering it; timed drills score only answers within their limit. */
const ElapsedMs = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000);

const AnswerBase = { itemId: Id, elapsedMs: ElapsedMs.optional() };

/** A member's answer to one item, by the item's type (the server checks the type matches the item's). */
export const SubmittedAnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...AnswerBase, type: z.literal('single-choice'), optionId: Id }),
  z.strictObject({
    ...AnswerBase,
    type: z.literal('multiple-choice'),
    optionIds: z.array(Id).max(ITEM_OPTIONS_MAX).refine(distinct, 'Choose each option once'),
  }),
  z.strictObject({ ...AnswerBase, type: z.literal('true-false'), value: z.boolean() }),
  z.strictObject({
    ...AnswerBase,
    type: z.literal('ordering'),
    order: z.array(Id).min(1).max(ITEM_OPTIONS_MAX).refine(distinct, TRAINING_MESSAGES.notPermutation),
  }),
  z.strictObject({ ...AnswerBase, type: z.literal('identify-part'), optionId: Id }),
  z.strictObject({
    ...AnswerBase,
    type: z.literal('tag'),
    tags: z.record(Id, Id).refine((tags) => Object.keys(tags).length <= ITEM_OPTIONS_MAX, 'Too many tags'),
  }),
]);
export type SubmittedAnswer = z.infer<typeof SubmittedAnswerSchema>;
export type SubmittedAnswerOf<T extends ItemType> = Extract<SubmittedAnswer, { type: T }>;

const AnswersSchema = z
  .array(SubmittedAnswerSchema)
  .max(ATTEMPT_ANSWERS_MAX)
  .refine((answers) => distinct(answers.map((a) => a.itemId)), TRAINING_MESSAGES.duplicateAnswer);

// ---------------------------------------------------------------- free work

/** Ratings by criterion id, each a level from 0 to RUBRIC_TOP_LEVEL. */
function RubricRatingsSchemaFor() {
  return z
    .record(Id, z.number().int().min(0).max(RUBRIC_TOP_LEVEL, `A rating is at most ${RUBRIC_TOP_LEVEL}`))
    .refine((ratings) => Object.keys(ratings).length <= 20, 'Too many ratings');
}

const FreeText = (what: string) => text().trim().max(FREE_TEXT_MAX, `${what} must be at most ${FREE_TEXT_MAX} characters`);

/** A free argument build for a side of a motion (argument builder), checked against ARGUMENT_BUILD_RUBRIC. */
export const ArgumentBuildSchema = z.strictObject({
  kind: z.literal('argument-build'),
  motion: ItemText(300),
  side: z.enum(['proposition', 'opposition']),
  claim: FreeText('The claim'),
  warrant: FreeText('The warrant'),
  evidence: FreeText('The evidence'),
  impact: FreeText('The impact'),
});

/** A written response in a rebuttal drill: its tag is scored, the text kept for review. */
export const RebuttalResponseSchema = z.strictObject({
  kind: z.literal('rebuttal-response'),
  itemId: Id,
  text: FreeText('Your response'),
});

const NoteSourceSchema = z.strictObject({
  title: ItemText(300),
  /** Who published it and when, or a link. */
  citation: ItemText(500),
  note: FreeText('The note').optional(),
});

/** Research notes for a motion (topic research), scored with RESEARCH_CHECKLIST. */
export const ResearchNotesSchema = z.strictObject({
  kind: z.literal('research-notes'),
  motion: ItemText(300),
  definitions: z.array(z.strictObject({ term: ItemText(120), meaning: FreeText('The definition') })).max(20),
  stakeholders: z.array(ItemText(200)).max(20),
  proposition: z.array(FreeText('An argument')).max(10),
  opposition: z.array(FreeText('An argument')).max(10),
  sources: z.array(NoteSourceSchema).max(30),
});

/** A speech practised with the room's timer: how long it ran, and the speaker's self-assessment. */
export const SpeechRecordSchema = z.strictObject({
  kind: z.literal('speech'),
  formatId: z.enum(FORMAT_IDS),
  speechId: Id,
  spokenMs: ElapsedMs,
  /** Ratings on SPEECH_SELF_ASSESSMENT_RUBRIC, by criterion id (0 to RUBRIC_TOP_LEVEL). */
  selfAssessment: RubricRatingsSchemaFor().optional(),
});

export const FreeWorkSchema = z.discriminatedUnion('kind', [
  ArgumentBuildSchema,
  RebuttalResponseSchema,
  ResearchNotesSchema,
  SpeechRecordSchema,
]);
export type FreeWork = z.infer<typeof FreeWorkSchema>;
export type ArgumentBuild = z.infer<typeof ArgumentBuildSchema>;
export type ResearchNotes = z.infer<typeof ResearchNotesSchema>;
export type SpeechRecord = z.infer<typeof SpeechRecordSchema>;

/** Ratings on a rubric, by criterion id (self-assessment, or a reviewer's). */
export const RubricRatingsSchema = RubricRatingsSchemaFor();
export type RubricRatings = z.infer<typeof RubricRatingsSchema>;

// ---------------------------------------------------------------- attempts

export const ATTEMPT_STATUSES = ['in-progress', 'completed', 'discarded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Starting an attempt: the module, and for speech and mock debates the format and position. */
export const StartAttemptInputSchema = z.strictObject({
  moduleId: Id,
  formatId: z.enum(FORMAT_IDS).optional(),
  /** A position of the format (speech practice). */
  positionId: Id.optional(),
  motion: ItemText(300).optional(),
});
export type StartAttemptInput = z.infer<typeof StartAttemptInputSchema>;

/** "Save progress": the answers and work so far (replacing what was saved), to resume after a reload or elsewhere. */
export const SaveAttemptInputSchema = z.strictObject({
  answers: AnswersSchema,
  work: z.array(FreeWorkSchema).max(ATTEMPT_ANSWERS_MAX).default([]),
  /** The version the browser last saw; a stale save is refused (409) rather than lose newer answers. */
  version: z.number().int().min(0),
});
export type SaveAttemptInput = z.infer<typeof SaveAttemptInputSchema>;

/** "Complete": the final answers and work. The server scores them; a score is never sent by the browser. */
export const CompleteAttemptInputSchema = z.strictObject({
  answers: AnswersSchema,
  work: z.array(FreeWorkSchema).max(ATTEMPT_ANSWERS_MAX).default([]),
  /** Self-assessment ratings where the module asks for one. */
  selfAssessment: RubricRatingsSchema.optional(),
  version: z.number().int().min(0),
});
export type CompleteAttemptInput = z.infer<typeof CompleteAttemptInputSchema>;

export const SkillScoreSchema = z.object({ score: z.number().min(0), max: z.number().min(0) });

/** An attempt as its owner sees it: history, resume and the result page. */
export const AttemptSummarySchema = z.object({
  id: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
  moduleId: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** The items drawn for this attempt, in the order shown. */
  itemIds: z.array(z.string()),
  answers: z.array(SubmittedAnswerSchema),
  work: z.array(FreeWorkSchema),
  /** Null until completed. */
  score: z.number().int().min(0).nullable(),
  max: z.number().int().min(0),
  bySkill: z.record(z.string(), SkillScoreSchema),
  durationMs: z.number().int().min(0).nullable(),
  version: z.number().int().min(0),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

// ---------------------------------------------------------------- answers against their items

/**
 * Why an answer does not fit its item, or null: the type must be the item's,
 * and every option, step, part and tag it names must be the item's own
 * (checked on save and completion; scoring alone would just give 0). Keys
 * are the field paths within the answer.
 */
export function answerProblems(item: TrainingItem, answer: SubmittedAnswer): { path: string[]; message: string }[] {
  if (answer.type !== item.type) return [{ path: ['type'], message: TRAINING_MESSAGES.answerTypeMismatch }];
  const options = new Set('options' in item ? optionIds(item) : []);
  const unknownOption = (ids: readonly string[], path: string[]) =>
    ids.some((id) => !options.has(id)) ? [{ path, message: TRAINING_MESSAGES.optionUnknown }] : [];
  switch (answer.type) {
    case 'single-choice':
    case 'identify-part':
      return unknownOption([answer.optionId], ['optionId']);
    case 'multiple-choice':
      return unknownOption(answer.optionIds, ['optionIds']);
    case 'ordering':
      return answer.order.length === options.size && answer.order.every((id) => options.has(id))
        ? []
        : [{ path: ['order'], message: TRAINING_MESSAGES.notPermutation }];
    case 'tag': {
      const tags = new Set(item.type === 'tag' ? item.tags.map((t) => t.id) : []);
      const fits = Object.entries(answer.tags).every(([part, tag]) => options.has(part) && tags.has(tag));
      return fits ? [] : [{ path: ['tags'], message: TRAINING_MESSAGES.tagUnknown }];
    }
    case 'true-false':
      return [];
  }
}

// ---------------------------------------------------------------- the API's answers

/** Starting, saving and completing attempts, per member (docs/training.md). */
export const TRAINING_STARTS_PER_HOUR = 60;
/** Saves as the member goes: one every two seconds on average, with room for bursts. */
export const TRAINING_SAVES_PER_MINUTE = 60;
export const TRAINING_COMPLETIONS_PER_HOUR = 60;
/** Attempts the summary's "last attempts" shows. */
export const TRAINING_RECENT_ATTEMPTS = 5;

const OptionViewSchema = z.object({ id: z.string(), text: z.string() });

/**
 * An item as the browser gets it: never its key nor its explanation (those
 * are in the attempt's `review`, once it is completed). Strict, so a key can
 * never slip into an answer unnoticed.
 */
export const TrainingItemViewSchema = z.strictObject({
  id: z.string(),
  type: z.enum(ITEM_TYPES),
  areas: z.array(z.enum(TRAINING_AREA_IDS)),
  skill: z.enum(SKILL_IDS),
  difficulty: z.number().int(),
  prompt: z.string(),
  options: z.array(OptionViewSchema).optional(),
  tags: z.array(OptionViewSchema).optional(),
  source: z.string().optional(),
  formatId: z.string().optional(),
  motion: z.string().optional(),
});

/** One item's key, explanation and source: shown after the attempt is completed. */
export const ItemReviewSchema = z.object({
  itemId: z.string(),
  key: SubmittedAnswerSchema,
  explanation: z.string(),
  source: z.string().nullable(),
});
export type ItemReview = z.infer<typeof ItemReviewSchema>;

export const ItemResultSchema = z.object({
  itemId: z.string(),
  skill: z.enum(SKILL_IDS),
  score: z.number().int().min(0),
  max: z.number().int().min(0),
  isCorrect: z.boolean(),
  isAnswered: z.boolean(),
  isLate: z.boolean(),
});

/** An attempt with everything its pages need: its items (without keys) and, once completed, results and keys. */
export const AttemptDetailSchema = AttemptSummarySchema.extend({
  moduleLabel: z.string(),
  /** The module's kind (bank.ts MODULE_KINDS); null when the module no longer exists. */
  kind: z.string().nullable(),
  formatId: z.string().nullable(),
  positionId: z.string().nullable(),
  motion: z.string().nullable(),
  /** Timed drills: seconds for each item. */
  timeLimitSeconds: z.number().int().nullable(),
  selfAssessment: RubricRatingsSchema.nullable(),
  /** The items drawn that are still in the bank, in the order shown. */
  items: z.array(TrainingItemViewSchema),
  /** Items drawn that are no longer in the bank (TRAINING_MESSAGES.itemGone). */
  missingItemIds: z.array(z.string()),
  /** Whether the module still exists; an attempt at a removed module can be read and discarded, not continued. */
  isModuleAvailable: z.boolean(),
  /** Completed attempts only: each item's result, its key and explanation, and the self-assessment's score. */
  results: z.array(ItemResultSchema).nullable(),
  review: z.array(ItemReviewSchema).nullable(),
  selfAssessmentScore: z.object({ score: z.number().int(), max: z.number().int() }).nullable(),
});
export type AttemptDetail = z.infer<typeof AttemptDetailSchema>;

/** One attempt in the history and the dashboard's last attempts. */
export const AttemptListItemSchema = z.object({
  id: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
  moduleId: z.string(),
  moduleLabel: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().int().min(0).nullable(),
  max: z.number().int().min(0),
  /** score ÷ max as a whole percentage, rounded down; null until completed. */
  percent: z.number().int().min(0).max(100).nullable(),
  bySkill: z.record(z.string(), SkillScoreSchema),
  durationMs: z.number().int().min(0).nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AttemptListItem = z.infer<typeof AttemptListItemSchema>;

/** The history: a page of the caller's attempts, newest first, by area, skill and status. */
export const TrainingHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  area: z.enum(TRAINING_AREA_IDS).optional(),
  skill: z.enum(SKILL_IDS).optional(),
  status: z.enum(['in-progress', 'completed']).optional(),
});
export type TrainingHistoryQuery = z.infer<typeof TrainingHistoryQuerySchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The summary's day boundaries (the streak) are the member's own: an IANA zone, UTC by default. */
export const TrainingSummaryQuerySchema = z.strictObject({
  timeZone: text().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
});

const PercentStatsSchema = z.object({
  /** Completed attempts that count towards it. */
  attempts: z.number().int().min(0),
  score: z.number().int().min(0),
  max: z.number().int().min(0),
  /** The best single attempt, as a whole percentage; null without attempts. */
  bestPercent: z.number().int().min(0).max(100).nullable(),
  /** All points scored ÷ all points possible, as a whole percentage; null without attempts. */
  averagePercent: z.number().int().min(0).max(100).nullable(),
});

export const RECOMMENDATION_SOURCES = ['training', 'ballots', 'start'] as const;

export const TrainingRecommendationSchema = z.object({
  skill: z.enum(SKILL_IDS),
  skillLabel: z.string(),
  /** training: the lowest training scores; ballots: the speaker scores judges gave; start: nothing to go on yet. */
  source: z.enum(RECOMMENDATION_SOURCES),
  reason: z.string(),
  /** The module to practise it with. */
  moduleId: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
});
export type TrainingRecommendation = z.infer<typeof TrainingRecommendationSchema>;

export const TrainingSummarySchema = z.object({
  skills: z.array(PercentStatsSchema.extend({ skill: z.enum(SKILL_IDS), label: z.string() })),
  areas: z.array(
    PercentStatsSchema.extend({ area: z.enum(TRAINING_AREA_IDS), label: z.string(), lastCompletedAt: z.string().nullable() }),
  ),
  recent: z.array(AttemptListItemSchema),
  inProgress: z.number().int().min(0),
  completed: z.number().int().min(0),
  streak: z.object({
    /** Consecutive days with a completed attempt, ending today or yesterday (docs/training.md). */
    days: z.number().int().min(0),
    isActiveToday: z.boolean(),
    /** The last day with a completed attempt (YYYY-MM-DD in `timeZone`). */
    lastActiveOn: z.string().nullable(),
    timeZone: z.string(),
  }),
  /** The member's speaker scores in confirmed results, placed in each format's range. */
  ballots: z.object({
    scoredSpeeches: z.number().int().min(0),
    /** Average place of the speaker scores in their formats' ranges (0 the lowest score, 100 the highest); null without any. */
    averageRangePercent: z.number().int().min(0).max(100).nullable(),
  }),
  recommendations: z.array(TrainingRecommendationSchema),
});
export type TrainingSummary = z.infer<typeof TrainingSummarySchema>;

/** A module as the areas list shows it: what it asks, never its items. */
export const TrainingModuleViewSchema = z.object({
  id: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
  label: z.string(),
  description: z.string(),
  kind: z.string(),
  itemsPerAttempt: z.number().int().min(0),
  /** Items the module draws from. */
  poolSize: z.number().int().min(0),
  skills: z.array(z.enum(SKILL_IDS)),
  timeLimitSeconds: z.number().int().nullable(),
  rubricId: z.string().nullable(),
  /** The start body needs a format (speech practice, mock debate). */
  needsFormat: z.boolean(),
});
export type TrainingModuleView = z.infer<typeof TrainingModuleViewSchema>;

export const TrainingAreasSchema = z.object({
  areas: z.array(
    z.object({
      id: z.enum(TRAINING_AREA_IDS),
      label: z.string(),
      description: z.string(),
      isScored: z.boolean(),
      modules: z.array(TrainingModuleViewSchema),
    }),
  ),
  skills: z.array(z.object({ id: z.enum(SKILL_IDS), label: z.string(), description: z.string() })),
});
export type TrainingAreas = z.infer<typeof TrainingAreasSchema>;

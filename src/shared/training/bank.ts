// Every question of the training banks in one list, and the modules that draw
// on them. Items and modules are data: their ids are stored with attempts, so
// an id is never reused for a different question (docs/training.md, "Adding
// an item"). The tests parse every item with TrainingItemSchema.
import type { TrainingItem } from './contract.ts';
import { ARGUMENT_BUILDER_ITEMS } from './content/argument-builder.ts';
import { FORMAT_RULES_ITEMS } from './content/format-rules.ts';
import { QUICK_START_ITEMS } from './content/quick-start.ts';
import { REASONING_ITEMS } from './content/reasoning.ts';
import { REBUTTAL_ITEMS } from './content/rebuttal.ts';
import { RESEARCH_ITEMS } from './content/research.ts';
import { SPEAKING_ITEMS } from './content/speaking.ts';
import type { RubricId } from './rubrics.ts';
import type { SkillId, TrainingAreaId } from './skills.ts';

export const TRAINING_ITEMS: readonly TrainingItem[] = [
  ...QUICK_START_ITEMS,
  ...ARGUMENT_BUILDER_ITEMS,
  ...REBUTTAL_ITEMS,
  ...REASONING_ITEMS,
  ...RESEARCH_ITEMS,
  ...FORMAT_RULES_ITEMS,
  ...SPEAKING_ITEMS,
];

const ITEMS_BY_ID = new Map(TRAINING_ITEMS.map((item) => [item.id, item]));

export function getItem(id: string): TrainingItem | undefined {
  return ITEMS_BY_ID.get(id);
}

// ---------------------------------------------------------------- modules

/**
 * What a module asks for, and so how it is scored (scoring.ts, scoreModuleAttempt):
 * - quiz: items drawn from the pool;
 * - timed-drill: a quiz in which each item must be answered within `timeLimitSeconds`;
 *   written responses are kept for review (REBUTTAL_REVIEW_RUBRIC);
 * - free-build: an argument build, checked against ARGUMENT_BUILD_RUBRIC;
 * - research-notes: notes for a motion, scored by RESEARCH_CHECKLIST;
 * - speech: one timed speech in a format and position, time discipline scored,
 *   self-assessment on SPEECH_SELF_ASSESSMENT_RUBRIC kept beside the score;
 * - mock-debate: every speech of a format in order, each scored for time discipline;
 * - quick-start: a quiz and one short timed speech;
 * - assessment: ASSESSMENT_QUESTIONS items across the skills (drawAssessment).
 */
export const MODULE_KINDS = [
  'quiz',
  'timed-drill',
  'free-build',
  'research-notes',
  'speech',
  'mock-debate',
  'quick-start',
  'assessment',
] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

export interface TrainingModule {
  id: string;
  area: TrainingAreaId;
  label: string;
  description: string;
  kind: ModuleKind;
  /** The items an attempt may draw from (empty for modules without questions). */
  itemIds: readonly string[];
  /** How many items one attempt draws (0 without questions). */
  itemsPerAttempt: number;
  /** Timed drills: seconds to answer each item. */
  timeLimitSeconds?: number;
  /** The rubric free work is checked against, where there is one. */
  rubricId?: RubricId;
}

/** Seconds to read an argument, tag each response and write one (rebuttal drill). */
export const REBUTTAL_DRILL_SECONDS = 90;
/** Length of the quick-start speech: one minute, timed like any speech. */
export const QUICK_START_SPEECH_SECONDS = 60;
/** Questions in a skill assessment (issue: a 15-question assessment). */
export const ASSESSMENT_QUESTIONS = 15;

const pool = (test: (item: TrainingItem) => boolean) => TRAINING_ITEMS.filter(test).map((item) => item.id);
const inArea = (area: TrainingAreaId, skills?: readonly SkillId[]) => (item: TrainingItem) =>
  (item.areas as readonly string[]).includes(area) && (!skills || skills.includes(item.skill));

export const TRAINING_MODULES: readonly TrainingModule[] = [
  {
    id: 'argument-parts',
    area: 'argument-builder',
    label: 'Parts of an argument',
    description: 'Order claim, warrant, evidence and impact; find each part and what is missing.',
    kind: 'quiz',
    itemIds: pool(inArea('argument-builder', ['structure', 'motion-analysis'])),
    itemsPerAttempt: 8,
  },
  {
    id: 'argument-reasoning',
    area: 'argument-builder',
    label: 'Sound reasoning',
    description: 'Spot fallacies and weigh impacts before you build.',
    kind: 'quiz',
    itemIds: pool(inArea('argument-builder', ['fallacies', 'weighing'])),
    itemsPerAttempt: 8,
  },
  {
    id: 'argument-free-build',
    area: 'argument-builder',
    label: 'Build your own argument',
    description: 'Claim, warrant, evidence and impact for a side of a motion, checked against the rubric.',
    kind: 'free-build',
    itemIds: [],
    itemsPerAttempt: 0,
    rubricId: 'argument-build',
  },
  {
    id: 'rebuttal-drill',
    area: 'rebuttal',
    label: 'Rebuttal drill',
    description: 'An argument and responses: tag each response in time, and write your own.',
    kind: 'timed-drill',
    itemIds: pool((item) => item.type === 'tag' && item.skill === 'rebuttal'),
    itemsPerAttempt: 5,
    timeLimitSeconds: REBUTTAL_DRILL_SECONDS,
    rubricId: 'rebuttal-review',
  },
  {
    id: 'rebuttal-quiz',
    area: 'rebuttal',
    label: 'Responses, fallacies and weighing',
    description: 'Choose the right kind of response, name the fallacy, weigh the clash.',
    kind: 'quiz',
    itemIds: pool((item) => inArea('rebuttal')(item) && !(item.type === 'tag' && item.skill === 'rebuttal')),
    itemsPerAttempt: 10,
  },
  {
    id: 'research-quiz',
    area: 'research',
    label: 'Research skills',
    description: 'Checking and citing sources, definitions and stakeholders.',
    kind: 'quiz',
    itemIds: pool(inArea('research')),
    itemsPerAttempt: 8,
  },
  {
    id: 'research-notes',
    area: 'research',
    label: 'Research a motion',
    description: 'Notes with sources, definitions, stakeholders and both sides’ best arguments.',
    kind: 'research-notes',
    itemIds: [],
    itemsPerAttempt: 0,
    rubricId: 'research-checklist',
  },
  {
    id: 'speech-rules',
    area: 'speech',
    label: 'Rules of the floor',
    description: 'Points of information, cross-examination, delivery and each format’s rules.',
    kind: 'quiz',
    itemIds: pool(inArea('speech')),
    itemsPerAttempt: 10,
  },
  {
    id: 'speech-practice',
    area: 'speech',
    label: 'Timed speech',
    description: 'A speech in a format and position with the room’s timer, then a self-assessment.',
    kind: 'speech',
    itemIds: [],
    itemsPerAttempt: 0,
    rubricId: 'speech-self-assessment',
  },
  {
    id: 'mock-debate-rules',
    area: 'mock-debate',
    label: 'Know the format',
    description: 'The speeches, times and ballot of the format before you run it.',
    kind: 'quiz',
    itemIds: pool(inArea('mock-debate', ['format-rules'])),
    itemsPerAttempt: 8,
  },
  {
    id: 'mock-debate-solo',
    area: 'mock-debate',
    label: 'Solo run',
    description: 'Preparation, then every speech of the format in order, each timed.',
    kind: 'mock-debate',
    itemIds: [],
    itemsPerAttempt: 0,
  },
  {
    id: 'quick-start',
    area: 'quick-start',
    label: 'Your first ten minutes',
    description: 'A format basics quiz and a one-minute speech, then your first score.',
    kind: 'quick-start',
    itemIds: pool(inArea('quick-start')),
    itemsPerAttempt: 8,
  },
  {
    id: 'skill-assessment',
    area: 'assessment',
    label: 'Skill assessment',
    description: 'Fifteen questions across the skills, scored per skill.',
    kind: 'assessment',
    itemIds: TRAINING_ITEMS.map((item) => item.id),
    itemsPerAttempt: ASSESSMENT_QUESTIONS,
  },
];

export function getModule(id: string): TrainingModule | undefined {
  return TRAINING_MODULES.find((module) => module.id === id);
}

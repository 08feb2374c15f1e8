// The skills training measures and the nine training areas (spec section 1),
// named as their routes are (src/shared/routes.ts). Every question carries
// one skill, so an attempt's score splits into per-skill subscores that the
// dashboard compares with the skills a member's ballots show are weakest.
import type { RouteId } from '../routes.ts';

export const SKILL_IDS = [
  'structure',
  'rebuttal',
  'weighing',
  'research',
  'delivery',
  'format-rules',
  'points-of-information',
  'cross-examination',
  'fallacies',
  'motion-analysis',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export interface Skill {
  id: SkillId;
  label: string;
  /** One line, shown beside the skill's subscore. */
  description: string;
}

export const SKILLS: readonly Skill[] = [
  {
    id: 'structure',
    label: 'Structure',
    description: 'Build arguments from claim, warrant, evidence and impact, and signpost them.',
  },
  {
    id: 'rebuttal',
    label: 'Rebuttal',
    description: 'Answer an argument: deny, mitigate, turn, outweigh or show it is not unique.',
  },
  {
    id: 'weighing',
    label: 'Weighing',
    description: 'Compare impacts by size, likelihood, time, reversibility and who is affected.',
  },
  {
    id: 'research',
    label: 'Research',
    description: 'Find, check and cite sources; define terms; map stakeholders and both sides.',
  },
  { id: 'delivery', label: 'Delivery', description: 'Speak clearly, keep time and use voice, pace and pauses to be understood.' },
  {
    id: 'format-rules',
    label: 'Format rules',
    description: 'Know each format’s speeches, times, roles, preparation and ballot.',
  },
  {
    id: 'points-of-information',
    label: 'Points of information',
    description: 'Offer, accept and answer points of information within the rules.',
  },
  {
    id: 'cross-examination',
    label: 'Cross-examination',
    description: 'Ask and answer questions in cross-examination and crossfire.',
  },
  {
    id: 'fallacies',
    label: 'Fallacies',
    description: 'Spot flawed reasoning and name it precisely, in others’ speeches and your own.',
  },
  {
    id: 'motion-analysis',
    label: 'Motion analysis',
    description: 'Read a motion: its type, burdens, definitions and the clash it sets up.',
  },
];

export function skillById(id: string): Skill | undefined {
  return SKILLS.find((skill) => skill.id === id);
}

export const TRAINING_AREA_IDS = [
  'dashboard',
  'argument-builder',
  'rebuttal',
  'research',
  'speech',
  'mock-debate',
  'quick-start',
  'history',
  'assessment',
] as const;
export type TrainingAreaId = (typeof TRAINING_AREA_IDS)[number];

export interface TrainingArea {
  id: TrainingAreaId;
  /** The area's page (src/shared/routes.ts). */
  routeId: RouteId;
  label: string;
  description: string;
  /**
   * Whether the area holds modules that are attempted and scored. The
   * dashboard and history show attempts made elsewhere; they hold none.
   */
  isScored: boolean;
}

export const TRAINING_AREAS: readonly TrainingArea[] = [
  {
    id: 'dashboard',
    routeId: 'training',
    label: 'Training',
    description: 'Progress per skill and area, your last attempts and what to practise next.',
    isScored: false,
  },
  {
    id: 'argument-builder',
    routeId: 'training-argument-builder',
    label: 'Argument Builder',
    description: 'Put claim, warrant, evidence and impact in order, find what is missing, then build your own.',
    isScored: true,
  },
  {
    id: 'rebuttal',
    routeId: 'training-rebuttal',
    label: 'Rebuttal Practice',
    description: 'Timed drills: read an argument, name the kind of response and write it.',
    isScored: true,
  },
  {
    id: 'research',
    routeId: 'training-research',
    label: 'Topic Research',
    description: 'Notes for a motion with sources, definitions, stakeholders and both sides’ best arguments.',
    isScored: true,
  },
  {
    id: 'speech',
    routeId: 'training-speech',
    label: 'Speech Practice',
    description: 'A timed speech in a format and position, with its bells and POI window, then a self-assessment.',
    isScored: true,
  },
  {
    id: 'mock-debate',
    routeId: 'training-mock-debate',
    label: 'Mock Debate',
    description: 'Run a whole format on your own — preparation, every speech in order, the replies.',
    isScored: true,
  },
  {
    id: 'quick-start',
    routeId: 'training-quick-start',
    label: 'Quick Start',
    description: 'Ten minutes: a format basics quiz and one short timed speech, then a first score.',
    isScored: true,
  },
  {
    id: 'history',
    routeId: 'training-history',
    label: 'Training History',
    description: 'Every attempt with its score, date and area, and your progress per skill.',
    isScored: false,
  },
  {
    id: 'assessment',
    routeId: 'training-assessment',
    label: 'Skill Assessment',
    description: 'Fifteen questions across the skills, scored per skill, to find where to start.',
    isScored: true,
  },
];

/** The areas whose modules are attempted and scored. */
export const SCORED_AREA_IDS = TRAINING_AREAS.filter((area) => area.isScored).map((area) => area.id);

export function areaById(id: string): TrainingArea | undefined {
  return TRAINING_AREAS.find((area) => area.id === id);
}

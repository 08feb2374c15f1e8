// Rubrics for the work a question cannot score: a free argument build, written
// rebuttal, a speech's self-assessment (on the criteria World Schools judges
// use), the research checklist, and time discipline against the format's
// clock. Every rubric score is an integer from 0 to its maximum.
import { TIMER_FINAL_COUNTDOWN_MS } from '../debates/timer.ts';
import { getFormat } from '../formats/formats.ts';
import type { DebateFormat } from '../formats/format-types.ts';
import type { ArgumentBuild, ResearchNotes } from './contract.ts';
import type { SkillId } from './skills.ts';

/** Every criterion is rated on four levels: 0 missing, 1 weak, 2 sound, 3 strong. */
export const RUBRIC_TOP_LEVEL = 3;

export interface RubricCriterion {
  id: string;
  label: string;
  /** What the top level looks like. */
  description: string;
  skill: SkillId;
  /** Points per level. */
  weight: number;
  /** What each level (0 to RUBRIC_TOP_LEVEL) means for this criterion. */
  levels: readonly [string, string, string, string];
}

export const RUBRIC_IDS = ['argument-build', 'rebuttal-review', 'speech-self-assessment'] as const;
export type RubricId = (typeof RUBRIC_IDS)[number] | 'research-checklist';

export interface Rubric {
  id: (typeof RUBRIC_IDS)[number];
  label: string;
  criteria: readonly RubricCriterion[];
}

export const ARGUMENT_BUILD_RUBRIC: Rubric = {
  id: 'argument-build',
  label: 'Argument build',
  criteria: [
    {
      id: 'claim',
      label: 'Claim',
      description: 'One clear sentence that supports the side of the motion.',
      skill: 'structure',
      weight: 1,
      levels: ['No claim', 'A topic, not a claim', 'A clear claim', 'A clear claim a judge could write down, clearly on side'],
    },
    {
      id: 'warrant',
      label: 'Warrant',
      description: 'Explains why the claim is true: the mechanism, not a restatement.',
      skill: 'structure',
      weight: 2,
      levels: ['No reason given', 'Restates the claim', 'A reason, partly explained', 'A mechanism explained step by step'],
    },
    {
      id: 'evidence',
      label: 'Evidence',
      description: 'Specific, sourced support that shows the warrant holds in the world.',
      skill: 'research',
      weight: 1,
      levels: ['None', 'Vague ("studies show")', 'Specific but unsourced', 'Specific, sourced and relevant to the motion'],
    },
    {
      id: 'impact',
      label: 'Impact',
      description: 'Who is affected, how, how much — and why it matters more than the other side’s.',
      skill: 'weighing',
      weight: 2,
      levels: ['No impact', '"This is bad"', 'Who is affected and how', 'Who, how and how much, compared with the other side'],
    },
    {
      id: 'coherence',
      label: 'Coherence',
      description: 'Each part follows from the one before; no gaps in the chain.',
      skill: 'structure',
      weight: 1,
      levels: ['Parts unrelated', 'Major gap', 'Minor gap', 'Every link follows'],
    },
  ],
};

export const REBUTTAL_REVIEW_RUBRIC: Rubric = {
  id: 'rebuttal-review',
  label: 'Rebuttal review',
  criteria: [
    {
      id: 'target',
      label: 'Target',
      description: 'Names the argument (and the link) it answers.',
      skill: 'rebuttal',
      weight: 1,
      levels: [
        'Answers nothing in particular',
        'Answers the topic',
        'Answers the argument',
        'Answers the weakest link of the argument',
      ],
    },
    {
      id: 'response',
      label: 'Response',
      description: 'A response of the kind it is tagged (deny, mitigate, turn, outweigh, not unique), with a reason.',
      skill: 'rebuttal',
      weight: 2,
      levels: [
        'Assertion only',
        'A reason, not matching its tag',
        'A reason of the tagged kind',
        'A strong reason of the tagged kind, with an "even if"',
      ],
    },
    {
      id: 'explanation',
      label: 'Why it wins',
      description: 'Explains why the response beats the argument.',
      skill: 'rebuttal',
      weight: 1,
      levels: ['Not explained', 'Implied', 'Explained', 'Explained and compared'],
    },
    {
      id: 'weighing',
      label: 'Weighing',
      description: 'Says what the point now means for the debate.',
      skill: 'weighing',
      weight: 1,
      levels: ['None', 'Asserted', 'Compared on one measure', 'Compared and tied to the outcome of the debate'],
    },
  ],
};

/**
 * Self-assessment on the criteria World Schools judges mark (WSDC Debate
 * Rules: style 40, content 40, strategy 20): the product's ballots give one
 * speaker score per speaker, and these are the criteria behind it. The
 * weights keep the 40 : 40 : 20 split.
 */
export const SPEECH_SELF_ASSESSMENT_RUBRIC: Rubric = {
  id: 'speech-self-assessment',
  label: 'Speech self-assessment',
  criteria: [
    {
      id: 'content',
      label: 'Content',
      description: 'Arguments and rebuttal: warranted, evidenced, relevant.',
      skill: 'structure',
      weight: 2,
      levels: [
        'Assertions only',
        'Some reasons, thinly explained',
        'Well-reasoned arguments and rebuttal',
        'Deep analysis; answers the best opposing case',
      ],
    },
    {
      id: 'style',
      label: 'Style',
      description: 'Delivery: clear, audible, paced, engaging; within time.',
      skill: 'delivery',
      weight: 2,
      levels: ['Hard to follow', 'Understandable, often read or rushed', 'Clear and engaging', 'Compelling; every line lands'],
    },
    {
      id: 'strategy',
      label: 'Strategy',
      description: 'Structure, priorities and role: the right material in the right order for the position.',
      skill: 'weighing',
      weight: 1,
      levels: [
        'No structure',
        'Structure, wrong priorities',
        'Clear structure and role',
        'Prioritises the key clashes and weighs them',
      ],
    },
  ],
};

export const RUBRICS: readonly Rubric[] = [ARGUMENT_BUILD_RUBRIC, REBUTTAL_REVIEW_RUBRIC, SPEECH_SELF_ASSESSMENT_RUBRIC];

export function getRubric(id: string): Rubric | undefined {
  return RUBRICS.find((rubric) => rubric.id === id);
}

export function rubricMax(rubric: Rubric): number {
  return rubric.criteria.reduce((sum, c) => sum + c.weight * RUBRIC_TOP_LEVEL, 0);
}

export interface RubricScore {
  score: number;
  max: number;
  bySkill: Partial<Record<SkillId, { score: number; max: number }>>;
}

/**
 * A rubric score from ratings by criterion id: each rating is clamped to
 * 0..RUBRIC_TOP_LEVEL (a non-integer rounds down), times the criterion's
 * weight; a criterion not rated counts 0; ids not in the rubric are ignored.
 */
export function scoreRubric(rubric: Rubric, ratings: Readonly<Record<string, number>>): RubricScore {
  const bySkill: RubricScore['bySkill'] = {};
  let score = 0;
  for (const criterion of rubric.criteria) {
    const raw = Object.hasOwn(ratings, criterion.id) ? ratings[criterion.id] : 0;
    const level = Number.isFinite(raw) ? Math.min(RUBRIC_TOP_LEVEL, Math.max(0, Math.floor(raw as number))) : 0;
    const points = level * criterion.weight;
    const max = RUBRIC_TOP_LEVEL * criterion.weight;
    score += points;
    const skill = (bySkill[criterion.skill] ??= { score: 0, max: 0 });
    skill.score += points;
    skill.max += max;
  }
  return { score, max: rubricMax(rubric), bySkill };
}

/**
 * Checks of a free build the server can make itself, before any rating: every
 * part is written (at least ARGUMENT_PART_MIN_CHARS), and the warrant and the
 * impact do not merely repeat the claim. The page shows what fails.
 */
export const ARGUMENT_PART_MIN_CHARS = 20;
export type ArgumentBuildProblem =
  | 'claim-missing'
  | 'warrant-missing'
  | 'evidence-missing'
  | 'impact-missing'
  | 'warrant-repeats-claim'
  | 'impact-repeats-claim';

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function argumentBuildProblems(
  build: Pick<ArgumentBuild, 'claim' | 'warrant' | 'evidence' | 'impact'>,
): ArgumentBuildProblem[] {
  const problems: ArgumentBuildProblem[] = [];
  for (const part of ['claim', 'warrant', 'evidence', 'impact'] as const) {
    if (build[part].trim().length < ARGUMENT_PART_MIN_CHARS) problems.push(`${part}-missing`);
  }
  const claim = normalise(build.claim);
  if (claim && normalise(build.warrant) === claim) problems.push('warrant-repeats-claim');
  if (claim && normalise(build.impact) === claim) problems.push('impact-repeats-claim');
  return problems;
}

/**
 * A free build's score: the rubric's ratings (self or a reviewer's), with a
 * part that is missing or repeats the claim capped at level 0 — a rating
 * cannot credit what is not there.
 */
export function scoreArgumentBuild(
  build: Pick<ArgumentBuild, 'claim' | 'warrant' | 'evidence' | 'impact'>,
  ratings: Readonly<Record<string, number>>,
): RubricScore & { problems: ArgumentBuildProblem[] } {
  const problems = argumentBuildProblems(build);
  const capped: Record<string, number> = { ...ratings };
  for (const problem of problems) {
    const part = problem.startsWith('impact') ? 'impact' : problem.startsWith('warrant') ? 'warrant' : problem.split('-')[0];
    if (part) capped[part] = 0;
  }
  if (problems.length > 0) capped.coherence = Math.min(capped.coherence ?? 0, 1);
  return { ...scoreRubric(ARGUMENT_BUILD_RUBRIC, capped), problems };
}

// ---------------------------------------------------------------- research checklist

export interface ChecklistEntry {
  id: string;
  label: string;
  points: number;
  /** True when the notes meet the entry; checked on the server from the notes themselves. */
  isMet: (notes: ResearchNotes) => boolean;
}

const filled = (values: readonly string[]) => values.filter((v) => v.trim().length > 0);

/** The research checklist (issue #21: sources, definitions, stakeholders, both sides' best arguments); 10 points. */
export const RESEARCH_CHECKLIST: readonly ChecklistEntry[] = [
  {
    id: 'definitions',
    label: 'The key terms are defined',
    points: 2,
    isMet: (n) => n.definitions.filter((d) => d.meaning.trim()).length >= 1,
  },
  { id: 'stakeholders', label: 'At least three stakeholders', points: 2, isMet: (n) => filled(n.stakeholders).length >= 3 },
  { id: 'proposition', label: 'At least two proposition arguments', points: 2, isMet: (n) => filled(n.proposition).length >= 2 },
  { id: 'opposition', label: 'At least two opposition arguments', points: 2, isMet: (n) => filled(n.opposition).length >= 2 },
  {
    id: 'sources',
    label: 'At least two sources, each with a citation',
    points: 1,
    isMet: (n) => n.sources.filter((s) => s.citation.trim()).length >= 2,
  },
  {
    id: 'source-notes',
    label: 'Every source says what it shows',
    points: 1,
    isMet: (n) => n.sources.length > 0 && n.sources.every((s) => (s.note ?? '').trim().length > 0),
  },
];

export const RESEARCH_CHECKLIST_MAX = RESEARCH_CHECKLIST.reduce((sum, entry) => sum + entry.points, 0);

export function scoreResearchNotes(notes: ResearchNotes): { score: number; max: number; met: string[]; missing: string[] } {
  const met = RESEARCH_CHECKLIST.filter((entry) => entry.isMet(notes));
  return {
    score: met.reduce((sum, entry) => sum + entry.points, 0),
    max: RESEARCH_CHECKLIST_MAX,
    met: met.map((entry) => entry.id),
    missing: RESEARCH_CHECKLIST.filter((entry) => !met.includes(entry)).map((entry) => entry.id),
  };
}

// ---------------------------------------------------------------- time discipline

/**
 * Grace after time: the live room marks a speech as over time once it runs
 * more than 15 s past (debate-room.tsx), the grace judges commonly allow.
 */
export const TIME_GRACE_MS = 15_000;
/**
 * Finishing early: within the last 30 s (the timer's final countdown,
 * TIMER_FINAL_COUNTDOWN_MS) is on time; for a speech shorter than two minutes,
 * within its last quarter.
 */
export const TIME_UNDER_ALLOWANCE_MS = TIMER_FINAL_COUNTDOWN_MS;
/** Past the grace, the score falls to 0 over this long. */
export const TIME_OVER_ZERO_AFTER_MS = 60_000;
/** A speech of half its time or less scores 0. */
export const TIME_UNDER_ZERO_SHARE = 0.5;
export const TIME_DISCIPLINE_MAX = 10;

export type TimeVerdict = 'under' | 'on-time' | 'grace' | 'over';

export interface TimeDisciplineScore {
  score: number;
  max: number;
  verdict: TimeVerdict;
  plannedMs: number;
  spokenMs: number;
}

/**
 * Time discipline of one speech, 0..TIME_DISCIPLINE_MAX: full marks from the
 * under-allowance before time to the end of the grace after it; falling
 * linearly to 0 at half the time (under) or TIME_OVER_ZERO_AFTER_MS past the
 * grace (over). Rounded down, so partial marks are never generous.
 */
export function scoreTimeDiscipline(plannedMs: number, spokenMs: number): TimeDisciplineScore {
  const planned = Number.isFinite(plannedMs) ? Math.max(0, plannedMs) : 0;
  const spoken = Number.isFinite(spokenMs) ? Math.max(0, spokenMs) : 0;
  const base = { max: TIME_DISCIPLINE_MAX, plannedMs: planned, spokenMs: spoken };
  if (planned === 0) return { ...base, score: 0, verdict: spoken > 0 ? 'over' : 'on-time' };
  const allowance = Math.min(TIME_UNDER_ALLOWANCE_MS, planned / 4);
  const fullFrom = planned - allowance;
  const zeroAt = planned * TIME_UNDER_ZERO_SHARE;
  if (spoken < fullFrom) {
    const share = spoken <= zeroAt ? 0 : (spoken - zeroAt) / (fullFrom - zeroAt);
    return { ...base, score: clampPoints(Math.floor(TIME_DISCIPLINE_MAX * share)), verdict: 'under' };
  }
  if (spoken <= planned) return { ...base, score: TIME_DISCIPLINE_MAX, verdict: 'on-time' };
  if (spoken <= planned + TIME_GRACE_MS) return { ...base, score: TIME_DISCIPLINE_MAX, verdict: 'grace' };
  const overBeyond = spoken - planned - TIME_GRACE_MS;
  const share = Math.max(0, 1 - overBeyond / TIME_OVER_ZERO_AFTER_MS);
  return { ...base, score: clampPoints(Math.floor(TIME_DISCIPLINE_MAX * share)), verdict: 'over' };
}

function clampPoints(points: number): number {
  return Math.min(TIME_DISCIPLINE_MAX, Math.max(0, points));
}

/** A speech's planned length in a format, in ms; undefined for an unknown format or speech. */
export function plannedSpeechMs(formatId: string, speechId: string): number | undefined {
  const speech = getFormat(formatId)?.speeches.find((s) => s.id === speechId);
  return speech ? speech.seconds * 1000 : undefined;
}

/**
 * A speaker score in the format's range from a self-assessment, so the speaker
 * can set it beside the scores judges give: the rubric's share of its maximum
 * placed in the speaker score range and rounded down to the format's step. BP
 * and every other format have a speaker score range (src/shared/formats).
 */
export function speakerScoreFromRubric(format: DebateFormat, rubricScore: { score: number; max: number }): number {
  const { min, max, step } = format.ballot.speakerScore;
  const share = rubricScore.max > 0 ? Math.min(1, Math.max(0, rubricScore.score / rubricScore.max)) : 0;
  const steps = Math.floor((share * (max - min)) / step + 1e-9);
  return Math.round((min + steps * step) * 10) / 10;
}

// Peer review of training attempts (docs/training.md, "Peer review"): which
// completed attempts can be shared (those holding free work), the rubric a
// reviewer scores each kind on, and the API's bodies and answers. A reviewer
// rates every criterion of the rubric (0 to RUBRIC_TOP_LEVEL) and writes a
// comment; the score is computed from the ratings, never sent.
import { z } from 'zod';
import { text } from '../text.ts';
import type { ModuleKind } from './bank.ts';
import { FreeWorkSchema, type FreeWork, RubricRatingsSchema, type RubricRatings } from './contract.ts';
import { RecordingSchema } from './recording.ts';
import {
  ARGUMENT_BUILD_RUBRIC,
  REBUTTAL_REVIEW_RUBRIC,
  RUBRIC_TOP_LEVEL,
  type RubricCriterion,
  SPEECH_SELF_ASSESSMENT_RUBRIC,
  scoreArgumentBuild,
} from './rubrics.ts';
import { TRAINING_AREA_IDS } from './skills.ts';

// ---------------------------------------------------------------- rubrics

/** A rubric a reviewer scores on: the module's own, or (research notes) the research review below. */
export interface ReviewRubric {
  id: string;
  label: string;
  criteria: readonly RubricCriterion[];
}

/**
 * Research notes are scored by the checklist, which counts what is there; a
 * reviewer judges how good it is, on these criteria (ours).
 */
export const RESEARCH_REVIEW_RUBRIC: ReviewRubric = {
  id: 'research-review',
  label: 'Research review',
  criteria: [
    {
      id: 'definitions',
      label: 'Definitions',
      description: 'The key terms are defined fairly, as a judge would accept them.',
      skill: 'motion-analysis',
      weight: 1,
      levels: ['None', 'Vague or one-sided', 'Clear and fair', 'Clear, fair and settles the likely definitional clash'],
    },
    {
      id: 'stakeholders',
      label: 'Stakeholders',
      description: 'Who the motion affects, including those easy to overlook.',
      skill: 'research',
      weight: 1,
      levels: [
        'None',
        'The obvious ones only',
        'The main groups',
        'The main groups and the overlooked ones, with how each is affected',
      ],
    },
    {
      id: 'arguments',
      label: 'Both sides’ arguments',
      description: 'The strongest case on each side, not a straw man of the one you disagree with.',
      skill: 'motion-analysis',
      weight: 2,
      levels: ['One side only', 'Both sides, one weak', 'Both sides’ main arguments', 'Each side’s strongest case, fairly put'],
    },
    {
      id: 'sources',
      label: 'Sources',
      description: 'Reliable, current sources, cited so a judge could check them, each saying what it shows.',
      skill: 'research',
      weight: 2,
      levels: ['None', 'Unreliable or uncited', 'Reliable and cited', 'Reliable, cited, current, and each tied to a claim'],
    },
  ],
};

/** The kinds of module whose attempts can be reviewed, and the rubric each is reviewed on. */
export const REVIEW_RUBRIC_BY_KIND: Partial<Record<ModuleKind, ReviewRubric>> = {
  'free-build': ARGUMENT_BUILD_RUBRIC,
  'timed-drill': REBUTTAL_REVIEW_RUBRIC,
  'research-notes': RESEARCH_REVIEW_RUBRIC,
  speech: SPEECH_SELF_ASSESSMENT_RUBRIC,
};

export const REVIEW_RUBRICS: readonly ReviewRubric[] = [
  ARGUMENT_BUILD_RUBRIC,
  REBUTTAL_REVIEW_RUBRIC,
  RESEARCH_REVIEW_RUBRIC,
  SPEECH_SELF_ASSESSMENT_RUBRIC,
];

export function getReviewRubric(id: string): ReviewRubric | undefined {
  return REVIEW_RUBRICS.find((rubric) => rubric.id === id);
}

export function reviewRubricMax(rubric: ReviewRubric): number {
  return rubric.criteria.reduce((sum, c) => sum + c.weight * RUBRIC_TOP_LEVEL, 0);
}

/** The free work a reviewer sees of an attempt of this kind (other entries are not shared). */
export function sharedWork(kind: ModuleKind, work: readonly FreeWork[]): FreeWork[] {
  switch (kind) {
    case 'free-build':
      return work.filter((w) => w.kind === 'argument-build');
    case 'timed-drill':
      return work.filter((w) => w.kind === 'rebuttal-response' && w.text.trim().length > 0);
    case 'research-notes':
      return work.filter((w) => w.kind === 'research-notes');
    case 'speech':
      return work.filter((w) => w.kind === 'speech');
    default:
      return [];
  }
}

/**
 * Why this attempt cannot be shared for review, or null: it must be
 * completed, of a kind with a review rubric, and hold the work to review.
 */
export function reviewableProblem(attempt: {
  kind: ModuleKind | null;
  isCompleted: boolean;
  work: readonly FreeWork[];
}): string | null {
  if (!attempt.kind || !REVIEW_RUBRIC_BY_KIND[attempt.kind]) return REVIEW_MESSAGES.notReviewable;
  if (!attempt.isCompleted) return REVIEW_MESSAGES.notCompleted;
  if (sharedWork(attempt.kind, attempt.work).length === 0) return REVIEW_MESSAGES.noWork;
  return null;
}

/**
 * The score of a reviewer's (or the member's own) ratings: level × weight per
 * criterion. A free build's automatic checks cap what a rating may credit
 * (scoreArgumentBuild), as they do for the member's own score.
 */
export function scoreReview(
  rubric: ReviewRubric,
  ratings: Readonly<Record<string, number>>,
  work: readonly FreeWork[] = [],
): { score: number; max: number } {
  if (rubric.id === ARGUMENT_BUILD_RUBRIC.id) {
    const build = work.find((w) => w.kind === 'argument-build') ?? { claim: '', warrant: '', evidence: '', impact: '' };
    const scored = scoreArgumentBuild(build, ratings);
    return { score: scored.score, max: scored.max };
  }
  let score = 0;
  for (const criterion of rubric.criteria) {
    const raw = ratings[criterion.id] ?? 0;
    score += Math.min(RUBRIC_TOP_LEVEL, Math.max(0, Math.floor(raw))) * criterion.weight;
  }
  return { score, max: reviewRubricMax(rubric) };
}

/** Ratings that miss a criterion of the rubric or name one it does not have: problems by field path. */
export function ratingProblems(rubric: ReviewRubric, ratings: RubricRatings): { path: string[]; message: string }[] {
  const known = new Set(rubric.criteria.map((c) => c.id));
  const problems: { path: string[]; message: string }[] = [];
  for (const criterion of rubric.criteria) {
    if (ratings[criterion.id] === undefined) {
      problems.push({ path: ['ratings', criterion.id], message: REVIEW_MESSAGES.rateEveryCriterion });
    }
  }
  for (const id of Object.keys(ratings)) {
    if (!known.has(id)) problems.push({ path: ['ratings', id], message: REVIEW_MESSAGES.criterionUnknown });
  }
  return problems;
}

// ---------------------------------------------------------------- rules

export const REVIEW_MESSAGES = {
  requestNotFound: 'Review request not found',
  notReviewable: 'Only an argument build, a rebuttal drill, research notes or a timed speech can be reviewed',
  notCompleted: 'Complete the attempt before asking for a review',
  noWork: 'This attempt holds no written work or speech to review',
  reviewerNotAllowed: 'Ask an approved judge, or an owner or officer of a club you belong to',
  notYourself: 'You cannot review your own attempt',
  alreadyRequested: 'You already asked this person to review this attempt',
  alreadyReviewed: 'This person has already reviewed this attempt',
  declinedBefore: 'This person declined to review this attempt',
  tooManyRequests: 'This attempt already has as many open review requests as it can',
  reviewedOnce: 'This attempt has already been reviewed; a review is given once',
  notOpen: 'This request is no longer open',
  withdrawn: 'The member withdrew this request',
  declined: 'This request was declined',
  onlyReviewer: 'Only the reviewer asked can do this',
  onlyRequester: 'Only the member who asked can withdraw this request',
  rateEveryCriterion: 'Rate this criterion',
  criterionUnknown: 'This criterion is not one of the rubric’s',
} as const;

/** Open (requested) and reviewed requests one attempt may have at once. */
export const REVIEW_REQUESTS_PER_ATTEMPT = 5;
/** Requests a member may send in an hour (each mails a person). */
export const REVIEW_REQUESTS_PER_HOUR = 20;
/** Reviews, declines and withdrawals a member may send in an hour. */
export const REVIEW_ACTIONS_PER_HOUR = 120;
/** The most requests a list answers with (newest first). */
export const REVIEW_LIST_MAX = 100;
/** The most reviewers "reviewers for me" offers. */
export const REVIEWERS_MAX = 50;
export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_COMMENT_MIN = 20;
export const REVIEW_COMMENT_MAX = 4000;
export const REVIEW_DECLINE_REASON_MAX = 500;

export const REVIEW_STATUSES = ['requested', 'completed', 'declined', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  requested: 'Waiting for review',
  completed: 'Reviewed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const REVIEWER_ROLES = ['judge', 'coach'] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

// ---------------------------------------------------------------- bodies

export const RequestReviewInputSchema = z.strictObject({
  reviewerId: text().trim().min(1).max(100),
  /** What the member would like feedback on. */
  note: text().trim().max(REVIEW_NOTE_MAX, `The note must be at most ${REVIEW_NOTE_MAX} characters`).optional(),
  /**
   * Share the speech's recording, uploaded before (uploadTrainingRecording), with
   * this reviewer while the request is open. A timed speech only.
   */
  shareRecording: z.boolean().optional(),
});
export type RequestReviewInput = z.infer<typeof RequestReviewInputSchema>;

export const SubmitReviewInputSchema = z.strictObject({
  /** A level (0 to 3) for every criterion of the attempt's review rubric. */
  ratings: RubricRatingsSchema,
  comment: text()
    .trim()
    .min(REVIEW_COMMENT_MIN, `Write at least ${REVIEW_COMMENT_MIN} characters of feedback`)
    .max(REVIEW_COMMENT_MAX, `The comment must be at most ${REVIEW_COMMENT_MAX} characters`),
});
export type SubmitReviewInput = z.infer<typeof SubmitReviewInputSchema>;

export const DeclineReviewInputSchema = z.strictObject({
  reason: text()
    .trim()
    .max(REVIEW_DECLINE_REASON_MAX, `The reason must be at most ${REVIEW_DECLINE_REASON_MAX} characters`)
    .optional(),
});
export type DeclineReviewInput = z.infer<typeof DeclineReviewInputSchema>;

export const ReviewersQuerySchema = z.strictObject({
  /** Part of a name. */
  q: text().trim().max(100).optional(),
});

export const MyReviewRequestsQuerySchema = z.strictObject({
  attemptId: z.uuid({ error: 'Invalid id' }).optional(),
});

export const ReviewInboxQuerySchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
});

// ---------------------------------------------------------------- answers

const PersonSchema = z.object({ userId: z.string(), name: z.string() });

export const ReviewerQualificationSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('judge') }),
  z.object({ role: z.literal('coach'), clubId: z.string(), clubName: z.string() }),
]);
export type ReviewerQualification = z.infer<typeof ReviewerQualificationSchema>;

/** Someone the caller may ask, and why they may be asked. */
export const ReviewerOptionSchema = PersonSchema.extend({ qualifications: z.array(ReviewerQualificationSchema).min(1) });
export type ReviewerOption = z.infer<typeof ReviewerOptionSchema>;

export const ReviewersSchema = z.object({
  items: z.array(ReviewerOptionSchema),
  /** More judges match than are listed: narrow with `q`. */
  isTruncated: z.boolean(),
});
export type Reviewers = z.infer<typeof ReviewersSchema>;

export const ReviewSchema = z.object({
  rubricId: z.string(),
  ratings: RubricRatingsSchema,
  score: z.number().int().min(0),
  max: z.number().int().min(1),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A request as both sides list it: who, which attempt, where it stands, and the review once given. */
export const ReviewRequestSchema = z.object({
  id: z.string(),
  attemptId: z.string(),
  moduleId: z.string(),
  moduleLabel: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
  /** The rubric the review is on. */
  rubricId: z.string(),
  requester: PersonSchema,
  reviewer: PersonSchema,
  reviewerRole: z.enum(REVIEWER_ROLES),
  club: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  review: ReviewSchema.nullable(),
  /** The member chose to share the speech's recording with this reviewer. */
  sharesRecording: z.boolean(),
  /**
   * The recording this request shares, as it is now: null when it shares none,
   * once the request is no longer open, or when the member deleted it.
   */
  recording: RecordingSchema.nullable(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewRequestListSchema = z.object({ items: z.array(ReviewRequestSchema) });
export type ReviewRequestList = z.infer<typeof ReviewRequestListSchema>;

/**
 * What a reviewer sees of the attempt: its module, motion and format, its free
 * work (with the drill's prompts a response answers) and the self-assessment.
 * Not its answers, results or score.
 */
export const SharedAttemptSchema = z.strictObject({
  id: z.string(),
  area: z.enum(TRAINING_AREA_IDS),
  moduleId: z.string(),
  moduleLabel: z.string(),
  kind: z.string(),
  formatId: z.string().nullable(),
  positionId: z.string().nullable(),
  motion: z.string().nullable(),
  completedAt: z.string(),
  work: z.array(FreeWorkSchema),
  /** The rebuttal drill's prompts (the argument each written response answers), by item id. */
  prompts: z.array(z.object({ itemId: z.string(), prompt: z.string(), motion: z.string().nullable() })),
  /** The member's own ratings on the review rubric, with their score; null when they gave none. */
  selfAssessment: z.object({ ratings: RubricRatingsSchema, score: z.number().int(), max: z.number().int() }).nullable(),
});
export type SharedAttempt = z.infer<typeof SharedAttemptSchema>;

export const ReviewRequestDetailSchema = ReviewRequestSchema.extend({ attempt: SharedAttemptSchema });
export type ReviewRequestDetail = z.infer<typeof ReviewRequestDetailSchema>;

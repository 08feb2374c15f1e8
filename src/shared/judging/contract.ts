// The judging contract shared by the pages and the API: judge applications and
// their review, commitments to debates, the flow sheet, ballots, results,
// feedback on judges, ratings and leaderboards (docs/judging.md). Instants
// travel as ISO strings.
import { z } from 'zod';
import { DEBATE_STATUSES, DEBATE_TYPE_IDS } from '../debates/contract.ts';
import { BALLOT_KEY_USED_MESSAGE, BALLOT_RECEIVED_MESSAGE } from './ballot-delivery.ts';
import { BALLOT_FEEDBACK_MAX, BALLOT_REASON_MAX, type Decision } from './ballots.ts';
import { FORMAT_IDS } from '../formats/formats.ts';
import { text } from '../text.ts';
import { JUDGE_POSITIONS, type JudgePosition } from './positions.ts';

// ---------------------------------------------------------------- rules

export { JUDGE_POSITION_LABELS, JUDGE_POSITIONS, type JudgePosition } from './positions.ts';

/** Counted judges a debate wants (chair + panellists): a full panel for competitive rounds, a single chair otherwise. */
export const JUDGES_WANTED = { competitive: 3, quick: 1, practice: 1 } as const;
/** Trainees a debate takes at most, beside its counted judges. */
export const TRAINEES_MAX = 2;
/** Counted judges (chair + panellists) a debate type wants; a single chair for anything else. */
export function judgesWanted(debateType: string): number {
  return Object.hasOwn(JUDGES_WANTED, debateType) ? JUDGES_WANTED[debateType as keyof typeof JUDGES_WANTED] : 1;
}

/** Positions still open on a panel: the chair, panellists up to the wanted count, trainees up to their maximum. */
export function openJudgePositions(debateType: string, panel: readonly { position: string }[]): JudgePosition[] {
  const count = (position: JudgePosition) => panel.filter((j) => j.position === position).length;
  const open: Record<JudgePosition, boolean> = {
    chair: count('chair') === 0,
    panellist: count('panellist') < judgesWanted(debateType) - 1,
    trainee: count('trainee') < TRAINEES_MAX,
  };
  return JUDGE_POSITIONS.filter((position) => open[position]);
}

/** Ratings stay provisional until this many rated debates. */
export const RATING_PROVISIONAL_DEBATES = 10;
/** A judge sees feedback about them only as an aggregate, and only from this many responses. */
export const JUDGE_FEEDBACK_MIN_RESPONSES = 3;
/** Debate types whose confirmed results change ratings. */
export const RATED_DEBATE_TYPES = ['competitive'] as const;

export const JUDGE_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JudgeApplicationStatus = (typeof JUDGE_APPLICATION_STATUSES)[number];

export const JUDGE_MESSAGES = {
  alreadyJudge: 'You are already a judge',
  applicationPending: 'Your application is waiting for review',
  /** An admin has closed judge applications (admin settings). */
  applicationsClosed: 'Judge applications are closed at the moment. Please check back later.',
  applicationReviewed: 'This application has already been reviewed',
  notJudge: 'Only approved judges can do this',
  debatesInIt: 'You take part in this debate, so you cannot judge it',
  conflict: 'You declared a conflict with someone in this debate',
  alreadyJudging: 'You already judge this debate',
  judgingIt: 'You judge this debate, so you cannot also debate in it',
  chairTaken: 'This debate already has a chair',
  panelFull: 'This debate’s panel is full',
  traineesFull: 'This debate already has its trainees',
  notOpen: 'This debate no longer takes judges',
  withdrawTooLate: 'You can only withdraw before the debate starts',
  notJudgingIt: 'You do not judge this debate',
  notStarted: 'Ballots open once the debate has started',
  ballotTwice: 'You have already submitted a ballot for this debate',
  /** A ballot sent again with its idempotency key: it was received before and counts once. */
  ballotReceived: BALLOT_RECEIVED_MESSAGE,
  ballotKeyUsed: BALLOT_KEY_USED_MESSAGE,
  locked: 'The result is confirmed: only an admin can change it',
  consensusByChair: 'In this format the chair submits the panel’s consensus ballot',
  needsChair: 'This debate needs a chair judge to confirm the result',
  notChairJudge: 'Only the chair judge or an admin can confirm the result',
  chairBallotMissing: 'The chair’s ballot is needed before the result can be confirmed',
  noDecision: 'The ballots do not decide the debate yet',
  notConfirmed: 'The result has not been confirmed yet',
  feedbackNotDebater: 'Only the debate’s speakers can give feedback on its judges',
  feedbackTwice: 'You have already given feedback on this judge for this debate',
  notesStale: 'Your notes changed elsewhere; the newer copy was kept',
} as const;

// ---------------------------------------------------------------- applications

export const JUDGE_EXPERIENCE_MAX = 2000;
export const JUDGE_PARADIGM_MIN = 50;
export const JUDGE_PARADIGM_MAX = 4000;
export const JUDGE_CONFLICTS_MAX = 50;
export const DECLINE_REASON_MIN = 10;

const Text = (min: number, max: number, what: string) =>
  text().trim().min(min, `${what} must be at least ${min} characters`).max(max, `${what} must be at most ${max} characters`);

export const JudgeApplicationInputSchema = z.strictObject({
  experience: Text(20, JUDGE_EXPERIENCE_MAX, 'Experience'),
  formats: z.array(z.enum(FORMAT_IDS)).min(1, 'Choose at least one format').max(FORMAT_IDS.length),
  paradigm: Text(JUDGE_PARADIGM_MIN, JUDGE_PARADIGM_MAX, 'Your paradigm'),
  conflictClubIds: z
    .array(z.uuid({ error: 'Invalid club' }))
    .max(JUDGE_CONFLICTS_MAX)
    .default([]),
  conflictUserIds: z.array(text().min(1).max(64)).max(JUDGE_CONFLICTS_MAX).default([]),
});
export type JudgeApplicationInput = z.infer<typeof JudgeApplicationInputSchema>;
export type JudgeApplicationFormValues = z.input<typeof JudgeApplicationInputSchema>;

export const ApplicationReviewInputSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('decline'), reason: Text(DECLINE_REASON_MIN, 1000, 'The reason') }),
]);
export type ApplicationReviewInput = z.infer<typeof ApplicationReviewInputSchema>;

export const ApplicationListQuerySchema = z.strictObject({
  status: z.enum(JUDGE_APPLICATION_STATUSES).default('pending'),
});

export const PersonRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const ClubRefSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type ClubRef = z.infer<typeof ClubRefSchema>;

export const JudgeApplicationViewSchema = z.object({
  id: z.string(),
  applicant: PersonRefSchema,
  experience: z.string(),
  formats: z.array(z.string()),
  paradigm: z.string(),
  /** Private: shown to the applicant and admins only. */
  conflictClubs: z.array(ClubRefSchema),
  conflictUsers: z.array(PersonRefSchema),
  status: z.enum(JUDGE_APPLICATION_STATUSES),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type JudgeApplicationView = z.infer<typeof JudgeApplicationViewSchema>;

export const MyJudgeStatusViewSchema = z.object({
  isJudge: z.boolean(),
  /** The formats an approved judge judges (judges.formats); the available debates are only these. Empty for non-judges. */
  formats: z.array(z.string()),
  /** The latest application, if any. */
  application: JudgeApplicationViewSchema.nullable(),
});
export type MyJudgeStatusView = z.infer<typeof MyJudgeStatusViewSchema>;

/** A judge as anyone sees them: their paradigm, never their conflicts. */
export const PublicJudgeViewSchema = PersonRefSchema.extend({
  paradigm: z.string(),
  formats: z.array(z.string()),
});
export type PublicJudgeView = z.infer<typeof PublicJudgeViewSchema>;

// ---------------------------------------------------------------- commitments

export const AcceptJudgingInputSchema = z.strictObject({ position: z.enum(JUDGE_POSITIONS) });
export type AcceptJudgingInput = z.infer<typeof AcceptJudgingInputSchema>;

export const AvailableDebatesQuerySchema = z.strictObject({
  format: z.enum(FORMAT_IDS).optional(),
  type: z.enum(DEBATE_TYPE_IDS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AvailableDebatesQuery = z.infer<typeof AvailableDebatesQuerySchema>;

const JudgePositionSchema = z.enum(JUDGE_POSITIONS);

export const DebateJudgeViewSchema = PersonRefSchema.extend({
  position: JudgePositionSchema,
  paradigm: z.string(),
  ballotSubmitted: z.boolean(),
});
export type DebateJudgeView = z.infer<typeof DebateJudgeViewSchema>;

export const AvailableDebateViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  format: z.string(),
  debateType: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  venueType: z.string(),
  location: z.string().nullable(),
  status: z.enum(DEBATE_STATUSES),
  speakerCount: z.number().int(),
  judges: z.array(z.object({ position: JudgePositionSchema, name: z.string() })),
  /** Positions still open on the panel. */
  openPositions: z.array(JudgePositionSchema),
});
export type AvailableDebateView = z.infer<typeof AvailableDebateViewSchema>;

export const CommitmentViewSchema = z.object({
  debate: AvailableDebateViewSchema,
  position: JudgePositionSchema,
  acceptedAt: z.string(),
  ballotSubmitted: z.boolean(),
  resultConfirmed: z.boolean(),
});
export type CommitmentView = z.infer<typeof CommitmentViewSchema>;

export const JudgeDashboardViewSchema = z.object({
  upcoming: z.array(CommitmentViewSchema),
  ballotsDue: z.array(CommitmentViewSchema),
  pastBallots: z.array(
    z.object({
      debate: AvailableDebateViewSchema,
      position: JudgePositionSchema,
      submittedAt: z.string(),
      calibration: z.number().nullable(),
    }),
  ),
  /** Aggregate only, and null below JUDGE_FEEDBACK_MIN_RESPONSES responses. */
  feedback: z.object({ responses: z.number().int(), average: z.number().nullable() }),
  calibration: z.object({ ballots: z.number().int(), average: z.number().nullable() }),
});
export type JudgeDashboardView = z.infer<typeof JudgeDashboardViewSchema>;

// ---------------------------------------------------------------- notes (flow sheet)

export const NOTE_MARKS = ['strong', 'weak', 'dropped', 'question', 'extended'] as const;
export type NoteMark = (typeof NOTE_MARKS)[number];
export const NOTE_MARK_LABELS: Record<NoteMark, string> = {
  strong: 'Strong',
  weak: 'Weak',
  dropped: 'Dropped',
  question: 'Question',
  extended: 'Extended',
};
export const NOTE_ROWS_MAX = 60;
export const NOTE_CELL_MAX = 1000;

const NoteCellSchema = z.strictObject({
  text: text().max(NOTE_CELL_MAX, `A note must be at most ${NOTE_CELL_MAX} characters`),
  marks: z.array(z.enum(NOTE_MARKS)).max(NOTE_MARKS.length).default([]),
});
export type NoteCell = z.infer<typeof NoteCellSchema>;

/** Rows of arguments and responses; each row has a cell per speech id of the format. */
export const FlowSheetSchema = z.strictObject({
  rows: z.array(z.record(text().max(40), NoteCellSchema)).max(NOTE_ROWS_MAX, `At most ${NOTE_ROWS_MAX} rows`),
});
export type FlowSheet = z.infer<typeof FlowSheetSchema>;

export const SaveNotesInputSchema = z.strictObject({
  sheet: FlowSheetSchema,
  /** The version this copy was edited from; a newer copy on the server wins (409). */
  baseVersion: z.number().int().min(0),
});
export type SaveNotesInput = z.infer<typeof SaveNotesInputSchema>;

export const NotesViewSchema = z.object({
  sheet: FlowSheetSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type NotesView = z.infer<typeof NotesViewSchema>;

// ---------------------------------------------------------------- ballots and results

const Score = z.number({ error: 'A score must be a number' }).finite();
const Scores = z.record(text().max(40), Score);
const Feedback = z.record(text().max(40), text().max(BALLOT_FEEDBACK_MAX)).optional();
const Reason = text().trim().max(BALLOT_REASON_MAX, `The reason for decision must be at most ${BALLOT_REASON_MAX} characters`);

const SidesBallotInputSchema = z.strictObject({
  kind: z.literal('sides'),
  winner: text().min(1, 'Choose the winning side').max(40),
  speakerScores: Scores,
  replyScores: Scores.optional(),
  reason: Reason,
  feedback: Feedback,
});
const RanksBallotInputSchema = z.strictObject({
  kind: z.literal('ranks'),
  ranks: z.record(text().max(40), z.number().int()),
  speakerScores: Scores,
  reason: Reason,
  feedback: Feedback,
});

/** The shape only; the format's rules are checked by validateBallot (src/shared/ballots.ts). */
export const BallotInputSchema = z.discriminatedUnion('kind', [SidesBallotInputSchema, RanksBallotInputSchema]);
export type BallotInput = z.infer<typeof BallotInputSchema>;

/**
 * A UUID the app makes once per ballot it submits and sends with every try of
 * it: the server keeps it with the ballot (unique), so a second request with
 * the same key (a retry after a lost answer, an offline ballot sent again) is
 * refused as already received (409, JUDGE_MESSAGES.ballotReceived) instead of
 * counting twice. Optional for other clients: the ballot is once per judge anyway.
 */
const IdempotencyKey = z.uuid({ error: 'The idempotency key must be a UUID' });

/** A judge's ballot as submitted (submitBallot): the ballot with its idempotency key. */
export const SubmitBallotInputSchema = z.discriminatedUnion('kind', [
  SidesBallotInputSchema.extend({ idempotencyKey: IdempotencyKey.optional() }),
  RanksBallotInputSchema.extend({ idempotencyKey: IdempotencyKey.optional() }),
]);
export type SubmitBallotInput = z.infer<typeof SubmitBallotInputSchema>;

export const AdminResultChangeInputSchema = z.strictObject({
  ballot: BallotInputSchema,
  /** Why the confirmed result changes; kept in the audit entry. */
  note: Text(10, 1000, 'The note'),
});
export type AdminResultChangeInput = z.infer<typeof AdminResultChangeInputSchema>;

export const SpeakerSeatSchema = z.object({
  position: z.string(),
  positionLabel: z.string(),
  side: z.string(),
  user: PersonRefSchema,
});
export type SpeakerSeat = z.infer<typeof SpeakerSeatSchema>;

export const PanelBallotViewSchema = z.object({
  judge: PersonRefSchema,
  position: JudgePositionSchema,
  submitted: z.boolean(),
});
export type PanelBallotView = z.infer<typeof PanelBallotViewSchema>;

const Totals = z.record(z.string(), z.number());

/** The panel's decision (the type is written in ballots.ts, where `decide` makes it). */
export const DecisionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sides'),
    winner: z.string(),
    votes: Totals,
    speakerScores: Totals,
    replyScores: Totals,
    totals: Totals,
  }),
  z.object({ kind: z.literal('ranks'), ranks: Totals, speakerScores: Totals, totals: Totals }),
]) satisfies z.ZodType<Decision>;

/** A ballot as the judge submitted it: the input's shape with the time it was received. */
const SubmittedBallotSchema = z.discriminatedUnion('kind', [
  SidesBallotInputSchema.extend({ submittedAt: z.string() }),
  RanksBallotInputSchema.extend({ submittedAt: z.string() }),
]);

/** What the score page needs: the format's ballot, the seats, the panel and this judge's ballot. */
export const BallotFormViewSchema = z.object({
  debate: z.object({
    id: z.string(),
    title: z.string(),
    topic: z.string(),
    format: z.string(),
    debateType: z.string(),
    status: z.enum(DEBATE_STATUSES),
    startsAt: z.string(),
  }),
  myPosition: JudgePositionSchema,
  seats: z.array(SpeakerSeatSchema),
  panel: z.array(PanelBallotViewSchema),
  myBallot: SubmittedBallotSchema.nullable(),
  /** The confirmed result; before that, the panel's decision so far, once this judge's own ballot is in. */
  decision: DecisionSchema.nullable(),
  confirmed: z.boolean(),
  canConfirm: z.boolean(),
});
export type BallotFormView = z.infer<typeof BallotFormViewSchema>;

export const ResultViewSchema = z.object({
  debateId: z.string(),
  format: z.string(),
  decision: DecisionSchema,
  confirmedAt: z.string(),
  seats: z.array(SpeakerSeatSchema),
  /** The counted judges' reasons (trainees' ballots are not shown). */
  reasons: z.array(
    z.object({ judge: PersonRefSchema, position: JudgePositionSchema, reason: z.string(), winner: z.string().optional() }),
  ),
  /** Advice for the signed-in speaker, from every counted ballot. */
  myFeedback: z.array(z.object({ judge: PersonRefSchema, text: z.string() })),
  /** The judges the signed-in speaker may still give feedback on. */
  feedbackDue: z.array(PersonRefSchema),
  changedByAdmin: z.boolean(),
});
export type ResultView = z.infer<typeof ResultViewSchema>;

export const JudgeFeedbackInputSchema = z.strictObject({
  rating: z.number().int().min(1, 'Choose 1 to 5').max(5, 'Choose 1 to 5'),
  comment: text().trim().max(1000, 'A comment must be at most 1000 characters').default(''),
});
export type JudgeFeedbackInput = z.infer<typeof JudgeFeedbackInputSchema>;

// ---------------------------------------------------------------- ratings and leaderboards

export const LEADERBOARD_KINDS = ['debaters', 'judges', 'clubs'] as const;
export const LEADERBOARD_PERIODS = ['all', 'year', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: 'All time',
  year: 'Last 12 months',
  month: 'Last 30 days',
};
/** The format filter's value for ratings over every format. */
export const ALL_FORMATS = 'all';

export const LeaderboardQuerySchema = z.strictObject({
  kind: z.enum(LEADERBOARD_KINDS).default('debaters'),
  format: z.enum([ALL_FORMATS, ...FORMAT_IDS]).default(ALL_FORMATS),
  period: z.enum(LEADERBOARD_PERIODS).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const RatingViewSchema = z.object({
  /** Weng-Lin mean and uncertainty (openskill units: new debaters start at 25 ± 8.33). */
  mu: z.number(),
  sigma: z.number(),
  /** The conservative estimate the leaderboard ranks by: mu − 3σ. */
  ordinal: z.number(),
  ratedDebates: z.number().int(),
  provisional: z.boolean(),
});
export type RatingView = z.infer<typeof RatingViewSchema>;

export const DebaterRowSchema = PersonRefSchema.extend({
  rank: z.number().int(),
  rating: RatingViewSchema,
  wins: z.number().int(),
  debates: z.number().int(),
});
export type DebaterRow = z.infer<typeof DebaterRowSchema>;

export const JudgeRowSchema = PersonRefSchema.extend({
  rank: z.number().int(),
  ballots: z.number().int(),
  /** Null below JUDGE_FEEDBACK_MIN_RESPONSES responses. */
  feedbackAverage: z.number().nullable(),
  feedbackResponses: z.number().int(),
  calibration: z.number().nullable(),
});
export type JudgeRow = z.infer<typeof JudgeRowSchema>;

export const ClubRowSchema = ClubRefSchema.extend({
  rank: z.number().int(),
  members: z.number().int(),
  ratedMembers: z.number().int(),
  /** Mean ordinal of the members' ratings. */
  averageOrdinal: z.number().nullable(),
  wins: z.number().int(),
  debates: z.number().int(),
});
export type ClubRow = z.infer<typeof ClubRowSchema>;

const leaderboardPage = { page: z.number().int(), limit: z.number().int(), total: z.number().int() };

export const LeaderboardViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('debaters'), items: z.array(DebaterRowSchema), ...leaderboardPage }),
  z.object({ kind: z.literal('judges'), items: z.array(JudgeRowSchema), ...leaderboardPage }),
  z.object({ kind: z.literal('clubs'), items: z.array(ClubRowSchema), ...leaderboardPage }),
]);
export type LeaderboardView = z.infer<typeof LeaderboardViewSchema>;

/** A member's competitive record for /user/{userId}. */
export const UserRecordViewSchema = z.object({
  rating: RatingViewSchema.nullable(),
  byFormat: z.array(z.object({ format: z.string(), rating: RatingViewSchema })),
  wins: z.number().int(),
  losses: z.number().int(),
  debates: z.number().int(),
  judge: z.object({ paradigm: z.string(), formats: z.array(z.string()), ballots: z.number().int() }).nullable(),
  recent: z.array(
    z.object({
      debateId: z.string(),
      title: z.string(),
      format: z.string(),
      startsAt: z.string(),
      won: z.boolean().nullable(),
      place: z.number().int().nullable(),
    }),
  ),
});
export type UserRecordView = z.infer<typeof UserRecordViewSchema>;

// ---------------------------------------------------------------- small answers and params

/** A user id in a path: Better Auth's ids are not UUIDs. */
export const UserIdParamSchema = z.object({ id: text().min(1).max(64) });
/** A debate and one of its judges (a user id). */
export const JudgeFeedbackParamSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), judgeId: text().min(1).max(64) });

export const DebateResultAnswerSchema = z.object({
  /** Null until the result is confirmed. */
  result: ResultViewSchema.nullable(),
});
export type DebateResultAnswer = z.infer<typeof DebateResultAnswerSchema>;

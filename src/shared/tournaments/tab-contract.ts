// The tab contract (docs/tournaments-tab.md, ADR 0045): a round's results and
// ballot status, confirming a debate's result by a tab director, the team and
// speaker standings, the break per category and the elimination rounds drawn
// from it, which parts of the tab are released, the tab itself, its exports
// and importing teams and adjudicators from CSV.
import { z } from 'zod';
import { TAB_PARTS } from './contract.ts';

/** An import file's size limit: a world championship's 400 teams fit in far less. */
export const IMPORT_CSV_MAX_CHARS = 200_000;
export const IMPORT_ROWS_MAX = 500;

export const TAB_MESSAGES = {
  notReleased: 'This part of the tab has not been released',
  conflictingBallots: 'The ballots disagree: confirm with acknowledgeConflict once you have checked them',
  notTournamentDebate: 'This debate is not one of this round’s draw',
  roundNotReleased: 'This round’s draw has not been released',
  byeHasNoResult: 'A bye has no result to confirm',
  breakTied: 'The cut is tied: decide who takes the places left before confirming',
  breakWaiting: 'A higher category has an undecided tie: decide it first',
  breakLocked: 'Elimination rounds of this category exist: the break can no longer change',
  breakNotConfirmed: 'Confirm this category’s break first',
  breakEmpty: 'No team breaks in this category',
  eliminationExists: 'This category’s first elimination round exists already',
  eliminationUnfinished: 'Every debate of the last elimination round needs a confirmed result first',
  eliminationDone: 'The grand final has been drawn: there is no next round',
  noEliminationRound: 'Create the first elimination round of this category first',
  categoryUnknown: 'This break category is not one of the tournament’s',
} as const;

export const TabPartSchema = z.enum(TAB_PARTS, { error: 'Unknown part of the tab' });

export const RoundParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  seq: z.coerce.number({ error: 'Invalid round' }).int('Invalid round').min(1, 'Invalid round').max(100, 'Invalid round'),
});

export const DrawDebateParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  drawDebateId: z.uuid({ error: 'Invalid id' }),
});

export const TabPartParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), part: TabPartSchema });

export const BallotConflictSchema = z.object({
  /** winner: the voting ballots name different winners; order: BP orders differ; scores: a ballot's scores contradict its call. */
  kind: z.enum(['winner', 'order', 'scores']),
  message: z.string(),
});
export type BallotConflict = z.infer<typeof BallotConflictSchema>;

export const RoundResultTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  side: z.string(),
  /** 1 the winner (BP: first); null until confirmed, or when results are not visible to the caller. */
  place: z.number().nullable(),
  /** The team's total in the confirmed decision. */
  total: z.number().nullable(),
});

export const RoundResultDebateSchema = z.object({
  drawDebateId: z.string(),
  /** The live debate, once the draw is released. */
  debateId: z.string().nullable(),
  roomIndex: z.number(),
  isBye: z.boolean(),
  teams: z.array(RoundResultTeamSchema),
  /** Staff only: ballots in from voting judges, and the voting panel's size. */
  ballotsIn: z.number().nullable(),
  votingPanel: z.number().nullable(),
  conflicts: z.array(BallotConflictSchema),
  confirmed: z.boolean(),
});

export const RoundResultsViewSchema = z.object({
  roundId: z.string(),
  seq: z.number(),
  name: z.string(),
  stage: z.string(),
  drawStatus: z.string(),
  /** The caller sees ballot status (managers and the adjudication core). */
  isStaff: z.boolean(),
  /** The caller may confirm results (managers). */
  canConfirm: z.boolean(),
  /** Whether the results part of the tab is released. */
  resultsReleased: z.boolean(),
  /** Whether the caller sees places (staff, or the results are released). */
  resultsVisible: z.boolean(),
  debates: z.array(RoundResultDebateSchema),
});
export type RoundResultsView = z.infer<typeof RoundResultsViewSchema>;

export const ConfirmResultInputSchema = z.strictObject({
  /** Confirm although the ballots disagree (the tab director has checked them). */
  acknowledgeConflict: z.boolean().default(false),
});

export const ConfirmResultAnswerSchema = z.object({
  drawDebateId: z.string(),
  debateId: z.string(),
  confirmed: z.literal(true),
});

const MetricValue = z.number().nullable();

export const TeamStandingViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  institution: z.string(),
  rank: z.number(),
  rankText: z.string(),
  debates: z.number(),
  metrics: z.array(z.object({ metric: z.string(), label: z.string(), value: MetricValue })),
});
export type TeamStandingView = z.infer<typeof TeamStandingViewSchema>;

export const SpeakerStandingViewSchema = z.object({
  speakerId: z.string(),
  name: z.string(),
  teamName: z.string(),
  rank: z.number().nullable(),
  rankText: z.string(),
  total: MetricValue,
  average: MetricValue,
  speeches: z.number(),
});
export type SpeakerStandingView = z.infer<typeof SpeakerStandingViewSchema>;

export const StandingsViewSchema = z.object({
  precedence: z.array(z.object({ metric: z.string(), label: z.string() })),
  /** Confirmed preliminary debates counted (byes included). */
  resultsCounted: z.number(),
  released: z.boolean(),
  teams: z.array(TeamStandingViewSchema),
});
export type StandingsView = z.infer<typeof StandingsViewSchema>;

export const SpeakerStandingsViewSchema = z.object({
  minimumSpeeches: z.number(),
  released: z.boolean(),
  speakers: z.array(SpeakerStandingViewSchema),
});
export type SpeakerStandingsView = z.infer<typeof SpeakerStandingsViewSchema>;

const TieDecisionSchema = z.union([z.literal('break-all-tied'), z.array(z.uuid({ error: 'Invalid team' })).max(256)]);

export const BreakTeamViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  rank: z.number(),
  seed: z.number(),
  breakRank: z.number().nullable(),
});

export const CategoryBreakViewSchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  breakSize: z.number(),
  status: z.enum(['complete', 'tie-at-break', 'waiting', 'empty']),
  /** As computed now from the standings (in seed order). */
  breaking: z.array(BreakTeamViewSchema),
  tie: z
    .object({
      rank: z.number(),
      teams: z.array(z.object({ teamId: z.string(), name: z.string() })),
      places: z.number(),
      message: z.string(),
      decisionError: z.string().optional(),
    })
    .nullable(),
  excluded: z.array(z.object({ teamId: z.string(), name: z.string(), rank: z.number(), remark: z.string() })),
  warnings: z.array(z.string()),
  /** The break a tab director confirmed, in seed order; empty until then. */
  confirmed: z.array(BreakTeamViewSchema),
  confirmedAt: z.string().nullable(),
  /** Elimination rounds of the category, by seq. */
  eliminationRounds: z.array(z.object({ seq: z.number(), name: z.string(), drawStatus: z.string() })),
});
export type CategoryBreakView = z.infer<typeof CategoryBreakViewSchema>;

export const BreakViewSchema = z.object({
  released: z.boolean(),
  canManage: z.boolean(),
  categories: z.array(CategoryBreakViewSchema),
});
export type BreakView = z.infer<typeof BreakViewSchema>;

export const ConfirmBreakInputSchema = z.strictObject({
  categoryId: z.uuid({ error: 'Choose a category' }),
  /** Category id → the tied teams who take the places left, or 'break-all-tied'. */
  tieDecisions: z.record(z.uuid({ error: 'Invalid category' }), TieDecisionSchema).default({}),
});
export type ConfirmBreakInput = z.infer<typeof ConfirmBreakInputSchema>;

export const EliminationInputSchema = z.strictObject({ categoryId: z.uuid({ error: 'Choose a category' }) });

export const EliminationRoundAnswerSchema = z.object({
  roundId: z.string(),
  seq: z.number(),
  name: z.string(),
  rooms: z.number(),
  bypassing: z.number(),
});

export const SpeakerStandingsQuerySchema = z.object({
  minimumSpeeches: z.coerce.number().int('Enter a whole number').min(0).max(100).default(0),
});

export const TabReleaseSchema = z.object({
  part: TabPartSchema,
  released: z.boolean(),
  releasedAt: z.string().nullable(),
});

export const TabReleasesAnswerSchema = z.object({ releases: z.array(TabReleaseSchema) });

export const MotionTabRowSchema = z.object({
  seq: z.number(),
  round: z.string(),
  motion: z.string(),
  debates: z.number(),
  /** Side id → debates it won (first in BP). */
  sideWins: z.array(z.object({ side: z.string(), label: z.string(), wins: z.number(), rate: z.number().nullable() })),
});

export const AdjudicatorTabRowSchema = z.object({
  adjudicatorId: z.string(),
  name: z.string(),
  institution: z.string(),
  debatesJudged: z.number(),
  chaired: z.number(),
  /** The mean calibration (0–100) of their confirmed ballots. */
  averageCalibration: z.number().nullable(),
});

export const ResultsTabRowSchema = z.object({
  seq: z.number(),
  round: z.string(),
  roomIndex: z.number(),
  isBye: z.boolean(),
  teams: z.array(z.object({ name: z.string(), side: z.string(), place: z.number(), total: z.number().nullable() })),
});

export const TabViewSchema = z.object({
  isStaff: z.boolean(),
  canManage: z.boolean(),
  releases: z.array(TabReleaseSchema),
  /** Each part's content: present when released, or for staff (marked by `releases`). */
  results: z.array(ResultsTabRowSchema).nullable(),
  motions: z.array(MotionTabRowSchema).nullable(),
  team: StandingsViewSchema.nullable(),
  speaker: SpeakerStandingsViewSchema.nullable(),
  adjudicator: z.array(AdjudicatorTabRowSchema).nullable(),
  break: BreakViewSchema.nullable(),
});
export type TabView = z.infer<typeof TabViewSchema>;

export const EXPORT_KINDS = ['team', 'speaker', 'results', 'motions', 'adjudicator'] as const;
export const ExportParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  kind: z.enum(EXPORT_KINDS, { error: 'Unknown export' }),
});

export const ImportCsvInputSchema = z.strictObject({
  csv: z
    .string({ error: 'Paste or upload the CSV' })
    .min(1, 'The CSV is empty')
    .max(IMPORT_CSV_MAX_CHARS, `At most ${IMPORT_CSV_MAX_CHARS} characters`),
});

export const ImportTeamsAnswerSchema = z.object({
  created: z.number(),
  teams: z.array(z.object({ teamId: z.string(), name: z.string(), speakers: z.number() })),
  /** E-mails of no member: the team was created without them; they can join with its code. */
  unknownEmails: z.array(z.object({ row: z.number(), email: z.string() })),
});

export const ImportAdjudicatorsAnswerSchema = z.object({
  registered: z.number(),
  invited: z.array(z.object({ adjudicatorId: z.string(), name: z.string(), inviteUrl: z.string() })),
});

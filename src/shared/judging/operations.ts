// The judging API, one declaration per operation (src/shared/operation.ts):
// applications and their review, panels and commitments, the flow sheet,
// ballots and results, feedback on judges, records and leaderboards (docs/judging.md).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import { BALLOT_RECEIVED_MESSAGE, SAVE_NOTES_ROUTE, SUBMIT_BALLOT_ROUTE } from './ballot-delivery.ts';
import {
  AcceptJudgingInputSchema,
  AdminResultChangeInputSchema,
  ApplicationListQuerySchema,
  ApplicationReviewInputSchema,
  AvailableDebateViewSchema,
  AvailableDebatesQuerySchema,
  BallotFormViewSchema,
  DebateJudgeViewSchema,
  DebateResultAnswerSchema,
  JudgeApplicationInputSchema,
  JudgeApplicationViewSchema,
  JudgeDashboardViewSchema,
  JudgeFeedbackInputSchema,
  JudgeFeedbackParamSchema,
  LeaderboardQuerySchema,
  LeaderboardViewSchema,
  MyJudgeStatusViewSchema,
  NotesViewSchema,
  ResultViewSchema,
  SaveNotesInputSchema,
  SubmitBallotInputSchema,
  UserIdParamSchema,
  UserRecordViewSchema,
} from './contract.ts';

const tag = 'Judging';

const APPROVED_JUDGE = 'An approved judge.';
const ON_THE_PANEL = "A judge on the debate's panel.";

// ---------------------------------------------------------------- applications

export const getMyJudgeStatus = defineOperation({
  id: 'getMyJudgeStatus',
  method: 'get',
  path: '/api/judging/me',
  tag,
  summary: 'Whether the caller is a judge, with their latest application',
  guard: 'user',
  response: MyJudgeStatusViewSchema,
});

export const applyToJudge = defineOperation({
  id: 'applyToJudge',
  method: 'post',
  path: '/api/judging/applications',
  tag,
  summary: 'Apply to become a judge',
  description: 'Conflicts (clubs and people) are private: only the applicant and admins see them.',
  guard: 'user',
  rule: 'Judge applications are open (admin settings); not a judge yet, and no application waiting for review.',
  body: JudgeApplicationInputSchema,
  status: 201,
  response: JudgeApplicationViewSchema,
  errors: ['CONFLICT', 'FORBIDDEN', 'RATE_LIMITED'],
});

export const listJudgeApplications = defineOperation({
  id: 'listJudgeApplications',
  method: 'get',
  path: '/api/judging/applications',
  tag,
  summary: 'Judge applications by status (pending first by default)',
  guard: 'admin',
  query: ApplicationListQuerySchema,
  response: z.array(JudgeApplicationViewSchema),
});

export const reviewJudgeApplication = defineOperation({
  id: 'reviewJudgeApplication',
  method: 'post',
  path: '/api/judging/applications/:id/review',
  tag,
  summary: 'Approve or decline a judge application',
  description: 'A decline needs a reason, which the applicant is sent.',
  guard: 'admin',
  adminAudit: 'judge-application',
  rule: 'The application is still pending.',
  params: IdParamSchema,
  body: ApplicationReviewInputSchema,
  response: JudgeApplicationViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

// ---------------------------------------------------------------- commitments

export const listJudgeableDebates = defineOperation({
  id: 'listJudgeableDebates',
  method: 'get',
  path: '/api/judging/available',
  tag,
  summary: 'Scheduled debates short of judges that the caller may judge',
  description:
    "Only debates in the formats the caller is approved to judge. Leaves out the caller's own debates, debates they already judge and debates with someone they declared a conflict with.",
  guard: 'user',
  rule: APPROVED_JUDGE,
  query: AvailableDebatesQuerySchema,
  response: paginatedSchema(AvailableDebateViewSchema),
  errors: ['FORBIDDEN'],
});

export const getJudgeDashboard = defineOperation({
  id: 'getJudgeDashboard',
  method: 'get',
  path: '/api/judging/dashboard',
  tag,
  summary: "The judge's commitments, ballots due, past ballots, feedback and calibration",
  guard: 'user',
  rule: APPROVED_JUDGE,
  response: JudgeDashboardViewSchema,
  errors: ['FORBIDDEN'],
});

export const listDebateJudges = defineOperation({
  id: 'listDebateJudges',
  method: 'get',
  path: '/api/judging/debates/:id/judges',
  tag,
  summary: "A debate's panel with each judge's paradigm",
  guard: 'public',
  params: IdParamSchema,
  response: z.array(DebateJudgeViewSchema),
});

export const acceptJudging = defineOperation({
  id: 'acceptJudging',
  method: 'post',
  path: '/api/judging/debates/:id/judges',
  tag,
  summary: 'Join the panel of a debate in a position',
  guard: 'user',
  rule: 'An approved judge who neither speaks in the debate nor declared a conflict with its speakers; the position must be open and the debate scheduled or live.',
  params: IdParamSchema,
  body: AcceptJudgingInputSchema,
  status: 201,
  response: z.array(DebateJudgeViewSchema),
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const withdrawJudging = defineOperation({
  id: 'withdrawJudging',
  method: 'delete',
  path: '/api/judging/debates/:id/judges/me',
  tag,
  summary: "Leave a debate's panel",
  guard: 'user',
  rule: 'A judge on the panel, before the debate starts.',
  params: IdParamSchema,
  response: z.array(DebateJudgeViewSchema),
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

// ---------------------------------------------------------------- notes (flow sheet)

export const getJudgeNotes = defineOperation({
  id: 'getJudgeNotes',
  method: 'get',
  path: '/api/judging/debates/:id/notes',
  tag,
  summary: "The caller's flow sheet for a debate",
  guard: 'user',
  rule: ON_THE_PANEL,
  params: IdParamSchema,
  response: NotesViewSchema,
  errors: ['FORBIDDEN'],
});

export const saveJudgeNotes = defineOperation({
  id: 'saveJudgeNotes',
  ...SAVE_NOTES_ROUTE,
  tag,
  summary: "Save the caller's flow sheet for a debate",
  description:
    'The copy names the version it was edited from; when the server holds a newer one, it is kept and the save answers 409.',
  guard: 'user',
  rule: ON_THE_PANEL,
  params: IdParamSchema,
  body: SaveNotesInputSchema,
  response: NotesViewSchema,
  errors: ['FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
});

// ---------------------------------------------------------------- ballots and results

export const getBallotForm = defineOperation({
  id: 'getBallotForm',
  method: 'get',
  path: '/api/judging/debates/:id/ballot',
  tag,
  summary: "The score page: the debate, its seats, the panel and the caller's ballot",
  guard: 'user',
  rule: ON_THE_PANEL,
  params: IdParamSchema,
  response: BallotFormViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const submitBallot = defineOperation({
  id: 'submitBallot',
  ...SUBMIT_BALLOT_ROUTE,
  tag,
  summary: 'Submit a ballot',
  description:
    "Checked against the debate's format (validateBallot); in formats decided by consensus only the chair submits. " +
    'The idempotency key (a UUID the app makes once per ballot) is kept with the ballot: the same key again is refused ' +
    'with 409 and the message "' +
    BALLOT_RECEIVED_MESSAGE +
    '", so a client sending an offline ballot again knows it is in.',
  guard: 'user',
  rule: 'A judge on the panel, once the debate has started, once, and before the result is confirmed.',
  params: IdParamSchema,
  body: SubmitBallotInputSchema,
  status: 201,
  response: BallotFormViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED', 'RATE_LIMITED'],
});

export const confirmDebateResult = defineOperation({
  id: 'confirmDebateResult',
  method: 'post',
  path: '/api/judging/debates/:id/result/confirm',
  tag,
  summary: "Confirm the panel's decision as the debate's result",
  description: 'Finishes the debate, updates ratings for rated debate types and tells the speakers.',
  guard: 'user',
  rule: "The debate's chair judge or an admin, once the chair's ballot decides the debate.",
  params: IdParamSchema,
  response: ResultViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const changeDebateResult = defineOperation({
  id: 'changeDebateResult',
  method: 'put',
  path: '/api/judging/debates/:id/result',
  tag,
  summary: 'Replace a confirmed result with a corrected ballot',
  description: 'The note is kept in the audit log.',
  guard: 'admin',
  adminAudit: 'debate',
  rule: 'The result must be confirmed.',
  params: IdParamSchema,
  body: AdminResultChangeInputSchema,
  response: ResultViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED'],
});

export const getDebateResult = defineOperation({
  id: 'getDebateResult',
  method: 'get',
  path: '/api/judging/debates/:id/result',
  tag,
  summary: "A debate's confirmed result, or null",
  description: "A signed-in speaker also gets the judges' advice to them and the judges they may still give feedback on.",
  guard: 'public',
  params: IdParamSchema,
  response: DebateResultAnswerSchema,
  errors: ['NOT_FOUND'],
});

export const giveJudgeFeedback = defineOperation({
  id: 'giveJudgeFeedback',
  method: 'post',
  path: '/api/judging/debates/:id/feedback/:judgeId',
  tag,
  summary: 'Rate a judge of a debate the caller spoke in',
  guard: 'user',
  rule: 'A speaker of the debate, once its result is confirmed, once per counted judge.',
  params: JudgeFeedbackParamSchema,
  body: JudgeFeedbackInputSchema,
  status: 201,
  response: z.object({ ok: z.literal(true) }),
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

// ---------------------------------------------------------------- records and leaderboards

export const getUserRecord = defineOperation({
  id: 'getUserRecord',
  method: 'get',
  path: '/api/judging/users/:id/record',
  tag,
  summary: "A member's ratings, record, recent debates and judging",
  guard: 'public',
  params: UserIdParamSchema,
  response: UserRecordViewSchema,
  errors: ['NOT_FOUND'],
});

export const getLeaderboard = defineOperation({
  id: 'getLeaderboard',
  method: 'get',
  path: '/api/leaderboards',
  tag,
  summary: 'A page of the debaters, judges or clubs leaderboard',
  description: 'Filtered by format and period; debaters rank by the conservative rating estimate (mu − 3σ).',
  guard: 'public',
  query: LeaderboardQuerySchema,
  response: LeaderboardViewSchema,
});

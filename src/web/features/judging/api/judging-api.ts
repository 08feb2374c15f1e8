// Every judging endpoint of docs/judging.md (/api/judging/* and /api/leaderboards):
// one fetcher per endpoint, typed with the shared contract, plus the query keys
// and query options the pages share, so a mutation on one page can refresh the
// others (accepting a debate refreshes the dashboard and the available list).
import { queryOptions } from '@tanstack/react-query';
import type {
  AcceptJudgingInput,
  AdminResultChangeInput,
  ApplicationReviewInput,
  AvailableDebateView,
  AvailableDebatesQuery,
  BallotFormView,
  BallotInput,
  DebateJudgeView,
  JudgeApplicationInput,
  JudgeApplicationStatus,
  JudgeApplicationView,
  JudgeDashboardView,
  JudgeFeedbackInput,
  LeaderboardQuery,
  LeaderboardView,
  MyJudgeStatusView,
  NotesView,
  ResultView,
  SaveNotesInput,
  UserRecordView,
} from '#shared/judging/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

const BASE = '/api/judging';
const debatePath = (debateId: string) => `${BASE}/debates/${encodeURIComponent(debateId)}`;

/** Filters of the available-debates list; page and limit default on the server. */
export type AvailableDebatesParams = Partial<AvailableDebatesQuery>;
/** Filters of a leaderboard; every field defaults on the server. */
export type LeaderboardParams = Partial<LeaderboardQuery>;

/**
 * Query keys, broadest first: invalidating `judgingKeys.all` refreshes every
 * judging query; `judgingKeys.debate(id)` everything about one debate.
 */
export const judgingKeys = {
  all: ['judging'] as const,
  me: () => [...judgingKeys.all, 'me'] as const,
  applications: (status?: JudgeApplicationStatus) => [...judgingKeys.all, 'applications', status ?? 'pending'] as const,
  available: (params: AvailableDebatesParams = {}) => [...judgingKeys.all, 'available', params] as const,
  dashboard: () => [...judgingKeys.all, 'dashboard'] as const,
  debate: (debateId: string) => [...judgingKeys.all, 'debate', debateId] as const,
  debateJudges: (debateId: string) => [...judgingKeys.debate(debateId), 'judges'] as const,
  notes: (debateId: string) => [...judgingKeys.debate(debateId), 'notes'] as const,
  ballot: (debateId: string) => [...judgingKeys.debate(debateId), 'ballot'] as const,
  result: (debateId: string) => [...judgingKeys.debate(debateId), 'result'] as const,
  userRecord: (userId: string) => [...judgingKeys.all, 'user-record', userId] as const,
  leaderboards: ['leaderboards'] as const,
  leaderboard: (params: LeaderboardParams = {}) => [...judgingKeys.leaderboards, params] as const,
};

// ---------------------------------------------------------------- applications

/** GET /api/judging/me: whether the signed-in user is a judge, and their latest application. */
export function getMyJudgeStatus(signal?: AbortSignal): Promise<MyJudgeStatusView> {
  return apiGet<MyJudgeStatusView>(`${BASE}/me`, undefined, signal);
}

/** POST /api/judging/applications: apply to judge (not a judge, nothing pending). */
export function createJudgeApplication(input: JudgeApplicationInput): Promise<JudgeApplicationView> {
  return apiRequest<JudgeApplicationView>(`${BASE}/applications`, { method: 'POST', body: input });
}

/** GET /api/judging/applications?status=…: admins' review queue. */
export function findJudgeApplications(
  status: JudgeApplicationStatus = 'pending',
  signal?: AbortSignal,
): Promise<JudgeApplicationView[]> {
  return apiGet<JudgeApplicationView[]>(`${BASE}/applications`, { status }, signal);
}

/** POST /api/judging/applications/:id/review: an admin approves or declines (with a reason). */
export function reviewJudgeApplication(id: string, input: ApplicationReviewInput): Promise<JudgeApplicationView> {
  return apiRequest<JudgeApplicationView>(`${BASE}/applications/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: input,
  });
}

// ---------------------------------------------------------------- commitments

/** GET /api/judging/available: debates a judge can still join, with their open panel positions. */
export function findAvailableDebates(
  params: AvailableDebatesParams = {},
  signal?: AbortSignal,
): Promise<Paginated<AvailableDebateView>> {
  return apiGet<Paginated<AvailableDebateView>>(`${BASE}/available`, { ...params }, signal);
}

/** GET /api/judging/dashboard: the signed-in judge's commitments, ballots and aggregates. */
export function getJudgeDashboard(signal?: AbortSignal): Promise<JudgeDashboardView> {
  return apiGet<JudgeDashboardView>(`${BASE}/dashboard`, undefined, signal);
}

/** GET /api/judging/debates/:id/judges: a debate's panel (anyone). */
export function findDebateJudges(debateId: string, signal?: AbortSignal): Promise<DebateJudgeView[]> {
  return apiGet<DebateJudgeView[]>(`${debatePath(debateId)}/judges`, undefined, signal);
}

/** POST /api/judging/debates/:id/judges: the signed-in judge takes a position; answers the new panel. */
export function acceptJudging(debateId: string, input: AcceptJudgingInput): Promise<DebateJudgeView[]> {
  return apiRequest<DebateJudgeView[]>(`${debatePath(debateId)}/judges`, { method: 'POST', body: input });
}

/** DELETE /api/judging/debates/:id/judges/me: the judge withdraws, before the start; answers the new panel. */
export function withdrawJudging(debateId: string): Promise<DebateJudgeView[]> {
  return apiRequest<DebateJudgeView[]>(`${debatePath(debateId)}/judges/me`, { method: 'DELETE' });
}

// ---------------------------------------------------------------- notes

/** GET /api/judging/debates/:id/notes: the judge's own flow sheet. */
export function getJudgeNotes(debateId: string, signal?: AbortSignal): Promise<NotesView> {
  return apiGet<NotesView>(`${debatePath(debateId)}/notes`, undefined, signal);
}

/** PUT /api/judging/debates/:id/notes: saves the sheet; 409 (code CONFLICT) when the server copy is newer. */
export function saveJudgeNotes(debateId: string, input: SaveNotesInput): Promise<NotesView> {
  return apiRequest<NotesView>(`${debatePath(debateId)}/notes`, { method: 'PUT', body: input });
}

// ---------------------------------------------------------------- ballots and results

/** GET /api/judging/debates/:id/ballot: what the score page needs. */
export function getBallotForm(debateId: string, signal?: AbortSignal): Promise<BallotFormView> {
  return apiGet<BallotFormView>(`${debatePath(debateId)}/ballot`, undefined, signal);
}

/** POST /api/judging/debates/:id/ballot: submits the judge's ballot, once. */
export function submitBallot(debateId: string, input: BallotInput): Promise<BallotFormView> {
  return apiRequest<BallotFormView>(`${debatePath(debateId)}/ballot`, { method: 'POST', body: input });
}

/** POST /api/judging/debates/:id/result/confirm: the chair judge (or an admin) confirms the result. */
export function confirmResult(debateId: string): Promise<ResultView> {
  return apiRequest<ResultView>(`${debatePath(debateId)}/result/confirm`, { method: 'POST' });
}

/** PUT /api/judging/debates/:id/result: an admin changes a confirmed result, with a note for the audit log. */
export function changeResult(debateId: string, input: AdminResultChangeInput): Promise<ResultView> {
  return apiRequest<ResultView>(`${debatePath(debateId)}/result`, { method: 'PUT', body: input });
}

/** GET /api/judging/debates/:id/result: the confirmed result, or null (anyone). */
export function getResult(debateId: string, signal?: AbortSignal): Promise<{ result: ResultView | null }> {
  return apiGet<{ result: ResultView | null }>(`${debatePath(debateId)}/result`, undefined, signal);
}

/** POST /api/judging/debates/:id/feedback/:judgeId: a speaker rates a judge, once, after the result. */
export function giveJudgeFeedback(debateId: string, judgeId: string, input: JudgeFeedbackInput): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`${debatePath(debateId)}/feedback/${encodeURIComponent(judgeId)}`, {
    method: 'POST',
    body: input,
  });
}

// ---------------------------------------------------------------- ratings and leaderboards

/** GET /api/judging/users/:id/record: a member's competitive record (anyone). */
export function getUserRecord(userId: string, signal?: AbortSignal): Promise<UserRecordView> {
  return apiGet<UserRecordView>(`${BASE}/users/${encodeURIComponent(userId)}/record`, undefined, signal);
}

/** GET /api/leaderboards: debaters, judges or clubs, by format and period (anyone). */
export function getLeaderboard(params: LeaderboardParams = {}, signal?: AbortSignal): Promise<LeaderboardView> {
  return apiGet<LeaderboardView>('/api/leaderboards', { ...params }, signal);
}

// ---------------------------------------------------------------- query options

export const myJudgeStatusQueryOptions = () =>
  queryOptions({ queryKey: judgingKeys.me(), queryFn: ({ signal }) => getMyJudgeStatus(signal) });

export const judgeApplicationsQueryOptions = (status: JudgeApplicationStatus = 'pending') =>
  queryOptions({ queryKey: judgingKeys.applications(status), queryFn: ({ signal }) => findJudgeApplications(status, signal) });

export const availableDebatesQueryOptions = (params: AvailableDebatesParams = {}) =>
  queryOptions({ queryKey: judgingKeys.available(params), queryFn: ({ signal }) => findAvailableDebates(params, signal) });

export const judgeDashboardQueryOptions = () =>
  queryOptions({ queryKey: judgingKeys.dashboard(), queryFn: ({ signal }) => getJudgeDashboard(signal) });

export const debateJudgesQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.debateJudges(debateId), queryFn: ({ signal }) => findDebateJudges(debateId, signal) });

export const judgeNotesQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.notes(debateId), queryFn: ({ signal }) => getJudgeNotes(debateId, signal) });

export const ballotFormQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.ballot(debateId), queryFn: ({ signal }) => getBallotForm(debateId, signal) });

export const resultQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.result(debateId), queryFn: ({ signal }) => getResult(debateId, signal) });

export const userRecordQueryOptions = (userId: string) =>
  queryOptions({ queryKey: judgingKeys.userRecord(userId), queryFn: ({ signal }) => getUserRecord(userId, signal) });

export const leaderboardQueryOptions = (params: LeaderboardParams = {}) =>
  queryOptions({ queryKey: judgingKeys.leaderboard(params), queryFn: ({ signal }) => getLeaderboard(params, signal) });

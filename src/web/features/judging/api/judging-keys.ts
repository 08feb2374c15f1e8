// The judging query keys, broadest first, shared by every judging operation so a
// change on one page can refresh the others (accepting a debate refreshes the
// dashboard and the available list): invalidating `judgingKeys.all` refreshes
// every judging query, `judgingKeys.debate(id)` everything about one debate.
import type { AvailableDebatesQuery, JudgeApplicationStatus, LeaderboardQuery } from '#shared/judging/contract.ts';

/** Filters of the available-debates list; page and limit default on the server. */
export type AvailableDebatesParams = Partial<AvailableDebatesQuery>;
/** Filters of a leaderboard; every field defaults on the server. */
export type LeaderboardParams = Partial<LeaderboardQuery>;

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

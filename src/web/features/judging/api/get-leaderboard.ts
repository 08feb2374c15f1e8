// Debaters, judges or clubs, by format and period (anyone may see them). The
// board reads it with its own placeholder rule (leaderboard-board.tsx), so there
// is no plain hook.
import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys, type LeaderboardParams } from './judging-keys.ts';

export function getLeaderboard(params: LeaderboardParams = {}, signal?: AbortSignal): Promise<LeaderboardView> {
  return callOperation(judgingApi.getLeaderboard, { query: { ...params } }, signal);
}

export const leaderboardQueryOptions = (params: LeaderboardParams = {}) =>
  queryOptions({ queryKey: judgingKeys.leaderboard(params), queryFn: ({ signal }) => getLeaderboard(params, signal) });

// The board the server wrote into a /leaderboards page's HTML (shared/judging/leaderboard-page.ts,
// server/modules/judging/leaderboard-page.ts): the page's first render reads it from the query
// cache instead of asking the API, so the table is drawn at once, where the skeleton would be.
// Read once, on the page the browser loaded, and only when it answers the page's own query.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { LeaderboardQuery } from '#shared/judging/contract.ts';
import { LEADERBOARD_PAGE_DATA_ELEMENT_ID, type LeaderboardPageData } from '#shared/judging/leaderboard-page.ts';
import { judgingKeys } from './judging-keys.ts';

function takeLeaderboardPageData(): LeaderboardPageData | null {
  const element = document.getElementById(LEADERBOARD_PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as LeaderboardPageData;
  } catch {
    return null;
  }
}

/** Puts the HTML's board into the query cache when it is the board `query` asks for. */
export function seedLeaderboardPageData(queryClient: QueryClient, query: LeaderboardQuery): void {
  const data = takeLeaderboardPageData();
  if (!data?.view || hashKey([data.query]) !== hashKey([query])) return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const receivedAt = navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
  queryClient.setQueryData(judgingKeys.leaderboard(query), data.view, { updatedAt: receivedAt });
}

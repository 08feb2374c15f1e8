// The board a /leaderboards page shows first, in its HTML (shared/judging/leaderboard-page.ts):
// the URL's filters and page read as GET /api/leaderboards reads its query, with the
// page's own list size. A URL the API would refuse (an unknown filter, page=abc) gets
// nothing: the page falls back to its defaults and asks the API itself.
import type { Database } from '#server/db/client.ts';
import type { PageData } from '#server/web-assets.ts';
import { LIST_LIMIT_DEFAULT } from '#shared/constants.ts';
import { LeaderboardQuerySchema } from '#shared/judging/contract.ts';
import { LEADERBOARD_PAGE_DATA_ELEMENT_ID, type LeaderboardPageData } from '#shared/judging/leaderboard-page.ts';
import { getLeaderboard } from './leaderboards.service.ts';

export async function leaderboardPageData(db: Database, search: URLSearchParams): Promise<PageData | null> {
  // A list page sends its limit always, the default when the URL has none (components/list-params.ts).
  const parsed = LeaderboardQuerySchema.safeParse({ limit: LIST_LIMIT_DEFAULT, ...Object.fromEntries(search) });
  if (!parsed.success) return null;
  const value: LeaderboardPageData = { query: parsed.data, view: await getLeaderboard(db, parsed.data) };
  return { elementId: LEADERBOARD_PAGE_DATA_ELEMENT_ID, value };
}

// A leaderboard's page as its HTML carries it: the board its first render would
// ask GET /api/leaderboards for, with the query that board answers. The page reads
// it once, and only when its own query is that one; otherwise it asks the API.
// Without it the board's skeleton came first and the table, arriving later, moved
// the rating explainer below it (a layout shift) and was the page's largest paint.
import type { LeaderboardQuery, LeaderboardView } from './contract.ts';

/** The id of the `<script type="application/json">` element with the page's board. */
export const LEADERBOARD_PAGE_DATA_ELEMENT_ID = 'leaderboard-page-data';

export interface LeaderboardPageData {
  query: LeaderboardQuery;
  view: LeaderboardView;
}

// The leads of the pages that get a page shell (shared/page-shell.ts). A module
// of their own: the landing page's JavaScript, which reads the shell's id, does
// not carry them.

/**
 * The paragraph under the h1 of the pages that get a shell, by route id. Kept
 * here, not in the route table, so the landing page's JavaScript does not carry
 * them; the pages render them from here too (RoutePageHeader).
 */
export const PAGE_LEADS: Readonly<Record<string, string>> = {
  debates:
    'Structured, timed and judged debates on civic topics: quick rounds for newcomers, practice with coaching, and competitive rounds with full judging.',
  clubs: 'Ongoing debate communities that meet weekly or monthly. Find one near you or online.',
  topics:
    'Civic motions suggested by the community and approved by the admins, ready to be debated. Vote for the ones you want to see debated.',
  events: 'Multi-activity debate gatherings, from half a day to a weekend. Upcoming events, soonest first.',
  leaderboards: 'Top debaters, judges and clubs, ranked from the confirmed results of competitive debates.',
};

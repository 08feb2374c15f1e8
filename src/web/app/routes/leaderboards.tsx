// Leaderboards: debaters by rating, judges by ballots, clubs by their members'
// ratings, from confirmed results of competitive debates; board, format,
// period and page live in the URL.
import { useListParams } from '#web/components/list-params.ts';
import { Container } from '#web/components/ui/page.tsx';
import { RoutePageHeader } from '#web/components/ui/route-page-header.tsx';
import { LeaderboardBoard } from '#web/features/judging/components/leaderboards/leaderboard-board.tsx';
import { RatingExplainer } from '#web/features/judging/components/leaderboards/rating-explainer.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      {/* The server paints this heading before the app (shared/page-shell.ts). */}
      <RoutePageHeader routeId="leaderboards" />
      <LeaderboardBoard list={list} />
      <RatingExplainer />
    </Container>
  );
}

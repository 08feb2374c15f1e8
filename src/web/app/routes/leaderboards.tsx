// Leaderboards: debaters by rating, judges by ballots, clubs by their members'
// ratings, from confirmed results of competitive debates; board, format,
// period and page live in the URL.
import { useListParams } from '#web/components/list-params.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { LeaderboardBoard } from '#web/features/judging/components/leaderboards/leaderboard-board.tsx';
import { RatingExplainer } from '#web/features/judging/components/leaderboards/rating-explainer.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Leaderboards"
        lead="Top debaters, judges and clubs, ranked from the confirmed results of competitive debates."
      />
      <LeaderboardBoard list={list} />
      <RatingExplainer />
    </Container>
  );
}

// Score Debate (signed-in judges): the ballot for one debate, for the judges on
// its panel (GET/POST /api/judging/debates/:id/ballot), and the chair's
// confirmation of the result.
import { useParams } from 'react-router';
import { BallotPage } from '#web/features/judging/components/ballot/ballot-page.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <BallotPage key={id} debateId={id} />;
}

import { useParams } from 'react-router';
import { DetailQuery } from '#web/components/query-states.tsx';
import { useDebate } from '#web/features/debates/api/get-debate.ts';
import { DebateDetails } from '#web/features/debates/components/debate-details.tsx';

export function Component() {
  const { id = '' } = useParams();
  const debate = useDebate(id);
  return (
    <DetailQuery
      query={debate}
      loadingLabel="Loading debate…"
      errorTitle="Couldn’t load this debate"
      notFound={{
        title: 'Debate not found',
        text: 'This debate does not exist or has been removed. Check the link, or find another debate to follow.',
        backTo: '/debates',
        backLabel: 'Browse debates',
      }}
    >
      {(debate) => <DebateDetails debate={debate} />}
    </DetailQuery>
  );
}

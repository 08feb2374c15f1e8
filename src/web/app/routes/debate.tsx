import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LazyComments } from '#web/app/lazy-comments.tsx';
import { DebateDetails } from '#web/features/debates/components/debate-details.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';

// The result (judging) loads apart from the debate, so the page shows without it.
const DebateResults = lazy(() =>
  import('#web/features/judging/components/results/debate-results.tsx').then((m) => ({ default: m.DebateResults })),
);

export function Component() {
  const { id = '' } = useParams();
  return (
    <DebateQuery id={id} withRoom>
      {(debate) => (
        <>
          <DebateDetails debate={debate} />
          <Suspense fallback={null}>
            <DebateResults debateId={debate.id} debateStatus={debate.status} />
          </Suspense>
          <LazyComments targetType="debate" targetId={debate.id} />
        </>
      )}
    </DebateQuery>
  );
}

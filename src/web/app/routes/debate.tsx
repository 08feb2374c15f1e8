import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LazyComments } from '#web/app/lazy-comments.tsx';
import { DebateDetails } from '#web/features/debates/components/debate-details.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';
import { seedDebatePageData } from '#web/features/debates/api/debate-page-data.ts';

// The result (judging) loads apart from the debate, so the page shows without it.
const DebateResults = lazy(() =>
  import('#web/features/judging/components/results/debate-results.tsx').then((m) => ({ default: m.DebateResults })),
);

export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // Before the queries below first look: the debate and room the server wrote into this page's
  // HTML (ADR 0046), so the first render is the page the server's shell already shows.
  useState(() => seedDebatePageData(queryClient, id));
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

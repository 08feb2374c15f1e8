// One debate loaded by id with its loading, error and not-found states, for
// the pages that show or edit a debate.
import type { ReactNode } from 'react';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { useDebate } from '../api/get-debate.ts';
import type { Debate } from '../types.ts';

export function DebateQuery({ id, children }: { id: string; children: (debate: Debate) => ReactNode }) {
  const debate = useDebate(id);
  return (
    <DetailQuery
      query={debate}
      loadingLabel="Loading debate…"
      errorTitle="Couldn’t load this debate"
      notFound={{
        title: 'Debate not found',
        text: 'This debate does not exist or has been removed. Check the link, or find another debate to follow.',
        backTo: hrefFor('debates'),
        backLabel: 'Browse debates',
      }}
    >
      {children}
    </DetailQuery>
  );
}

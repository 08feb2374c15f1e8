import type { ListController } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { useDebates } from '../api/get-debates.ts';
import { DebateCard } from './debate-card.tsx';

export function DebatesList({ list }: { list: ListController }) {
  const query = useDebates(list.params, { enabled: !list.isSearchTooLong });
  return (
    <ResultsGrid
      query={query}
      list={list}
      noun={{ one: 'debate', other: 'debates' }}
      renderItem={(debate) => <DebateCard debate={debate} />}
      emptyTitle="No debates yet"
      emptyText="Debates appear here as soon as organizers schedule them."
    />
  );
}

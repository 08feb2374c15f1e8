import type { ListController, ListSort } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { useDebates } from '../api/list-debates.ts';
import { DebateCard } from './debate-card.tsx';
import { DebateFilters, parseDebateFilters } from './debate-filters.tsx';

export function DebatesList({ list }: { list: ListController<ListSort> }) {
  const filters = parseDebateFilters(list.searchParams);
  const query = useDebates({ ...list.params, ...filters }, { enabled: !list.isSearchTooLong });
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <DebateFilters list={list} filters={filters} />
      <ResultsGrid
        query={query}
        list={list}
        noun={{ one: 'debate', other: 'debates' }}
        renderItem={(debate) => <DebateCard debate={debate} />}
        emptyTitle={isFiltered ? 'No debates match these filters' : 'No debates yet'}
        emptyText={
          isFiltered
            ? 'Try another format or time, or clear the filters to see every debate.'
            : 'Debates appear here as soon as organizers schedule them.'
        }
      />
    </>
  );
}

import type { ListController } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { useClubs } from '../api/list-clubs.ts';
import { ClubCard } from './club-card.tsx';

export function ClubsList({ list }: { list: ListController }) {
  const query = useClubs(list.params, { enabled: !list.isSearchTooLong });
  return (
    <ResultsGrid
      query={query}
      list={list}
      noun={{ one: 'club', other: 'clubs' }}
      renderItem={(club) => <ClubCard club={club} />}
      emptyTitle="No clubs yet"
      emptyText="Clubs appear here as soon as organizers start them."
    />
  );
}

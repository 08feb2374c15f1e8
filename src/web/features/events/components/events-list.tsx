import type { ListController } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { useEvents } from '../api/list-events.ts';
import { EventCard } from './event-card.tsx';
import { type EventClubOption, EventFilters } from './event-filters.tsx';
import { parseEventFilters } from '../lib/event-list-filters.ts';

/** `clubs`: the clubs the club filter offers (none: no club filter); `isLoadingClubs`: they are on their way. */
export function EventsList({
  list,
  clubs,
  isLoadingClubs = false,
}: {
  list: ListController;
  clubs?: readonly EventClubOption[];
  isLoadingClubs?: boolean;
}) {
  const filters = parseEventFilters(list.searchParams);
  const query = useEvents({ ...list.params, ...filters }, { enabled: !list.isSearchTooLong });
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <EventFilters list={list} filters={filters} clubs={clubs} isLoadingClubs={isLoadingClubs} />
      <ResultsGrid
        query={query}
        list={list}
        noun={{ one: 'event', other: 'events' }}
        renderItem={(event) => <EventCard event={event} />}
        emptyTitle={isFiltered ? 'No events match these filters' : 'No upcoming events'}
        emptyText={
          isFiltered
            ? 'Try another place or club, or clear the filters to see every upcoming event.'
            : 'Nothing is planned right now. Events appear here as soon as organizers announce them.'
        }
      />
    </>
  );
}

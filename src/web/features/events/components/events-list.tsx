import type { ListController } from '#web/components/list-params.ts';
import { ResultsGrid } from '#web/components/results-grid.tsx';
import { useEvents } from '../api/get-events.ts';
import { EventCard } from './event-card.tsx';

export function EventsList({ list }: { list: ListController }) {
  const query = useEvents(list.params, { enabled: !list.isSearchTooLong });
  return (
    <ResultsGrid
      query={query}
      list={list}
      noun={{ one: 'event', other: 'events' }}
      renderItem={(event) => <EventCard event={event} />}
      emptyTitle="No upcoming events"
      emptyText="Nothing is planned right now. Events appear here as soon as organizers announce them."
    />
  );
}

import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Container } from '#web/components/ui/page.tsx';
import { RoutePageHeader } from '#web/components/ui/route-page-header.tsx';
import { useClubs } from '#web/features/clubs/api/list-clubs.ts';
import { EventsList } from '#web/features/events/components/events-list.tsx';

/** The clubs offered by the events' club filter, A to Z: the API's largest page. */
const CLUB_FILTER_QUERY = { page: 1, limit: 100, sort: 'alphabetical' } as const;

export function Component() {
  const list = useListParams();
  const clubs = useClubs(CLUB_FILTER_QUERY);
  return (
    <Container className="pb-16">
      <RoutePageHeader routeId="events" />
      {/* Events keep one order, soonest first (spec section 7), so there is no sort control. */}
      <ListToolbar
        list={list}
        searchLabel="Search events"
        searchPlaceholder="Search by title, description or place"
        sortOptions={[]}
      />
      <EventsList list={list} clubs={clubs.data?.items} isLoadingClubs={clubs.isPending} />
    </Container>
  );
}

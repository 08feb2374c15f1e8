import { ListToolbar, sortOptionsFor } from '#web/components/list-toolbar.tsx';
import { type ListSort, useListParams } from '#web/components/list-params.ts';
import { Container } from '#web/components/ui/page.tsx';
import { RoutePageHeader } from '#web/components/ui/route-page-header.tsx';
import { DebatesList } from '#web/features/debates/components/debates-list.tsx';

// Live now, then the soonest upcoming, is what a visitor looks for first (DEBATE_LIST_SORTS).
const DEBATE_SORTS: readonly ListSort[] = ['soonest', 'newest', 'oldest', 'popular', 'alphabetical'];
const DEBATE_SORT_OPTIONS = sortOptionsFor(DEBATE_SORTS);

export function Component() {
  const list = useListParams({ sorts: DEBATE_SORTS });
  return (
    <Container className="pb-16">
      <RoutePageHeader routeId="debates" />
      <ListToolbar
        list={list}
        searchLabel="Search debates"
        searchPlaceholder="Search by title or motion"
        sortOptions={DEBATE_SORT_OPTIONS}
        defaultSort="soonest"
      />
      <DebatesList list={list} />
    </Container>
  );
}

import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Container } from '#web/components/ui/page.tsx';
import { RoutePageHeader } from '#web/components/ui/route-page-header.tsx';
import { ClubsList } from '#web/features/clubs/components/clubs-list.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <RoutePageHeader routeId="clubs" />
      <ListToolbar list={list} searchLabel="Search clubs" searchPlaceholder="Search by name, description or place" />
      <ClubsList list={list} />
    </Container>
  );
}

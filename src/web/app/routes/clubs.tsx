import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { ClubsList } from '#web/features/clubs/components/clubs-list.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <PageHeader title="Clubs" lead="Ongoing debate communities that meet weekly or monthly. Find one near you or online." />
      <ListToolbar list={list} searchLabel="Search clubs" searchPlaceholder="Search by name, description or place" />
      <ClubsList list={list} />
    </Container>
  );
}

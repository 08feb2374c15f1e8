import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { DebatesList } from '#web/features/debates/components/debates-list.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Debates"
        lead="Structured, timed and judged debates on civic topics: quick rounds for newcomers, practice with coaching, and competitive rounds with full judging."
      />
      <ListToolbar list={list} searchLabel="Search debates" searchPlaceholder="Search by title or motion" />
      <DebatesList list={list} />
    </Container>
  );
}

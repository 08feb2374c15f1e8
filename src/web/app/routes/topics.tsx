import { ListToolbar } from '#web/components/list-toolbar.tsx';
import { useListParams } from '#web/components/list-params.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { TopicsList } from '#web/features/topics/components/topics-list.tsx';

export function Component() {
  const list = useListParams();
  return (
    <Container className="pb-16">
      <PageHeader title="Topics" lead="Civic motions suggested by the community, ready to be debated." />
      <ListToolbar list={list} searchLabel="Search topics" searchPlaceholder="Search by motion or category" />
      <TopicsList list={list} />
    </Container>
  );
}

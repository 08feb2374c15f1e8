import { Construction } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container>
      <PageHeader title="Ambassadors" />
      <EmptyState icon={Construction} title="Not available yet">
        This part of the community is still being built.
      </EmptyState>
    </Container>
  );
}

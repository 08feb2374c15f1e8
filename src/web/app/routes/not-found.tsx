import { NOT_FOUND_PAGE } from '#shared/messages.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container>
      <PageHeader title={NOT_FOUND_PAGE.title} lead={NOT_FOUND_PAGE.text} />
    </Container>
  );
}

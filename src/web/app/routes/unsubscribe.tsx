// /unsubscribe?token=… — reached from the link at the bottom of every
// non-transactional e-mail. Works without signing in: the signed token names
// the address and the category. The token itself is never displayed.
import { useSearchParams } from 'react-router';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { UnsubscribePanel } from '#web/features/accounts/components/unsubscribe-panel.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <Container className="max-w-3xl pb-16">
      <PageHeader title="E-mail preferences" lead="Choose which e-mails you receive from this site, or stop them altogether." />
      <UnsubscribePanel token={searchParams.get('token') ?? ''} />
    </Container>
  );
}

// /newsletter/confirm?token=… — opened from the newsletter's confirmation mail
// (double opt-in, ADR 0013). Works without signing in; the token is never shown.
import { useSearchParams } from 'react-router';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { NewsletterConfirmPanel } from '#web/features/content/components/newsletter-confirm-panel.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <Container className="max-w-3xl pb-16">
      <PageHeader title="Newsletter" lead="Confirm that you want to receive the community’s newsletter." />
      <NewsletterConfirmPanel token={searchParams.get('token') ?? ''} />
    </Container>
  );
}

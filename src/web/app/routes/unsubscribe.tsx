// E-mail unsubscribe, reached from the link in every e-mail (?token=…). E-mail
// preferences arrive in a later release, so the token is read but not used, and
// the page says plainly that nothing was changed. The token is never displayed.
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const [searchParams] = useSearchParams();
  const hasToken = Boolean(searchParams.get('token'));

  return (
    <Container className="pb-16">
      <PageHeader title="E-mail preferences" lead="Choose which e-mails you receive from this site, or stop them altogether." />
      <NotAvailableYet
        icon={MailX}
        title={hasToken ? 'Unsubscribing is not available yet' : 'Open this page from an e-mail'}
        actions={
          <>
            <Button asChild>
              <Link to="/contact">Contact</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/">Go to the home page</Link>
            </Button>
          </>
        }
      >
        {hasToken ? (
          <>
            <p>
              We received your unsubscribe link, but managing e-mail preferences is not available in this version, so nothing has
              been changed.
            </p>
            <p className="mt-2">To stop e-mails now, please ask the people who run this site.</p>
          </>
        ) : (
          <p>
            This page is meant to be opened from the unsubscribe link at the bottom of an e-mail. E-mail preferences are not
            available in this version yet; to stop e-mails now, please ask the people who run this site.
          </p>
        )}
      </NotAvailableYet>
    </Container>
  );
}

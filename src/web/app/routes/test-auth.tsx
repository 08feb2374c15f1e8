// /__test__/auth is a test-only sign-in page (spec section 2). It is not
// available in this version: the page reads nothing from the URL and starts no
// session.
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="Test sign-in" />
      <NotAvailableYet
        icon={FlaskConical}
        title="Test sign-in is not available in this version"
        actions={
          <Button asChild>
            <Link to="/auth">Go to sign in</Link>
          </Button>
        }
      >
        This page is for automated tests only and is not enabled in this version. To use the site, sign in with your e-mail
        address and password.
      </NotAvailableYet>
    </Container>
  );
}

// /auth/reset-password is where password-reset e-mails lead. Password reset is
// not available in this version; the page says so and links to /auth.
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="Reset your password" />
      <NotAvailableYet
        icon={KeyRound}
        title="Password reset is not available in this version"
        actions={
          <>
            <Button asChild>
              <Link to="/auth">Go to sign in</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/contact">Contact</Link>
            </Button>
          </>
        }
      >
        Resetting a password by e-mail comes in an upcoming release. If you cannot sign in, ask the people who run this site to
        help you.
      </NotAvailableYet>
    </Container>
  );
}

// /auth/callback completes Google sign-in. Google sign-in is not offered in this
// version, so the page does nothing with the URL and sends people to /auth.
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="Signing in" />
      <NotAvailableYet
        icon={LogIn}
        title="Google sign-in is not available in this version"
        actions={
          <>
            <Button asChild>
              <Link to="/auth">Sign in with e-mail</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/">Go to the home page</Link>
            </Button>
          </>
        }
      >
        This page finishes signing in with Google, which comes in an upcoming release. You can sign in with your e-mail address
        and password instead.
      </NotAvailableYet>
    </Container>
  );
}

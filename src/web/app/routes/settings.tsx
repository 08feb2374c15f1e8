// Settings (signed-in users): account, security and e-mail settings. Arrives in
// a later release; the page lists what will be here and changes nothing.
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="Settings" lead="Your account, sign-in security and e-mail preferences." />
      <NotAvailableYet
        icon={Settings}
        title="Settings open soon"
        actions={
          <>
            <Button asChild>
              <Link to="/profile">Your profile</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Account settings arrive in an upcoming release. If you need a change to your account before then, contact the people who
        run this site.
      </NotAvailableYet>
      <Section id="planned" title="What you will be able to change">
        <FieldList
          fields={[
            { name: 'E-mail and password', description: 'Change the address you sign in with, or your password.' },
            {
              name: 'Two-factor sign-in',
              description: 'Add an authenticator app or a phone as a second step when you sign in.',
            },
            { name: 'Connected accounts', description: 'Link or unlink Google sign-in.' },
            { name: 'Sessions', description: 'See where you are signed in and sign out of other devices.' },
            { name: 'E-mail preferences', description: 'Choose which reminders and notifications you receive.' },
          ]}
        />
      </Section>
    </Container>
  );
}

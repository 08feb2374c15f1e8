// Edit Club (signed-in club organizers). Arrives with clubs management in a
// later release; the page links back to the club.
import { UserCog } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      <PageHeader title="Edit club" lead="Change a club’s details and manage its members." />
      <NotAvailableYet
        icon={UserCog}
        title="Editing clubs is not available yet"
        actions={
          <>
            <Button asChild>
              <Link to={`/clubs/${encodeURIComponent(id)}`}>View this club</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/clubs">All clubs</Link>
            </Button>
          </>
        }
      >
        Managing clubs arrives in an upcoming release. Nothing about this club can be changed here yet.
      </NotAvailableYet>
      <PlannedList
        items={[
          'Update the name, description, location and meeting frequency',
          'Make the club public or private',
          'Add organizers and manage members',
          'Send announcements to every member',
        ]}
      />
    </Container>
  );
}

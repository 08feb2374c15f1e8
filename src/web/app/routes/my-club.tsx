// My Clubs (signed-in users): the clubs a user belongs to. Joining clubs
// arrives in a later release, so there is nothing to list yet.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="My clubs" lead="The clubs you belong to and the ones you run." />
      <NotAvailableYet
        icon={Users}
        title="No clubs yet"
        actions={
          <>
            <Button asChild>
              <Link to="/clubs">Find a club</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/start-club">Start a club</Link>
            </Button>
          </>
        }
      >
        Joining and starting clubs arrive in an upcoming release. You can already browse the clubs in the community.
      </NotAvailableYet>
      <PlannedList
        items={[
          'See every club you belong to, with its next meeting',
          'Read announcements from club organizers',
          'Manage the members and events of the clubs you run',
          'Leave a club whenever you want',
        ]}
      />
    </Container>
  );
}

// My Clubs (signed-in users): the clubs a member belongs to, with their role,
// and the requests still waiting for approval.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { MyClubsList } from '#web/features/clubs/components/my-clubs-list.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader title="My clubs" lead="The clubs you belong to and the ones you run." />
      <div className="mb-6 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={hrefFor('clubs')}>Find a club</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={hrefFor('start-club')}>
            <Users aria-hidden="true" className="size-4" /> Start a club
          </Link>
        </Button>
      </div>
      <MyClubsList />
    </Container>
  );
}

// A member's public profile. Public profiles arrive with accounts and profiles
// in a later release; nothing is fetched, and the id is not echoed back.
import { UserRound } from 'lucide-react';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Debater profile"
        lead="A community member’s public profile: who they are and how they debate and judge."
      />
      <NotAvailableYet icon={UserRound} title="Public profiles are not available yet">
        Profiles arrive in an upcoming release. In the meantime you can see who organizes the debates, clubs and events you
        browse.
      </NotAvailableYet>
      <PlannedList
        title="What a profile will show"
        items={[
          'Name, username, a short bio and location, if the member chose to share them',
          'The roles they take: debater, judge or organizer',
          'Their debate record and judging record',
          'The clubs they belong to',
        ]}
      />
    </Container>
  );
}

// Debates Needing Judges: the list judges pick from. Judge assignments do not
// exist yet, so there is nothing to list; the page says so instead of guessing.
import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Debates needing judges"
        lead="Upcoming debates that are still looking for a judge. Pick one that fits your time and level, and commit to judging it."
      />
      <NotAvailableYet
        icon={Gavel}
        title="No judge requests yet"
        actions={
          <>
            <Button asChild>
              <Link to="/become-judge">Become a judge</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Judge assignments arrive with judging and ballots in an upcoming release. Once they do, every debate that still needs a
        judge will be listed here.
      </NotAvailableYet>
      <PlannedList
        items={[
          'See upcoming debates that still need a judge, with their format, type, date and place',
          'Filter by format, debate type, date and whether the debate is in person or online',
          'Accept a judge role for a debate, and withdraw in good time if plans change',
          'Get a confirmation and reminders before the debate by e-mail',
        ]}
      />
    </Container>
  );
}

// Judge Dashboard (signed-in users): a judge's assignments, ballots to submit
// and judging record. Judging arrives in a later release; nothing is fetched.
import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Judge dashboard"
        lead="Your judging in one place: the debates you will judge, the ballots you owe and your record."
      />
      <NotAvailableYet
        icon={Gavel}
        title="No judging assignments yet"
        actions={
          <>
            <Button asChild>
              <Link to="/become-judge">About judging</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Judging and ballots arrive in an upcoming release. Once you accept a judge role, your assignments will appear here.
      </NotAvailableYet>
      <PlannedList
        items={[
          'See the debates you have agreed to judge, soonest first',
          'Open your notes during a round and score it straight afterwards',
          'Keep track of the ballots you still need to submit',
          'Look back at the debates you judged and the feedback you gave',
        ]}
      />
    </Container>
  );
}

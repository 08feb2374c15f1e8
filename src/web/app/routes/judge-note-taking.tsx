// Judge Notes (signed-in judges): a place to follow a round speech by speech.
// Arrives with judging in a later release; nothing is saved or fetched here.
import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Judge notes"
        lead="Judges follow a round on a flow: a column per speech, so each argument can be traced to the answer it got, or did not get."
      />
      <NotAvailableYet
        icon={NotebookPen}
        title="Note-taking is not available yet"
        actions={
          <>
            <Button asChild>
              <Link to="/become-judge">About judging</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/judge-dashboard">Judge dashboard</Link>
            </Button>
          </>
        }
      >
        Note-taking arrives with judging and ballots in an upcoming release. Until then, pen and paper work perfectly well.
      </NotAvailableYet>
      <PlannedList
        items={[
          'Take notes per speech in the order the format sets',
          'See the speech timer next to your notes during a live debate',
          'Mark which arguments were answered and which were dropped',
          'Carry your notes into the ballot when the round ends',
        ]}
      />
    </Container>
  );
}

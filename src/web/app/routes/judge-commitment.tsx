// Judge Commitment: accepting a judge role for one debate. Accepting is not
// possible yet, so the page explains the commitment and links to the debate.
import { Gavel } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Judge this debate"
        lead="Commit to judging a debate: be there on time, follow the round and submit a ballot."
      />
      <NotAvailableYet
        icon={Gavel}
        title="Accepting judge roles is not available yet"
        actions={
          <>
            <Button asChild>
              <Link to={`/debates/${encodeURIComponent(id)}`}>View this debate</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/become-judge">About judging</Link>
            </Button>
          </>
        }
      >
        Judge assignments arrive with judging and ballots in an upcoming release. You can already read the details of the debate.
      </NotAvailableYet>
      <Section id="commitment" title="What you will be committing to">
        <Prose>
          <ul>
            <li>Arrive, in person or online, before the debate starts.</li>
            <li>Take notes through every speech and decide on the arguments made in the round.</li>
            <li>Submit a ballot with the result, speaker scores and written feedback soon after the round.</li>
            <li>Withdraw as early as possible if you can no longer make it, so the organizer can find another judge.</li>
          </ul>
        </Prose>
      </Section>
    </Container>
  );
}

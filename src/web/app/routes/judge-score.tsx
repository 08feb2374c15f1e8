// Score Debate (signed-in judges): the ballot for one debate. Ballots arrive in
// a later release; the page describes the ballot and links to the debate.
import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      <PageHeader
        title="Score debate"
        lead="The ballot a judge fills in after the round: who won, how each speaker did, and why."
      />
      <NotAvailableYet
        icon={ClipboardList}
        title="Ballots are not available yet"
        actions={
          <>
            <Button asChild>
              <Link to={`/debates/${encodeURIComponent(id)}`}>View this debate</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/judge-dashboard">Judge dashboard</Link>
            </Button>
          </>
        }
      >
        Scoring debates arrives with judging in an upcoming release. Nothing can be scored or submitted on this page yet.
      </NotAvailableYet>
      <Section id="ballot" title="What the ballot will ask for">
        <FieldList
          fields={[
            { name: 'Result', description: 'The winning side or team, as the format defines it.' },
            { name: 'Speaker scores', description: 'A score for each speaker on the format’s scale.' },
            { name: 'Reason for decision', description: 'A short explanation of the arguments that decided the round.' },
            { name: 'Feedback', description: 'Advice for each speaker: what worked and what to try next time.' },
          ]}
        />
        <p className="mt-4 max-w-3xl text-sm text-slate-600">
          Once the result is confirmed the ballot is final, and the scores and feedback are sent to the speakers.
        </p>
      </Section>
    </Container>
  );
}

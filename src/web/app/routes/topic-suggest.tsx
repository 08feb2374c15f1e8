// Suggest a Topic (signed-in users; /topics/suggest and /suggest-topic).
// Suggestions and voting arrive in a later release.
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Suggest a topic"
        lead="Propose a civic question for the community to debate. Members vote on suggestions, and the most wanted become debates."
      />
      <NotAvailableYet
        icon={Lightbulb}
        title="Topic suggestions open soon"
        actions={
          <>
            <Button asChild>
              <Link to="/topics">Explore topics</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Suggesting and voting on topics is not available in this version. You can already explore the topics the community
        debates.
      </NotAvailableYet>
      <Section id="fields" title="What a suggestion will need">
        <FieldList
          fields={[
            { name: 'Title', description: 'The question or motion, phrased so that both sides can argue it.' },
            { name: 'Category', description: 'The area it belongs to, so people can find it.' },
            { name: 'Description', description: 'Why it matters and what a good debate on it would cover.' },
          ]}
        />
      </Section>
      <Section id="tips" title="What makes a good topic">
        <Prose>
          <ul>
            <li>Reasonable people disagree about it, and both sides have strong arguments.</li>
            <li>It is about a decision or a principle, not a fact that can simply be looked up.</li>
            <li>It is phrased neutrally, for example “This house would…” rather than a loaded question.</li>
            <li>It can be debated in the time available without specialist knowledge.</li>
          </ul>
        </Prose>
      </Section>
    </Container>
  );
}

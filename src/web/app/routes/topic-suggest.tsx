// Suggest a Topic (signed-in users; /topics/suggest and /suggest-topic): the
// form, the member's own suggestions with their review status, and tips.
// A suggestion appears on /topics only once an admin approves it.
import { FieldList } from '#web/components/content/field-list.tsx';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { MySuggestions } from '#web/features/topics/components/my-suggestions.tsx';
import { SuggestTopicForm } from '#web/features/topics/components/suggest-topic-form.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Suggest a topic"
        lead="Propose a civic question for the community to debate. An admin reviews each suggestion; once approved, members vote on it and the most wanted become debates."
      />
      <SuggestTopicForm />
      <Section id="mine" title="Your suggestions">
        <MySuggestions />
      </Section>
      <Section id="fields" title="What a suggestion needs">
        <FieldList
          fields={[
            { name: 'Motion', description: 'The question or motion, phrased so that both sides can argue it.' },
            { name: 'Category', description: 'The civic area it belongs to, so people can find it.' },
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

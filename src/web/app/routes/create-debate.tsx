// Create Debate (signed-in users). Creating debates arrives in a later release;
// the page describes the form's fields and their rules (spec sections 3 and 5)
// without rendering inputs that could be mistaken for a working form.
import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { BrowseActions, NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Create a debate"
        lead="Schedule a single debate of one to two hours: choose the motion, the format, when and where it happens, and how many people can take part."
      />
      <NotAvailableYet icon={MessageSquarePlus} title="Creating debates opens soon" actions={<BrowseActions />}>
        Creating debates is not available in this version. You can browse the debates already scheduled, and this page will hold
        the form once it is ready.
      </NotAvailableYet>
      <Section id="fields" title="What a debate will need">
        <FieldList
          fields={[
            { name: 'Title', description: '5 to 100 characters.' },
            { name: 'Description', description: '20 to 500 characters. Simple formatting such as bold, italics and lists.' },
            { name: 'Topic', description: 'The motion to debate, at least 5 characters.' },
            { name: 'Format', description: 'Standard, Oxford, Parliamentary or Lincoln-Douglas.' },
            { name: 'Date and time', description: 'When the debate starts. It must be in the future.' },
            { name: 'Location', description: '3 to 100 characters: a venue, or where to find the online room.' },
            { name: 'Type', description: 'In person, virtual or hybrid.' },
            { name: 'Participants', description: 'Between 2 and 10 people.' },
          ]}
        />
        <p className="mt-4 max-w-3xl text-sm text-slate-600">
          Not sure which format to pick?{' '}
          <Link
            to="/how-it-works#formats"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Compare the formats
          </Link>
          .
        </p>
      </Section>
    </Container>
  );
}

// Host an Event (signed-in users). Creating events arrives in a later release;
// the page explains what an event is made of and links to the templates.
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { FieldList } from '#web/components/content/field-list.tsx';
import { Section } from '#web/components/content/prose.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Host an event"
        lead="Events bring several activities together, from half a day to a weekend: rounds of debates, workshops, a final."
      />
      <NotAvailableYet
        icon={CalendarPlus}
        title="Hosting events opens soon"
        actions={
          <>
            <Button asChild>
              <Link to="/event-templates">Look at event templates</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/events">See events</Link>
            </Button>
          </>
        }
      >
        Creating events is not available in this version. You can browse the events already planned, and read about event
        templates to start planning yours.
      </NotAvailableYet>
      <Section id="fields" title="What an event will need">
        <FieldList
          fields={[
            { name: 'Title and description', description: 'What the event is and who it is for.' },
            { name: 'Start and end', description: 'From half a day to a weekend. The end comes after the start.' },
            { name: 'Location', description: 'A venue, an online room, or both.' },
            { name: 'Type', description: 'In person, virtual or hybrid.' },
            { name: 'Club', description: 'Optional: the club hosting the event.' },
            { name: 'Debates', description: 'The rounds that make up the event, each with its own motion and format.' },
          ]}
        />
      </Section>
    </Container>
  );
}

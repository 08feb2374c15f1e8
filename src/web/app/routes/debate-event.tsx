// Debate Event: one debate inside an event. Linking debates to events arrives
// with hosting events in a later release; nothing is fetched here.
import { CalendarRange } from 'lucide-react';
import { Link } from 'react-router';
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Debate event"
        lead="A debate that is part of a larger event, shown with the event’s schedule around it."
      />
      <NotAvailableYet
        icon={CalendarRange}
        title="Event debates are not available yet"
        actions={
          <>
            <Button asChild>
              <Link to="/events">See events</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/debates">Browse debates</Link>
            </Button>
          </>
        }
      >
        Pages for the debates within an event arrive with hosting events in an upcoming release. You can already browse events and
        debates on their own pages.
      </NotAvailableYet>
    </Container>
  );
}

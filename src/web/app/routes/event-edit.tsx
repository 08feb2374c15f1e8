// Edit Event (signed-in organizers). Editing arrives with hosting events in a
// later release; the page links back to the event.
import { CalendarCog } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Container className="pb-16">
      <PageHeader title="Edit event" lead="Change an event’s details, schedule and rounds." />
      <NotAvailableYet
        icon={CalendarCog}
        title="Editing events is not available yet"
        actions={
          <>
            <Button asChild>
              <Link to={`/events/${encodeURIComponent(id)}`}>View this event</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/events">All events</Link>
            </Button>
          </>
        }
      >
        Hosting and editing events arrive in an upcoming release. Nothing about this event can be changed here yet.
      </NotAvailableYet>
      <PlannedList
        items={[
          'Update the title, description, dates and location',
          'Add, move or remove the debates that make up the event',
          'Tell everyone signed up about the changes by e-mail',
          'Cancel the event if it cannot go ahead',
        ]}
      />
    </Container>
  );
}

// The organizer's check-in desk for one event: QR scanning where the browser can, typed codes always.
import { Link, useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useEvent } from '#web/features/events/api/get-event.ts';
import { CheckInScanner } from '#web/features/events/components/check-in-scanner.tsx';

const NOT_FOUND = {
  title: 'Event not found',
  text: 'This event does not exist or has been removed.',
  backTo: hrefFor('events'),
  backLabel: 'Browse events',
};

export function Component() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  return (
    <Container className="pb-16">
      <DetailQuery query={event} loadingLabel="Loading event…" errorTitle="Couldn’t load this event" notFound={NOT_FOUND}>
        {(data) => (
          <>
            <PageHeader
              title={`Check-in: ${data.title}`}
              lead={
                <Link className="text-brand-700 underline" to={hrefFor('event', { id: data.id })}>
                  Back to the event
                </Link>
              }
            />
            {data.viewer.canEdit ? (
              <CheckInScanner eventId={data.id} />
            ) : (
              <p className="text-slate-700">Only the event’s organizers can check people in.</p>
            )}
          </>
        )}
      </DetailQuery>
    </Container>
  );
}

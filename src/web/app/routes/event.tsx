import { useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { LazyComments } from '#web/app/lazy-comments.tsx';
import { HostClub } from '#web/features/clubs/components/host-club.tsx';
import { useEvent } from '#web/features/events/api/get-event.ts';
import { EventDetails } from '#web/features/events/components/event-details.tsx';

const NOT_FOUND = {
  title: 'Event not found',
  text: 'This event does not exist or has been removed. Check the link, or see what else is coming up.',
  backTo: hrefFor('events'),
  backLabel: 'Browse events',
};

export function Component() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  return (
    <DetailQuery query={event} loadingLabel="Loading event…" errorTitle="Couldn’t load this event" notFound={NOT_FOUND}>
      {(data) => (
        <>
          <EventDetails event={data} host={data.clubId ? <HostClub clubId={data.clubId} /> : null} />
          <LazyComments targetType="event" targetId={data.id} />
        </>
      )}
    </DetailQuery>
  );
}

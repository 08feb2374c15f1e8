// Edit Event (organizers: the creator, the club's owners and officers, admins).
import { useNavigate, useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useDebates } from '#web/features/debates/api/list-debates.ts';
import { useEvent } from '#web/features/events/api/get-event.ts';
import { useUpdateEvent } from '#web/features/events/api/update-event.ts';
import { EventForm } from '#web/features/events/components/event-form.tsx';
import { notify } from '#web/lib/toast.ts';

const NOT_FOUND = {
  title: 'Event not found',
  text: 'This event does not exist or has been removed.',
  backTo: hrefFor('events'),
  backLabel: 'Browse events',
};

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  const debates = useDebates({ page: 1, limit: 50, sort: 'soonest', state: 'upcoming' });
  return (
    <Container className="pb-16">
      <PageHeader title="Edit event" lead="Change the event’s details and schedule." />
      <DetailQuery query={event} loadingLabel="Loading event…" errorTitle="Couldn’t load this event" notFound={NOT_FOUND}>
        {(data) =>
          data.viewer.canEdit ? (
            <EventForm
              mode="edit"
              initial={data}
              debates={[
                ...data.activities
                  .filter((a) => a.debateId && a.debateTitle)
                  .map((a) => ({ id: a.debateId as string, title: a.debateTitle as string })),
                ...(debates.data?.items ?? []).map((d) => ({ id: d.id, title: d.title })),
              ].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i)}
              submitLabel="Save changes"
              onSubmit={async (input) => {
                await update.mutateAsync(input as never);
                notify.success({ title: 'Event saved' });
                navigate(hrefFor('event', { id }));
              }}
            />
          ) : (
            <p className="text-slate-700">Only the event’s organizers can edit it.</p>
          )
        }
      </DetailQuery>
    </Container>
  );
}

// Host an Event (signed-in users): the form, prefilled from a template when the
// link names one (create-event?template=tournament-day), then the new event's page.
import { useNavigate, useSearchParams } from 'react-router';
import { eventFromTemplate, getEventTemplate } from '#shared/events/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useDebates } from '#web/features/debates/api/list-debates.ts';
import { useCreateEvent } from '#web/features/events/api/create-event.ts';
import { EventForm, type EventFormInitial } from '#web/features/events/components/event-form.tsx';
import { viewerTimeZone } from '#web/features/events/components/event-time-zones.ts';
import { notify } from '#web/lib/toast.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A week from now at 10:00 on the viewer's clock, rounded to the hour. */
function defaultStart(): string {
  const d = new Date(Date.now() + 7 * DAY);
  d.setHours(10, 0, 0, 0);
  return d.toISOString();
}

function initialValues(templateId: string | null): EventFormInitial {
  const zone = viewerTimeZone();
  const template = getEventTemplate(templateId);
  if (template) {
    const values = eventFromTemplate(template, defaultStart(), zone);
    return {
      ...values,
      description: values.description ?? '',
      location: null,
      onlineUrl: null,
      capacity: (values.capacity as number | null | undefined) ?? null,
      timeZone: zone,
      activities: values.activities.map((a) => ({ ...a, debateId: a.debateId ?? null })),
    };
  }
  const start = defaultStart();
  return {
    title: '',
    description: '',
    venueType: 'in-person',
    location: null,
    onlineUrl: null,
    dateStart: start,
    dateEnd: new Date(Date.parse(start) + 4 * 60 * 60 * 1000).toISOString(),
    timeZone: zone,
    capacity: null,
    activities: [],
  };
}

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const templateId = params.get('template');
  const template = getEventTemplate(templateId);
  const create = useCreateEvent();
  const debates = useDebates({ page: 1, limit: 50, sort: 'soonest', state: 'upcoming' });
  return (
    <Container className="pb-16">
      <PageHeader
        title="Host an event"
        lead={
          template
            ? `Starting from the “${template.label}” template: adjust the times, the places and the schedule.`
            : 'Events bring several activities together, from half a day to a weekend: rounds of debates, workshops, a final.'
        }
      />
      <EventForm
        key={templateId ?? 'blank'}
        mode="create"
        initial={initialValues(templateId)}
        debates={(debates.data?.items ?? []).map((d) => ({ id: d.id, title: d.title }))}
        submitLabel="Create event"
        onSubmit={async (input) => {
          const { id } = await create.mutateAsync(input as never);
          notify.success({ title: 'Event created', description: 'Share the link so people can RSVP.' });
          navigate(hrefFor('event', { id }));
        }}
      />
    </Container>
  );
}

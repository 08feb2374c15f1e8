// Debate Event: one debate inside its event — the debate's page with the
// event's context and schedule around it.
import { Link, useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { DebateDetails } from '#web/features/debates/components/debate-details.tsx';
import { DebateQuery } from '#web/features/debates/components/debate-query.tsx';
import { useEventOfDebate } from '#web/features/events/api/get-event-of-debate.ts';
import { EventSchedule } from '#web/features/events/components/event-schedule.tsx';
import { Container } from '#web/components/ui/page.tsx';

function EventContext({ debateId }: { debateId: string }) {
  const event = useEventOfDebate(debateId);
  if (!event.data) return null;
  return (
    <Container className="pt-6">
      <section aria-labelledby="event-context" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="event-context" className="text-lg font-semibold text-slate-900">
          Part of{' '}
          <Link className="text-brand-700 underline" to={hrefFor('event', { id: event.data.id })}>
            {event.data.title}
          </Link>
        </h2>
        <EventSchedule activities={event.data.activities} timeZone={event.data.timeZone} currentDebateId={debateId} />
      </section>
    </Container>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <EventContext debateId={id} />
      <DebateQuery id={id} withRoom>
        {(debate) => <DebateDetails debate={debate} />}
      </DebateQuery>
    </>
  );
}

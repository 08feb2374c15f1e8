// Run an event as a tournament (the event's organizers): the set-up form, then
// the new tournament's page. An event runs one tournament, so one that already
// does links to it; anyone else is told who may set one up.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { EventDetailView } from '#shared/events/contract.ts';
import { TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DetailQuery } from '#web/components/query-states.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { eventQueryOptions, useEvent } from '#web/features/events/api/get-event.ts';
import { useCreateTournament } from '#web/features/tournaments/api/create-tournament.ts';
import { TournamentSetupForm } from '#web/features/tournaments/components/tournament-setup-form.tsx';
import { notify } from '#web/lib/toast.ts';

const NOT_FOUND = {
  title: 'Event not found',
  text: 'A tournament is set up from its event’s page, and this event does not exist or has been removed.',
  backTo: hrefFor('events'),
  backLabel: 'Browse events',
};

function SetUp({ event }: { event: EventDetailView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTournament(event.id);
  const eventHref = hrefFor('event', { id: event.id });

  let body: React.ReactNode;
  if (event.tournamentId) {
    body = (
      <p className="text-slate-700">
        This event already runs a tournament.{' '}
        <Link to={hrefFor('tournament', { id: event.tournamentId })} className={buttonClassName({ className: 'ml-2' })}>
          Open the tournament
        </Link>
      </p>
    );
  } else if (!event.viewer.canEdit) {
    body = (
      <p className="text-slate-700">
        Only the event’s organizers (its creator, the hosting club’s owners and officers, admins) can run it as a tournament.
      </p>
    );
  } else if (event.status === 'cancelled') {
    body = <p className="text-slate-700">{TOURNAMENT_MESSAGES.eventCancelled}, so it cannot run a tournament.</p>;
  } else {
    body = (
      <TournamentSetupForm
        onSubmit={async (input) => {
          const tournament = await create.mutateAsync(input);
          // The event's page links to its tournament from now on.
          await queryClient.invalidateQueries({ queryKey: eventQueryOptions(event.id).queryKey });
          notify.success({ title: 'Tournament set up', description: 'Registration is open: share the page with the teams.' });
          navigate(hrefFor('tournament', { id: tournament.id }));
        }}
      />
    );
  }
  return (
    <Container className="pt-6 pb-16">
      <BackLink to={eventHref}>{event.title}</BackLink>
      <PageHeader
        title="Run as a tournament"
        lead={`Set ${event.title} up as a tournament: teams register on its page, adjudicators too. The draw, rounds and the tab are not built yet.`}
      />
      {body}
    </Container>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  return (
    <DetailQuery query={event} loadingLabel="Loading event…" errorTitle="Couldn’t load this event" notFound={NOT_FOUND}>
      {(data) => <SetUp event={data} />}
    </DetailQuery>
  );
}

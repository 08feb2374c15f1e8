// One event: when (in the event's time zone and the viewer's), where, the
// schedule, attending (RSVP, ticket, calendars), the tournament it runs, and
// the organizers' tools.
import { CalendarDays, Globe, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { type ReactNode, useId } from 'react';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DateTimeRange } from '#web/components/date-time.tsx';
import { isDistinctLocation, venueTypeLabel } from '#web/components/labels.ts';
import { DetailList, type MetaItem } from '#web/components/meta-list.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { venueTypeIcon } from '#web/components/venue-icon.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { EventDetail } from '../types.ts';
import { EventInvite } from './event-invite.tsx';
import { EventRsvp } from './event-rsvp.tsx';
import { EventSchedule } from './event-schedule.tsx';
import { eventTimeLabels, viewerTimeZone } from './event-time-zones.ts';
import { EVENT_TIMING_BADGES, eventTiming } from './event-timing.ts';

export function EventDetails({
  event,
  host,
}: {
  event: EventDetail /** The hosting club, composed by the route. */;
  host?: ReactNode;
}) {
  const aboutId = useId();
  const scheduleId = useId();
  const labels = eventTimeLabels(event.dateStart, event.dateEnd, event.timeZone, viewerTimeZone());
  const detailsId = useId();
  const timing = eventTiming(event);
  const badge = EVENT_TIMING_BADGES[timing];
  const details: MetaItem[] = [
    {
      label: 'When',
      icon: CalendarDays,
      value: <DateTimeRange start={event.dateStart} end={event.dateEnd} withTimeZone />,
    },
    { label: 'Event time', icon: Globe, value: labels.event },
    { label: 'Venue', icon: venueTypeIcon(event.venueType), value: venueTypeLabel(event.venueType) },
  ];
  if (isDistinctLocation(event.location, event.venueType))
    details.push({ label: 'Location', icon: MapPin, value: event.location });
  if (event.onlineUrl)
    details.push({
      label: 'Online',
      icon: Video,
      value: (
        <a className="text-brand-700 underline" href={event.onlineUrl} rel="noopener noreferrer" target="_blank">
          Join online
        </a>
      ),
    });

  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('events')}>All events</BackLink>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <Badge>{venueTypeLabel(event.venueType)}</Badge>
          {event.status === 'cancelled' ? <Badge tone="neutral">Cancelled</Badge> : null}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{event.title}</h1>
        <p className="mt-2 text-lg text-slate-700">{labels.event}</p>
        {labels.viewer ? <p className="text-slate-600">{labels.viewer}</p> : null}
        {event.viewer.canEdit || event.tournamentId ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {event.tournamentId ? (
              <Button asChild>
                <Link to={hrefFor('tournament', { id: event.tournamentId })}>Tournament</Link>
              </Button>
            ) : null}
            {event.viewer.canEdit ? (
              <>
                <Button asChild variant="secondary">
                  <Link to={hrefFor('event-edit', { id: event.id })}>Edit event</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link to={hrefFor('event-check-in', { id: event.id })}>Check-in desk</Link>
                </Button>
              </>
            ) : null}
            {/* Strictly null: a copy kept offline before tournaments existed has no field, and offers nothing. */}
            {event.viewer.canEdit && event.tournamentId === null && event.status !== 'cancelled' ? (
              <Button asChild variant="secondary">
                <Link to={hrefFor('create-tournament', { id: event.id })}>Run as a tournament</Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <section aria-labelledby={detailsId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id={detailsId} className="mb-4 text-lg font-semibold text-slate-900">
              Details
            </h2>
            <DetailList items={details} />
          </section>
          <EventRsvp event={event} />
          {event.viewer.canEdit && event.status === 'scheduled' ? (
            <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <EventInvite eventId={event.id} />
            </section>
          ) : null}
          {host}
        </div>

        <div className="space-y-8 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {timing === 'ended' ? (
            <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">This event has ended.</p>
          ) : null}
          <section aria-labelledby={aboutId}>
            <h2 id={aboutId} className="text-xl font-semibold text-slate-900">
              About this event
            </h2>
            {event.description ? (
              <RichText html={event.description} className="mt-3" />
            ) : (
              <p className="mt-3 text-slate-600">The organizers have not added a description yet.</p>
            )}
          </section>
          <section aria-labelledby={scheduleId}>
            <h2 id={scheduleId} className="text-xl font-semibold text-slate-900">
              Schedule
            </h2>
            <EventSchedule activities={event.activities} timeZone={event.timeZone} />
          </section>
        </div>
      </div>
    </Container>
  );
}

// RSVP, the waitlist position, the attendee's QR ticket for check-in, and the
// calendar links (.ics of the event, the member's personal webcal feed).
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCheckInCode } from '#shared/events/contract.ts';
import * as eventsApi from '#shared/events/operations.ts';
import { operationPath } from '#shared/operation.ts';
import { hrefFor } from '#shared/routes.ts';
import { QrTicket } from '#web/components/qr-ticket.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed.ts';
import { useRsvp } from '../api/rsvp-to-event.ts';
import type { EventDetail } from '../types.ts';

function CalendarFeed() {
  const feed = useCalendarFeed(true);
  const rotate = useRotateCalendarFeed();
  if (!feed.data) return null;
  return (
    <div className="mt-3 text-sm text-slate-700">
      <a className="font-medium text-brand-700 underline" href={feed.data.webcalUrl}>
        Subscribe to my calendar feed
      </a>{' '}
      (everything you join; keep the link private).{' '}
      <button type="button" className="underline" onClick={() => rotate.mutate()}>
        Replace the secret link
      </button>
    </div>
  );
}

export function EventRsvp({ event }: { event: EventDetail }) {
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  const { rsvp, cancel } = useRsvp(event.id);
  const mine = event.viewer.rsvp;
  const isOpen = event.status === 'scheduled' && Date.parse(event.dateEnd) > Date.now();
  const placesLeft = event.capacity === null ? null : Math.max(0, event.capacity - event.attendeeCount);

  async function handleRsvp() {
    try {
      const result = await rsvp.mutateAsync();
      if (result.status === 'going') notify.success({ title: 'You’re going', description: 'A confirmation is on its way.' });
      else notify.success({ title: 'You’re on the waitlist', description: `Position ${result.waitlistPosition}.` });
    } catch (error) {
      notifyError(error);
    }
  }
  async function handleCancel() {
    try {
      await cancel.mutateAsync();
      notify.success({ title: 'RSVP cancelled' });
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Attend
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="event-places">
        {event.attendeeCount} going
        {event.capacity !== null ? ` of ${event.capacity} places` : ''}
        {event.waitlistCount > 0 ? `, ${event.waitlistCount} on the waitlist` : ''}
      </p>
      {event.status === 'cancelled' ? <p className="mt-2 font-medium text-red-700">This event has been cancelled.</p> : null}
      {mine ? (
        <>
          <p className="mt-3 font-medium text-slate-900" data-testid="rsvp-status">
            {mine.status === 'going'
              ? mine.checkedInAt
                ? 'You’re going — checked in'
                : 'You’re going'
              : `You’re on the waitlist (position ${mine.waitlistPosition})`}
          </p>
          {mine.status === 'going' ? (
            <QrTicket code={mine.checkInCode} displayCode={formatCheckInCode(mine.checkInCode)} />
          ) : null}
          {isOpen ? (
            <Button variant="secondary" className="mt-3" onClick={handleCancel} disabled={cancel.isPending}>
              Cancel my RSVP
            </Button>
          ) : null}
        </>
      ) : isOpen ? (
        session.user ? (
          <Button className="mt-3" onClick={handleRsvp} disabled={rsvp.isPending}>
            {placesLeft === 0 ? 'Join the waitlist' : 'RSVP'}
          </Button>
        ) : (
          <Button asChild className="mt-3">
            <Link to={hrefFor('auth', {}, { query: { returnTo: location.pathname } })}>Sign in to RSVP</Link>
          </Button>
        )
      ) : null}
      <p className="mt-4 text-sm">
        <a
          className="font-medium text-brand-700 underline"
          href={operationPath(eventsApi.getEventCalendarFile, { id: event.id })}
          download
        >
          Add to calendar (.ics)
        </a>
      </p>
      {session.user ? <CalendarFeed /> : null}
    </section>
  );
}

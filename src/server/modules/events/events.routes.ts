// Events over HTTP (docs/events.md): the handlers of the operations declared in
// src/shared/events/operations.ts. Guards and input validation run before them
// (lib/operations.ts); whether the caller organizes the event is checked by the
// services on the locked event row. The feed file is read with its secret token,
// without a session, as calendar apps do.
import { getSessionUser } from '#server/auth/session.ts';
import { notFound } from '#server/lib/errors.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/events/operations.ts';
import {
  cancelRsvp,
  checkInAttendee,
  findEventAttendees,
  inviteToEvent,
  notifyEventCancelled,
  promoteFromWaitlist,
  rsvpToEvent,
} from './event-attendance.service.ts';
import {
  calendarFeedFile,
  eventCalendarFile,
  feedUrls,
  getCalendarFeedToken,
  rotateCalendarFeedToken,
} from './event-calendar.ts';
import { cancelEvent, createEvent, findUpcomingEvents, getEventById, getEventOfDebate, updateEvent } from './events.service.ts';

const EVENT_CREATES = { name: 'event-create', limit: 20, windowMs: 60 * 60 * 1000 };
const EVENT_RSVPS = { name: 'event-rsvp', limit: 30, windowMs: 60 * 1000 };
const EVENT_INVITES = { name: 'event-invite', limit: 10, windowMs: 60 * 60 * 1000 };
const CALENDAR = { 'Content-Type': 'text/calendar; charset=utf-8' };

export const eventsOperations = [
  // The query schema defaults `sort`; only an explicit one replaces soonest-first. The flag comes
  // first: a property added after a spread puts the object on V8's slow path (ADR 0049).
  implement(api.listEvents, (c, { query }) =>
    findUpcomingEvents(c.get('db'), { sortGiven: c.req.query('sort') !== undefined, ...query }),
  ),
  implement(api.createEvent, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), EVENT_CREATES, user.id);
    return createEvent(c.get('db'), user, body);
  }),
  implement(api.getCalendarFeed, async (c, { user }) =>
    feedUrls(c.get('config').baseUrl, await getCalendarFeedToken(c.get('db'), user.id)),
  ),
  implement(api.rotateCalendarFeed, async (c, { user }) =>
    feedUrls(c.get('config').baseUrl, await rotateCalendarFeedToken(c.get('db'), user.id)),
  ),
  implement(api.getCalendarFeedFile, async (c, { params }) => {
    if (!params.file.endsWith('.ics')) throw notFound('Calendar feed');
    return c.body(await calendarFeedFile(c.get('db'), params.file.slice(0, -4), c.get('config').baseUrl), 200, {
      ...CALENDAR,
      'Cache-Control': 'private, max-age=900',
    });
  }),
  implement(api.getEventOfDebate, async (c, { params }) => getEventOfDebate(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.getEvent, async (c, { params }) => getEventById(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.updateEvent, async (c, { user, params, body }) => {
    await updateEvent(c.get('db'), user, params.id, body, async (tx, eventId, places) => {
      await promoteFromWaitlist(tx, eventId, places);
    });
    return getEventById(c.get('db'), params.id, user);
  }),
  implement(api.cancelEvent, async (c, { user, params }) => {
    await cancelEvent(c.get('db'), user, params.id, (tx, event) => notifyEventCancelled(tx, event));
    return getEventById(c.get('db'), params.id, user);
  }),
  implement(api.rsvpToEvent, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), EVENT_RSVPS, user.id);
    return rsvpToEvent(c.get('db'), user, params.id);
  }),
  implement(api.cancelEventRsvp, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), EVENT_RSVPS, user.id);
    await cancelRsvp(c.get('db'), user, params.id);
    return getEventById(c.get('db'), params.id, user);
  }),
  implement(api.listEventAttendees, async (c, { user, params }) => ({
    items: await findEventAttendees(c.get('db'), user, params.id),
  })),
  implement(api.checkInToEvent, (c, { user, params, body }) => checkInAttendee(c.get('db'), user, params.id, body.code)),
  implement(api.inviteToEvent, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), EVENT_INVITES, user.id);
    return inviteToEvent(c.get('db'), user, params.id, body.emails);
  }),
  implement(api.getEventCalendarFile, async (c, { params }) => {
    const event = await getEventById(c.get('db'), params.id);
    return c.body(eventCalendarFile(event, c.get('config').baseUrl), 200, {
      ...CALENDAR,
      'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
    });
  }),
];

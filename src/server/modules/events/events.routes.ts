// Events over HTTP (docs/events.md). Reading is public; creating, RSVPs and the
// calendar feed's URL need a session; editing, cancelling, the attendee list,
// check-in and invitations need an organizer (checked in the service). The feed
// itself is read with its secret token, without a session, as calendar apps do.
import { Hono } from 'hono';
import { getSessionUser, requireUser } from '#server/auth/session.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import {
  CheckInInputSchema,
  CreateEventInputSchema,
  EventListQuerySchema,
  InviteInputSchema,
  UpdateEventInputSchema,
} from '#shared/events/contract.ts';
import { IdParamSchema } from '#shared/ids.ts';
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

export const eventsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(EventListQuerySchema), async (c) =>
    c.json(await findUpcomingEvents(c.var.db, { ...c.req.valid('query'), sortGiven: c.req.query('sort') !== undefined })),
  )
  .post('/', validateJson(CreateEventInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, EVENT_CREATES, user.id);
    return c.json(await createEvent(c.var.db, user, c.req.valid('json')), 201);
  })
  // The personal calendar feed: its URL for the signed-in member, a new secret, and the file.
  .get('/feed', async (c) => {
    const user = await requireUser(c);
    return c.json(feedUrls(c.var.config.baseUrl, await getCalendarFeedToken(c.var.db, user.id)));
  })
  .post('/feed/rotate', async (c) => {
    const user = await requireUser(c);
    return c.json(feedUrls(c.var.config.baseUrl, await rotateCalendarFeedToken(c.var.db, user.id)));
  })
  .get('/feed/:file', async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.ics')) throw notFound('Calendar feed');
    return c.body(await calendarFeedFile(c.var.db, file.slice(0, -4), c.var.config.baseUrl), 200, {
      ...CALENDAR,
      'Cache-Control': 'private, max-age=900',
    });
  })
  .get('/for-debate/:id', validateParams(IdParamSchema), async (c) =>
    c.json(await getEventOfDebate(c.var.db, c.req.valid('param').id, await getSessionUser(c))),
  )
  .get('/:id', validateParams(IdParamSchema), async (c) =>
    c.json(await getEventById(c.var.db, c.req.valid('param').id, await getSessionUser(c))),
  )
  .put('/:id', validateParams(IdParamSchema), validateJson(UpdateEventInputSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    const mail = emailContextFrom(c.var.config);
    await updateEvent(c.var.db, user, id, c.req.valid('json'), async (tx, eventId, places) => {
      await promoteFromWaitlist(tx, mail, eventId, places);
    });
    return c.json(await getEventById(c.var.db, id, user));
  })
  .post('/:id/cancel', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    const mail = emailContextFrom(c.var.config);
    await cancelEvent(c.var.db, user, id, (tx, event) => notifyEventCancelled(tx, mail, event));
    return c.json(await getEventById(c.var.db, id, user));
  })
  .post('/:id/rsvp', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, EVENT_RSVPS, user.id);
    return c.json(await rsvpToEvent(c.var.db, emailContextFrom(c.var.config), user, c.req.valid('param').id));
  })
  .delete('/:id/rsvp', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, EVENT_RSVPS, user.id);
    const { id } = c.req.valid('param');
    await cancelRsvp(c.var.db, emailContextFrom(c.var.config), user, id);
    return c.json(await getEventById(c.var.db, id, user));
  })
  .get('/:id/attendees', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ items: await findEventAttendees(c.var.db, user, c.req.valid('param').id) });
  })
  .post('/:id/check-in', validateParams(IdParamSchema), validateJson(CheckInInputSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await checkInAttendee(c.var.db, user, c.req.valid('param').id, c.req.valid('json').code));
  })
  .post('/:id/invitations', validateParams(IdParamSchema), validateJson(InviteInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, EVENT_INVITES, user.id);
    const { id } = c.req.valid('param');
    return c.json(await inviteToEvent(c.var.db, emailContextFrom(c.var.config), user, id, c.req.valid('json').emails));
  })
  .get('/:id/calendar.ics', validateParams(IdParamSchema), async (c) => {
    const event = await getEventById(c.var.db, c.req.valid('param').id);
    return c.body(eventCalendarFile(event, c.var.config.baseUrl), 200, {
      ...CALENDAR,
      'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
    });
  });

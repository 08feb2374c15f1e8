// The events API, one declaration per operation (src/shared/operation.ts).
// Organizers are the event's creator, the hosting club's active owners and
// officers, and admins (checked by the services, on the locked event row).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import {
  CalendarFeedFileParamsSchema,
  CalendarFeedUrlsSchema,
  CheckInInputSchema,
  CheckInViewSchema,
  CreateEventInputSchema,
  EventAttendeeViewSchema,
  EventDetailViewSchema,
  EventListQuerySchema,
  EventSummaryViewSchema,
  InviteInputSchema,
  InviteResultSchema,
  RsvpViewSchema,
  UpdateEventInputSchema,
} from './contract.ts';

const tag = 'Events';
const ORGANIZER_RULE = "One of the event's organizers: its creator, the hosting club's owners and officers, or an admin.";

export const listEvents = defineOperation({
  id: 'listEvents',
  method: 'get',
  path: '/api/events',
  tag,
  summary: 'List events not over yet',
  description: 'Without `sort`, the soonest first; filtered by venue, club and places left, and searched by `q`.',
  guard: 'public',
  query: EventListQuerySchema,
  response: paginatedSchema(EventSummaryViewSchema),
});

export const createEvent = defineOperation({
  id: 'createEvent',
  method: 'post',
  path: '/api/events',
  tag,
  summary: 'Create an event with its schedule',
  guard: 'user',
  rule: "Hosting for a club needs one of the club's owners or officers, or an admin.",
  body: CreateEventInputSchema,
  status: 201,
  response: z.object({ id: z.string() }),
  errors: ['FORBIDDEN', 'RATE_LIMITED'],
});

export const getCalendarFeed = defineOperation({
  id: 'getCalendarFeed',
  method: 'get',
  path: '/api/events/feed',
  tag,
  summary: "The URL of the caller's personal calendar feed",
  description: 'The URL holds a secret token; the feed is created on first request.',
  guard: 'user',
  response: CalendarFeedUrlsSchema,
});

export const rotateCalendarFeed = defineOperation({
  id: 'rotateCalendarFeed',
  method: 'post',
  path: '/api/events/feed/rotate',
  tag,
  summary: "Replace the secret of the caller's calendar feed",
  description: 'The previous URL stops working.',
  guard: 'user',
  response: CalendarFeedUrlsSchema,
});

export const getCalendarFeedFile = defineOperation({
  id: 'getCalendarFeedFile',
  method: 'get',
  path: '/api/events/feed/:file',
  tag,
  summary: 'The personal calendar feed (iCalendar): events going and debates joined',
  description: 'Read by calendar apps without a session: `file` is the secret token followed by `.ics`.',
  guard: 'token',
  params: CalendarFeedFileParamsSchema,
  produces: 'calendar',
  errors: ['NOT_FOUND'],
});

export const getEventOfDebate = defineOperation({
  id: 'getEventOfDebate',
  method: 'get',
  path: '/api/events/for-debate/:id',
  tag,
  summary: 'The event whose schedule holds a debate',
  guard: 'public',
  params: IdParamSchema,
  response: EventDetailViewSchema,
  errors: ['NOT_FOUND'],
});

export const getEvent = defineOperation({
  id: 'getEvent',
  method: 'get',
  path: '/api/events/:id',
  tag,
  summary: 'Get an event with its schedule',
  description: "`viewer` holds the signed-in caller's RSVP and whether they may edit; null and false for visitors.",
  guard: 'public',
  params: IdParamSchema,
  response: EventDetailViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateEvent = defineOperation({
  id: 'updateEvent',
  method: 'put',
  path: '/api/events/:id',
  tag,
  summary: 'Edit an event, replacing its schedule',
  description: 'A larger capacity promotes people from the waitlist; one below the number going is refused.',
  guard: 'user',
  adminAudit: 'event',
  rule: ORGANIZER_RULE,
  params: IdParamSchema,
  body: UpdateEventInputSchema,
  response: EventDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const cancelEvent = defineOperation({
  id: 'cancelEvent',
  method: 'post',
  path: '/api/events/:id/cancel',
  tag,
  summary: 'Cancel an event and tell its attendees',
  guard: 'user',
  adminAudit: 'event',
  rule: ORGANIZER_RULE,
  params: IdParamSchema,
  response: EventDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const rsvpToEvent = defineOperation({
  id: 'rsvpToEvent',
  method: 'post',
  path: '/api/events/:id/rsvp',
  tag,
  summary: 'RSVP to an event',
  description: 'The answer says whether the caller got a place or joined the waitlist.',
  guard: 'user',
  rule: 'Once per person, while the event is neither cancelled nor over.',
  params: IdParamSchema,
  response: RsvpViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const cancelEventRsvp = defineOperation({
  id: 'cancelEventRsvp',
  method: 'delete',
  path: '/api/events/:id/rsvp',
  tag,
  summary: "Cancel the caller's RSVP",
  description: 'A freed place goes to the first on the waitlist.',
  guard: 'user',
  rule: 'Someone who RSVP’d to the event.',
  params: IdParamSchema,
  response: EventDetailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const listEventAttendees = defineOperation({
  id: 'listEventAttendees',
  method: 'get',
  path: '/api/events/:id/attendees',
  tag,
  summary: 'The attendee list: going first, then the waitlist in promotion order',
  guard: 'user',
  rule: ORGANIZER_RULE,
  params: IdParamSchema,
  response: z.object({ items: z.array(EventAttendeeViewSchema) }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const checkInToEvent = defineOperation({
  id: 'checkInToEvent',
  method: 'post',
  path: '/api/events/:id/check-in',
  tag,
  summary: 'Check an attendee in by their code',
  guard: 'user',
  rule: `${ORGANIZER_RULE} The attendee must be going and not checked in yet.`,
  params: IdParamSchema,
  body: CheckInInputSchema,
  response: CheckInViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const inviteToEvent = defineOperation({
  id: 'inviteToEvent',
  method: 'post',
  path: '/api/events/:id/invitations',
  tag,
  summary: 'Invite people to an event by mail',
  guard: 'user',
  rule: `${ORGANIZER_RULE} The event must be neither cancelled nor over.`,
  params: IdParamSchema,
  body: InviteInputSchema,
  response: InviteResultSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const getEventCalendarFile = defineOperation({
  id: 'getEventCalendarFile',
  method: 'get',
  path: '/api/events/:id/calendar.ics',
  tag,
  summary: 'The event as a calendar file (iCalendar)',
  guard: 'public',
  params: IdParamSchema,
  produces: 'calendar',
  errors: ['NOT_FOUND'],
});

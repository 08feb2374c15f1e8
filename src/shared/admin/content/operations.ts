// The admin area's debates, events and clubs (contract.ts). Admins only; every change writes an
// audit entry, whether it succeeds or not.
import { defineOperation } from '../../operation.ts';
import {
  AdminClubIdParamSchema,
  AdminClubPageSchema,
  AdminClubQuerySchema,
  AdminDebateIdParamSchema,
  AdminDebatePageSchema,
  AdminDebateQuerySchema,
  AdminEventIdParamSchema,
  AdminEventPageSchema,
  AdminEventQuerySchema,
  CancelDebateAdminInputSchema,
  CancelEventAdminInputSchema,
  DeleteClubAdminInputSchema,
  DeleteDebateAdminInputSchema,
  DeleteEventAdminInputSchema,
} from './contract.ts';
import { FeaturedListSchema } from './featured.ts';
import { FEATURED_ROUTE } from './featured-routes.ts';

const tag = 'Admin';

export const listAdminDebates = defineOperation({
  id: 'listAdminDebates',
  method: 'get',
  path: '/api/admin/debates',
  tag,
  summary: 'Debates with the public list’s search, filters (cancelled included), sort and pages',
  description: 'Plus `only=featured` (on the landing page) or `only=reported` (open comment reports); each row says both.',
  guard: 'admin',
  query: AdminDebateQuerySchema,
  response: AdminDebatePageSchema,
});

export const cancelAdminDebate = defineOperation({
  id: 'cancelAdminDebate',
  method: 'post',
  path: '/api/admin/debates/:id/cancel',
  tag,
  summary: 'Cancel a debate with a reason; its pending reminder mails are withdrawn',
  guard: 'admin',
  rule: 'The debate is neither cancelled nor finished.',
  params: AdminDebateIdParamSchema,
  body: CancelDebateAdminInputSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const deleteAdminDebate = defineOperation({
  id: 'deleteAdminDebate',
  method: 'delete',
  path: '/api/admin/debates/:id',
  tag,
  summary: 'Delete a debate with its participants, judges, ballots, room and comments',
  description:
    'Removes the debate and everything that hangs on it: participants, judge assignments, ballots, the live room and ' +
    'its comments; pending mails about it are withdrawn.',
  guard: 'admin',
  rule: 'No confirmed result; the title typed matches the debate’s.',
  params: AdminDebateIdParamSchema,
  body: DeleteDebateAdminInputSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const listAdminEvents = defineOperation({
  id: 'listAdminEvents',
  method: 'get',
  path: '/api/admin/events',
  tag,
  summary: 'Every event, past and cancelled ones included, searched and filtered by status, time and venue',
  description: 'Plus `only=featured` (on the landing page) or `only=reported` (open comment reports); each row says both.',
  guard: 'admin',
  query: AdminEventQuerySchema,
  response: AdminEventPageSchema,
});

export const cancelAdminEvent = defineOperation({
  id: 'cancelAdminEvent',
  method: 'post',
  path: '/api/admin/events/:id/cancel',
  tag,
  summary: 'Cancel an event with a reason; everyone going or waitlisted gets the cancellation mail',
  guard: 'admin',
  rule: 'The event is not cancelled already.',
  params: AdminEventIdParamSchema,
  body: CancelEventAdminInputSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const deleteAdminEvent = defineOperation({
  id: 'deleteAdminEvent',
  method: 'delete',
  path: '/api/admin/events/:id',
  tag,
  summary: 'Delete an event with its activities, attendees and comments',
  description:
    'Its activities, RSVPs, invitations and comments go with it; its debates stay, no longer part of an event; pending mails ' +
    'about it are withdrawn.',
  guard: 'admin',
  rule: 'Cancelled or over (nobody left to tell); the title typed matches the event’s.',
  params: AdminEventIdParamSchema,
  body: DeleteEventAdminInputSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const listAdminClubs = defineOperation({
  id: 'listAdminClubs',
  method: 'get',
  path: '/api/admin/clubs',
  tag,
  summary: 'Every club, public and private, with its member and request counts and owners',
  description: 'Plus `only=featured` (on the landing page) or `only=reported` (open comment reports); each row says both.',
  guard: 'admin',
  query: AdminClubQuerySchema,
  response: AdminClubPageSchema,
});

export const deleteAdminClub = defineOperation({
  id: 'deleteAdminClub',
  method: 'delete',
  path: '/api/admin/clubs/:id',
  tag,
  summary: 'Delete a club with its memberships, requests, announcements, logo and comments',
  description: 'Its debates and events stay, no longer hosted by a club; pending mails about it are withdrawn.',
  guard: 'admin',
  rule: 'The name typed matches the club’s.',
  params: AdminClubIdParamSchema,
  body: DeleteClubAdminInputSchema,
  status: 204,
  errors: ['NOT_FOUND'],
});

// Featuring on the landing page (featured.ts): one pair per kind, each audited
// as <kind>.feature / <kind>.unfeature.

const featureRule = {
  debate: 'The debate is not cancelled; it is not featured already.',
  event: 'The event is not cancelled and has not ended; it is not featured already.',
  club: 'The club is public; it is not featured already.',
} as const;

export const featureAdminDebate = defineOperation({
  id: 'featureAdminDebate',
  method: 'post',
  path: '/api/admin/debates/:id/feature',
  tag,
  summary: 'Feature a debate on the landing page',
  guard: 'admin',
  rule: featureRule.debate,
  params: AdminDebateIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const unfeatureAdminDebate = defineOperation({
  id: 'unfeatureAdminDebate',
  method: 'delete',
  path: '/api/admin/debates/:id/feature',
  tag,
  summary: 'Remove a debate from the landing page',
  guard: 'admin',
  rule: 'The debate is featured.',
  params: AdminDebateIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const featureAdminEvent = defineOperation({
  id: 'featureAdminEvent',
  method: 'post',
  path: '/api/admin/events/:id/feature',
  tag,
  summary: 'Feature an event on the landing page',
  guard: 'admin',
  rule: featureRule.event,
  params: AdminEventIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const unfeatureAdminEvent = defineOperation({
  id: 'unfeatureAdminEvent',
  method: 'delete',
  path: '/api/admin/events/:id/feature',
  tag,
  summary: 'Remove an event from the landing page',
  guard: 'admin',
  rule: 'The event is featured.',
  params: AdminEventIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const featureAdminClub = defineOperation({
  id: 'featureAdminClub',
  method: 'post',
  path: '/api/admin/clubs/:id/feature',
  tag,
  summary: 'Feature a club on the landing page',
  guard: 'admin',
  rule: featureRule.club,
  params: AdminClubIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const unfeatureAdminClub = defineOperation({
  id: 'unfeatureAdminClub',
  method: 'delete',
  path: '/api/admin/clubs/:id/feature',
  tag,
  summary: 'Remove a club from the landing page',
  guard: 'admin',
  rule: 'The club is featured.',
  params: AdminClubIdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const listFeatured = defineOperation({
  ...FEATURED_ROUTE,
  id: 'listFeatured',
  tag: 'Site',
  summary: 'What the landing page features: debates, events and clubs an admin picked',
  description:
    'At most FEATURED_PER_KIND of each kind, the latest featured first; cancelled debates and events, events that have ended ' +
    'and private clubs are left out whenever they became so. Cacheable for a few seconds.',
  guard: 'public',
  response: FeaturedListSchema,
});

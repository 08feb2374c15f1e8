// The admin area's debates, events and clubs (contract.ts). Admins only; every change writes an
// audit entry, whether it succeeds or not.
import { DebateListQuerySchema, DebateSummaryViewSchema } from '../../debates/contract.ts';
import { defineOperation } from '../../operation.ts';
import { paginatedSchema } from '../../validation.ts';
import {
  AdminClubIdParamSchema,
  AdminClubPageSchema,
  AdminClubQuerySchema,
  AdminDebateIdParamSchema,
  AdminEventIdParamSchema,
  AdminEventPageSchema,
  AdminEventQuerySchema,
  CancelDebateAdminInputSchema,
  CancelEventAdminInputSchema,
  DeleteClubAdminInputSchema,
  DeleteDebateAdminInputSchema,
  DeleteEventAdminInputSchema,
} from './contract.ts';

const tag = 'Admin';

export const listAdminDebates = defineOperation({
  id: 'listAdminDebates',
  method: 'get',
  path: '/api/admin/debates',
  tag,
  summary: 'Debates with the public list’s search, filters (cancelled included), sort and pages',
  guard: 'admin',
  query: DebateListQuerySchema,
  response: paginatedSchema(DebateSummaryViewSchema),
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

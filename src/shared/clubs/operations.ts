// The clubs API, one declaration per operation (src/shared/operation.ts). The
// rules on the club itself (owner, officer, member) are checked by the service
// inside its transaction, with the club's row locked (docs/clubs.md).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import {
  ChangeClubRoleInputSchema,
  ClubAnnouncementInputSchema,
  ClubAnnouncementViewSchema,
  ClubDetailViewSchema,
  ClubListQuerySchema,
  ClubMemberParamSchema,
  ClubMemberViewSchema,
  ClubViewSchema,
  CreateClubInputSchema,
  MyClubViewSchema,
  UpdateClubInputSchema,
} from './contract.ts';

const tag = 'Clubs';
const MANAGERS = "The club's owners and officers, or an admin.";
const OWNERS = "The club's owners, or an admin.";

const clubMembersSchema = z.object({ items: z.array(ClubMemberViewSchema) });

export const listClubs = defineOperation({
  id: 'listClubs',
  method: 'get',
  path: '/api/clubs',
  tag,
  summary: 'List clubs',
  description: 'A page of clubs, open and by approval; `q` searches name, description and location.',
  guard: 'public',
  query: ClubListQuerySchema,
  response: paginatedSchema(ClubViewSchema),
});

export const createClub = defineOperation({
  id: 'createClub',
  method: 'post',
  path: '/api/clubs',
  tag,
  summary: 'Create a club, with the caller as its owner',
  guard: 'user',
  body: CreateClubInputSchema,
  status: 201,
  response: ClubDetailViewSchema,
  errors: ['RATE_LIMITED'],
});

export const getClub = defineOperation({
  id: 'getClub',
  method: 'get',
  path: '/api/clubs/:id',
  tag,
  summary: 'Get a club',
  description:
    "`membership`, `canManage` and `canChangeRoles` describe the signed-in caller's place; visitors get null and false.",
  guard: 'public',
  params: IdParamSchema,
  response: ClubDetailViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateClub = defineOperation({
  id: 'updateClub',
  method: 'patch',
  path: '/api/clubs/:id',
  tag,
  summary: 'Edit a club',
  guard: 'user',
  adminAudit: 'club',
  rule: MANAGERS,
  params: IdParamSchema,
  body: UpdateClubInputSchema,
  response: ClubDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const setClubLogo = defineOperation({
  id: 'setClubLogo',
  method: 'put',
  path: '/api/clubs/:id/logo',
  tag,
  summary: "Upload the club's logo",
  description:
    'The raw picture is the body: PNG, JPEG, WebP or GIF, read from its bytes, which must match the declared Content-Type.',
  guard: 'user',
  adminAudit: 'club',
  rule: MANAGERS,
  params: IdParamSchema,
  body: 'image',
  response: ClubDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const removeClubLogo = defineOperation({
  id: 'removeClubLogo',
  method: 'delete',
  path: '/api/clubs/:id/logo',
  tag,
  summary: "Remove the club's logo",
  guard: 'user',
  adminAudit: 'club',
  rule: MANAGERS,
  params: IdParamSchema,
  response: ClubDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getClubLogo = defineOperation({
  id: 'getClubLogo',
  method: 'get',
  path: '/api/clubs/:id/logo',
  tag,
  summary: "The club's logo, with its stored type",
  guard: 'public',
  params: IdParamSchema,
  produces: 'image',
  errors: ['NOT_FOUND'],
});

export const listClubMembers = defineOperation({
  id: 'listClubMembers',
  method: 'get',
  path: '/api/clubs/:id/members',
  tag,
  summary: "The club's active members, in joining order",
  guard: 'public',
  params: IdParamSchema,
  response: clubMembersSchema,
  errors: ['NOT_FOUND'],
});

export const listClubRequests = defineOperation({
  id: 'listClubRequests',
  method: 'get',
  path: '/api/clubs/:id/requests',
  tag,
  summary: 'The open requests to join the club',
  guard: 'user',
  rule: MANAGERS,
  params: IdParamSchema,
  response: clubMembersSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const joinClub = defineOperation({
  id: 'joinClub',
  method: 'post',
  path: '/api/clubs/:id/join',
  tag,
  summary: 'Join an open club, or ask to join one that approves its members',
  guard: 'user',
  rule: 'Not already a member nor waiting for approval.',
  params: IdParamSchema,
  response: ClubDetailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const leaveClub = defineOperation({
  id: 'leaveClub',
  method: 'post',
  path: '/api/clubs/:id/leave',
  tag,
  summary: 'Leave a club, or withdraw a request to join',
  guard: 'user',
  rule: 'A member or applicant; the last owner cannot leave.',
  params: IdParamSchema,
  response: ClubDetailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const approveClubMember = defineOperation({
  id: 'approveClubMember',
  method: 'post',
  path: '/api/clubs/:id/members/:userId/approve',
  tag,
  summary: 'Approve a request to join',
  description: "Answers with the club's active members.",
  guard: 'user',
  adminAudit: 'club',
  rule: MANAGERS,
  params: ClubMemberParamSchema,
  response: clubMembersSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const changeClubMemberRole = defineOperation({
  id: 'changeClubMemberRole',
  method: 'patch',
  path: '/api/clubs/:id/members/:userId',
  tag,
  summary: "Change an active member's role",
  guard: 'user',
  adminAudit: 'club',
  rule: `${OWNERS} A club keeps at least one owner.`,
  params: ClubMemberParamSchema,
  body: ChangeClubRoleInputSchema,
  response: ClubMemberViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeClubMember = defineOperation({
  id: 'removeClubMember',
  method: 'delete',
  path: '/api/clubs/:id/members/:userId',
  tag,
  summary: 'Remove a member, or decline a request to join',
  guard: 'user',
  adminAudit: 'club',
  rule: "The club's owners or an admin remove members (never themselves, never the last owner); officers may decline requests.",
  params: ClubMemberParamSchema,
  status: 204,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listClubAnnouncements = defineOperation({
  id: 'listClubAnnouncements',
  method: 'get',
  path: '/api/clubs/:id/announcements',
  tag,
  summary: "The club's latest announcements, newest first",
  guard: 'user',
  rule: "The club's active members, or an admin.",
  params: IdParamSchema,
  response: z.object({ items: z.array(ClubAnnouncementViewSchema) }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const createClubAnnouncement = defineOperation({
  id: 'createClubAnnouncement',
  method: 'post',
  path: '/api/clubs/:id/announcements',
  tag,
  summary: "Send an announcement to the club's members by email",
  guard: 'user',
  rule: MANAGERS,
  params: IdParamSchema,
  body: ClubAnnouncementInputSchema,
  status: 201,
  response: ClubAnnouncementViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const listMyClubs = defineOperation({
  id: 'listMyClubs',
  method: 'get',
  path: '/api/me/clubs',
  tag,
  summary: "The caller's clubs, joined and requested, most recently joined first",
  guard: 'user',
  response: z.object({ items: z.array(MyClubViewSchema) }),
});

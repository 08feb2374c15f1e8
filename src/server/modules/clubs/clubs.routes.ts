// Clubs over HTTP: the handlers of the operations declared in
// src/shared/clubs/operations.ts. Guards and input validation run before them
// (lib/operations.ts); who may edit, announce, approve, change roles or remove
// members is checked by the service inside its transaction (docs/clubs.md).
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { storedImageHeaders } from '#server/modules/accounts/uploaded-image.ts';
import * as api from '#shared/clubs/operations.ts';
import {
  approveClubMember,
  changeClubMemberRole,
  createClub,
  createClubAnnouncement,
  findClubAnnouncements,
  findClubMembers,
  findClubRequests,
  findClubs,
  findMyClubs,
  getClubById,
  getClubLogo,
  joinClub,
  leaveClub,
  removeClubLogo,
  removeClubMember,
  setClubLogo,
  updateClub,
} from './clubs.service.ts';

const CLUB_CREATES = { name: 'club-create', limit: 10, windowMs: 60 * 60 * 1000 };
const CLUB_JOINS = { name: 'club-join', limit: 30, windowMs: 60 * 1000 };
const CLUB_ANNOUNCEMENTS = { name: 'club-announcement', limit: 10, windowMs: 60 * 60 * 1000 };

export const clubsOperations = [
  implement(api.listClubs, (c, { query }) => findClubs(c.get('db'), query)),
  implement(api.createClub, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), CLUB_CREATES, user.id);
    const { id } = await createClub(c.get('db'), user, body);
    return getClubById(c.get('db'), id, user);
  }),
  implement(api.getClub, async (c, { params }) => getClubById(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.updateClub, async (c, { user, params, body }) => {
    await updateClub(c.get('db'), user, params.id, body);
    return getClubById(c.get('db'), params.id, user);
  }),
  // The logo's type is read from its bytes and must match the declared one (as for profile pictures).
  implement(api.setClubLogo, async (c, { user, params, body }) => {
    await setClubLogo(c.get('db'), user, params.id, body, c.req.header('content-type'));
    return getClubById(c.get('db'), params.id, user);
  }),
  implement(api.removeClubLogo, async (c, { user, params }) => {
    await removeClubLogo(c.get('db'), user, params.id);
    return getClubById(c.get('db'), params.id, user);
  }),
  implement(api.getClubLogo, async (c, { params }) => {
    const logo = await getClubLogo(c.get('db'), params.id);
    return c.body(new Uint8Array(logo.data), 200, storedImageHeaders(logo.contentType, logo.updatedAt));
  }),
  implement(api.listClubMembers, async (c, { params }) => ({ items: await findClubMembers(c.get('db'), params.id) })),
  implement(api.listClubRequests, async (c, { user, params }) => ({
    items: await findClubRequests(c.get('db'), user, params.id),
  })),
  implement(api.joinClub, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), CLUB_JOINS, user.id);
    await joinClub(c.get('db'), user, params.id);
    return getClubById(c.get('db'), params.id, user);
  }),
  implement(api.leaveClub, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), CLUB_JOINS, user.id);
    await leaveClub(c.get('db'), user, params.id);
    return getClubById(c.get('db'), params.id, user);
  }),
  implement(api.approveClubMember, async (c, { user, params }) => {
    await approveClubMember(c.get('db'), user, params.id, params.userId);
    return { items: await findClubMembers(c.get('db'), params.id) };
  }),
  implement(api.changeClubMemberRole, (c, { user, params, body }) =>
    changeClubMemberRole(c.get('db'), user, params.id, params.userId, body),
  ),
  implement(api.removeClubMember, async (c, { user, params }) => {
    await removeClubMember(c.get('db'), user, params.id, params.userId);
    return undefined;
  }),
  implement(api.listClubAnnouncements, async (c, { user, params }) => ({
    items: await findClubAnnouncements(c.get('db'), user, params.id),
  })),
  implement(api.createClubAnnouncement, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), CLUB_ANNOUNCEMENTS, user.id);
    return createClubAnnouncement(c.get('db'), user, params.id, body);
  }),
];

export const myClubsOperations = [
  implement(api.listMyClubs, async (c, { user }) => ({ items: await findMyClubs(c.get('db'), user) })),
];

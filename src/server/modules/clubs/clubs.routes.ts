// Clubs over HTTP. Reading clubs and their members is public; creating, joining
// and leaving need a session; editing, logos, announcements and approving
// requests need an owner, officer or admin; roles and removals an owner or
// admin (checked in the service, docs/clubs.md). The signed-in member's clubs
// are at /api/me/clubs.
import { Hono } from 'hono';
import { getSessionUser, requireUser } from '#server/auth/session.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import {
  ChangeClubRoleInputSchema,
  ClubAnnouncementInputSchema,
  ClubListQuerySchema,
  ClubMemberParamSchema,
  CreateClubInputSchema,
  UpdateClubInputSchema,
} from '#shared/clubs/contract.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { storedImageHeaders } from '#server/modules/accounts/uploaded-image.ts';
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

export const clubsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(ClubListQuerySchema), async (c) => c.json(await findClubs(c.var.db, c.req.valid('query'))))
  .post('/', validateJson(CreateClubInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, CLUB_CREATES, user.id);
    const { id } = await createClub(c.var.db, user, c.req.valid('json'));
    return c.json(await getClubById(c.var.db, id, user), 201);
  })
  .get('/:id', validateParams(IdParamSchema), async (c) =>
    c.json(await getClubById(c.var.db, c.req.valid('param').id, await getSessionUser(c))),
  )
  .patch('/:id', validateParams(IdParamSchema), validateJson(UpdateClubInputSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await updateClub(c.var.db, user, id, c.req.valid('json'));
    return c.json(await getClubById(c.var.db, id, user));
  })
  // The logo is the raw request body; its type is read from its bytes and must match the declared one (as for profile pictures).
  .put('/:id/logo', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await setClubLogo(c.var.db, user, id, new Uint8Array(await c.req.arrayBuffer()), c.req.header('content-type'));
    return c.json(await getClubById(c.var.db, id, user));
  })
  .delete('/:id/logo', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await removeClubLogo(c.var.db, user, id);
    return c.json(await getClubById(c.var.db, id, user));
  })
  .get('/:id/logo', validateParams(IdParamSchema), async (c) => {
    const logo = await getClubLogo(c.var.db, c.req.valid('param').id);
    return c.body(new Uint8Array(logo.data), 200, storedImageHeaders(logo.contentType, logo.updatedAt));
  })
  .get('/:id/members', validateParams(IdParamSchema), async (c) =>
    c.json({ items: await findClubMembers(c.var.db, c.req.valid('param').id) }),
  )
  .get('/:id/requests', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ items: await findClubRequests(c.var.db, user, c.req.valid('param').id) });
  })
  .post('/:id/join', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, CLUB_JOINS, user.id);
    const { id } = c.req.valid('param');
    await joinClub(c.var.db, emailContextFrom(c.var.config), user, id);
    return c.json(await getClubById(c.var.db, id, user));
  })
  .post('/:id/leave', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, CLUB_JOINS, user.id);
    const { id } = c.req.valid('param');
    await leaveClub(c.var.db, user, id);
    return c.json(await getClubById(c.var.db, id, user));
  })
  .post('/:id/members/:userId/approve', validateParams(ClubMemberParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id, userId } = c.req.valid('param');
    await approveClubMember(c.var.db, emailContextFrom(c.var.config), user, id, userId);
    return c.json({ items: await findClubMembers(c.var.db, id) });
  })
  .patch('/:id/members/:userId', validateParams(ClubMemberParamSchema), validateJson(ChangeClubRoleInputSchema), async (c) => {
    const user = await requireUser(c);
    const { id, userId } = c.req.valid('param');
    return c.json(await changeClubMemberRole(c.var.db, user, id, userId, c.req.valid('json')));
  })
  .delete('/:id/members/:userId', validateParams(ClubMemberParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id, userId } = c.req.valid('param');
    await removeClubMember(c.var.db, user, id, userId);
    return c.body(null, 204);
  })
  .get('/:id/announcements', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ items: await findClubAnnouncements(c.var.db, user, c.req.valid('param').id) });
  })
  .post('/:id/announcements', validateParams(IdParamSchema), validateJson(ClubAnnouncementInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, CLUB_ANNOUNCEMENTS, user.id);
    const { id } = c.req.valid('param');
    return c.json(await createClubAnnouncement(c.var.db, emailContextFrom(c.var.config), user, id, c.req.valid('json')), 201);
  });

export const myClubsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = await requireUser(c);
  return c.json({ items: await findMyClubs(c.var.db, user) });
});

import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context.ts';
import { validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { ListQuerySchema } from '#shared/validation.ts';
import { findClubMembers, findClubs, getClubById } from './clubs.service.ts';

export const clubsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(ListQuerySchema), async (c) => c.json(await findClubs(c.var.db, c.req.valid('query'))))
  .get('/:id', validateParams(IdParamSchema), async (c) => c.json(await getClubById(c.var.db, c.req.valid('param').id)))
  .get('/:id/members', validateParams(IdParamSchema), async (c) =>
    c.json({ items: await findClubMembers(c.var.db, c.req.valid('param').id) }),
  );

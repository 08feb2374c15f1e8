import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context.ts';
import { validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { ListQuerySchema } from '#shared/validation.ts';
import { findDebates, getDebateById } from './debates.service.ts';

export const debatesRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(ListQuerySchema), async (c) => c.json(await findDebates(c.var.db, c.req.valid('query'))))
  .get('/:id', validateParams(IdParamSchema), async (c) => c.json(await getDebateById(c.var.db, c.req.valid('param').id)));

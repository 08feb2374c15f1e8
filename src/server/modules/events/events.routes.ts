import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context.ts';
import { validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { ListQuerySchema } from '#shared/validation.ts';
import { findUpcomingEvents, getEventById } from './events.service.ts';

export const eventsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(ListQuerySchema), async (c) =>
    c.json(await findUpcomingEvents(c.var.db, { ...c.req.valid('query'), sortGiven: c.req.query('sort') !== undefined })),
  )
  .get('/:id', validateParams(IdParamSchema), async (c) => c.json(await getEventById(c.var.db, c.req.valid('param').id)));

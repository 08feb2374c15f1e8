import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context.ts';
import { validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { ListQuerySchema } from '#shared/validation.ts';
import { findTopics, getTopicById } from './topics.service.ts';

export const topicsRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(ListQuerySchema), async (c) => c.json(await findTopics(c.var.db, c.req.valid('query'))))
  .get('/:id', validateParams(IdParamSchema), async (c) => c.json(await getTopicById(c.var.db, c.req.valid('param').id)));

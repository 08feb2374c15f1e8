// Debates over HTTP. Reading is public; creating, joining and leaving need a
// session; editing and cancelling need the creator or an admin; the live room's
// commands need the chair. Every body and query is validated with the shared
// contract (src/shared/debates/contract.ts, src/shared/debates/timer.ts).
import { Hono } from 'hono';
import { getSessionUser, requireUser } from '#server/auth/session.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import {
  CreateDebateInputSchema,
  DebateListQuerySchema,
  TimerCommandInputSchema,
  JoinDebateInputSchema,
  MyDebatesQuerySchema,
  UpdateDebateInputSchema,
} from '#shared/debates/contract.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { debateCalendarFile } from './debate-calendar.ts';
import { findMyDebates, joinDebate, leaveDebate } from './debate-participation.service.ts';
import { getDebateRoom, runTimerCommand, startDebate } from './debate-room.service.ts';
import { cancelDebate, createDebate, findDebates, getDebateById, updateDebate } from './debates.service.ts';

const DEBATE_CREATES = { name: 'debate-create', limit: 20, windowMs: 60 * 60 * 1000 };
const DEBATE_JOINS = { name: 'debate-join', limit: 30, windowMs: 60 * 1000 };

export const debatesRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(DebateListQuerySchema), async (c) => c.json(await findDebates(c.var.db, c.req.valid('query'))))
  .post('/', validateJson(CreateDebateInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, DEBATE_CREATES, user.id);
    return c.json(await createDebate(c.var.db, user, c.req.valid('json')), 201);
  })
  .get('/:id', validateParams(IdParamSchema), async (c) =>
    c.json(await getDebateById(c.var.db, c.req.valid('param').id, await getSessionUser(c))),
  )
  .patch('/:id', validateParams(IdParamSchema), validateJson(UpdateDebateInputSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await updateDebate(c.var.db, emailContextFrom(c.var.config), user, id, c.req.valid('json'));
    return c.json(await getDebateById(c.var.db, id, user));
  })
  .post('/:id/cancel', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    const { id } = c.req.valid('param');
    await cancelDebate(c.var.db, user, id);
    return c.json(await getDebateById(c.var.db, id, user));
  })
  .post('/:id/join', validateParams(IdParamSchema), validateJson(JoinDebateInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, DEBATE_JOINS, user.id);
    const { id } = c.req.valid('param');
    await joinDebate(c.var.db, emailContextFrom(c.var.config), user, id, c.req.valid('json').role);
    return c.json(await getDebateById(c.var.db, id, user));
  })
  .post('/:id/leave', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, DEBATE_JOINS, user.id);
    const { id } = c.req.valid('param');
    await leaveDebate(c.var.db, user, id);
    return c.json(await getDebateById(c.var.db, id, user));
  })
  .get('/:id/calendar.ics', validateParams(IdParamSchema), async (c) => {
    const debate = await getDebateById(c.var.db, c.req.valid('param').id);
    return c.body(debateCalendarFile(debate, c.var.config.baseUrl), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="debate-${debate.id}.ics"`,
    });
  })
  .get('/:id/room', validateParams(IdParamSchema), async (c) => c.json(await getDebateRoom(c.var.db, c.req.valid('param').id)))
  .post('/:id/start', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await startDebate(c.var.db, c.var.realtime, user, c.req.valid('param').id));
  })
  .post('/:id/timer', validateParams(IdParamSchema), validateJson(TimerCommandInputSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await runTimerCommand(c.var.db, c.var.realtime, user, c.req.valid('param').id, c.req.valid('json')));
  });

/** The signed-in user's debates: /api/me/debates?when=upcoming|past&limit= */
export const myDebatesRoutes = new Hono<AppEnv>().get('/', validateQuery(MyDebatesQuerySchema), async (c) => {
  const user = await requireUser(c);
  const { when, limit } = c.req.valid('query');
  return c.json({ items: await findMyDebates(c.var.db, user.id, when, limit) });
});

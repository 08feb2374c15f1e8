// Debates over HTTP: the handlers of the operations declared in
// src/shared/debates/operations.ts. Guards and input validation run before
// them (lib/operations.ts); the rules on the debate itself (creator, chair,
// free positions) are checked by the services inside their transactions.
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/debates/operations.ts';
import { debateCalendarFile } from './debate-calendar.ts';
import { findMyDebates, joinDebate, leaveDebate } from './debate-participation.service.ts';
import { getDebateRoom, runTimerCommand, startDebate } from './debate-room.service.ts';
import { cancelDebate, createDebate, findDebates, getDebateById, updateDebate } from './debates.service.ts';

const DEBATE_CREATES = { name: 'debate-create', limit: 20, windowMs: 60 * 60 * 1000 };
const DEBATE_JOINS = { name: 'debate-join', limit: 30, windowMs: 60 * 1000 };

export const debatesOperations = [
  implement(api.listDebates, (c, { query }) => findDebates(c.get('db'), query)),
  implement(api.createDebate, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), DEBATE_CREATES, user.id);
    return createDebate(c.get('db'), user, body);
  }),
  implement(api.getDebate, async (c, { params }) => getDebateById(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.updateDebate, async (c, { user, params, body }) => {
    await updateDebate(c.get('db'), user, params.id, body);
    return getDebateById(c.get('db'), params.id, user);
  }),
  implement(api.cancelDebate, async (c, { user, params }) => {
    await cancelDebate(c.get('db'), user, params.id);
    return getDebateById(c.get('db'), params.id, user);
  }),
  implement(api.joinDebate, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), DEBATE_JOINS, user.id);
    await joinDebate(c.get('db'), user, params.id, body.role);
    return getDebateById(c.get('db'), params.id, user);
  }),
  implement(api.leaveDebate, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), DEBATE_JOINS, user.id);
    await leaveDebate(c.get('db'), user, params.id);
    return getDebateById(c.get('db'), params.id, user);
  }),
  implement(api.getDebateCalendarFile, async (c, { params }) => {
    const debate = await getDebateById(c.get('db'), params.id);
    return c.body(debateCalendarFile(debate, c.get('config').baseUrl), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="debate-${debate.id}.ics"`,
    });
  }),
  implement(api.getDebateRoom, (c, { params }) => getDebateRoom(c.get('db'), params.id)),
  implement(api.startDebate, (c, { user, params }) => startDebate(c.get('db'), c.get('realtime'), user, params.id)),
  implement(api.runTimerCommand, (c, { user, params, body }) =>
    runTimerCommand(c.get('db'), c.get('realtime'), user, params.id, body),
  ),
  implement(api.listMyDebates, async (c, { user, query }) => ({
    items: await findMyDebates(c.get('db'), user.id, query.when, query.limit),
  })),
];

// Judging over HTTP (docs/judging.md): applications and their review, panels
// and commitments, notes, ballots, results, feedback on judges, records and
// leaderboards. Every body and query is checked with src/shared/judging/contract.ts;
// who may do what is decided here and in the services, never by the client.
import { Hono } from 'hono';
import { z } from 'zod';
import { getSessionUser, requireAdmin, requireUser } from '#server/auth/session.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson, validateParams, validateQuery } from '#server/lib/validate.ts';
import { IdParamSchema } from '#shared/ids.ts';
import { text } from '#shared/text.ts';
import {
  AcceptJudgingInputSchema,
  AdminResultChangeInputSchema,
  ApplicationListQuerySchema,
  ApplicationReviewInputSchema,
  AvailableDebatesQuerySchema,
  BallotInputSchema,
  JudgeApplicationInputSchema,
  JudgeFeedbackInputSchema,
  LeaderboardQuerySchema,
  SaveNotesInputSchema,
} from '#shared/judging/contract.ts';
import {
  applyToJudge,
  getMyJudgeStatus,
  listApplications,
  requireJudge,
  reviewApplication,
} from './judge-applications.service.ts';
import {
  acceptJudging,
  findAvailableDebates,
  getJudgeDashboard,
  listDebateJudges,
  withdrawJudging,
} from './judge-commitments.service.ts';
import { getNotes, saveNotes } from './judge-notes.service.ts';
import { getLeaderboard, getUserRecord } from './leaderboards.service.ts';
import { changeResult, confirmResult, getBallotForm, getResult, giveJudgeFeedback, submitBallot } from './results.service.ts';

const APPLICATIONS = { name: 'judge-application', limit: 5, windowMs: 60 * 60 * 1000 };
const JUDGING_WRITES = { name: 'judging-write', limit: 60, windowMs: 60 * 1000 };
const NOTE_SAVES = { name: 'judge-notes', limit: 120, windowMs: 60 * 1000 };

const UserIdParamSchema = z.object({ id: text().min(1).max(64) });
const FeedbackParamSchema = z.object({ id: z.uuid({ error: 'Invalid id' }), judgeId: text().min(1).max(64) });

export const judgingRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => c.json(await getMyJudgeStatus(c.var.db, await requireUser(c))))
  .post('/applications', validateJson(JudgeApplicationInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, APPLICATIONS, user.id);
    return c.json(await applyToJudge(c.var.db, user, c.req.valid('json')), 201);
  })
  .get('/applications', validateQuery(ApplicationListQuerySchema), async (c) => {
    await requireAdmin(c);
    return c.json(await listApplications(c.var.db, c.req.valid('query').status));
  })
  .post('/applications/:id/review', validateParams(IdParamSchema), validateJson(ApplicationReviewInputSchema), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = c.req.valid('param');
    return c.json(await reviewApplication(c.var.db, emailContextFrom(c.var.config), admin, id, c.req.valid('json')));
  })
  .get('/available', validateQuery(AvailableDebatesQuerySchema), async (c) => {
    const user = await requireUser(c);
    await requireJudge(c.var.db, user);
    return c.json(await findAvailableDebates(c.var.db, user, c.req.valid('query')));
  })
  .get('/dashboard', async (c) => {
    const user = await requireUser(c);
    await requireJudge(c.var.db, user);
    return c.json(await getJudgeDashboard(c.var.db, user));
  })
  .get('/debates/:id/judges', validateParams(IdParamSchema), async (c) =>
    c.json(await listDebateJudges(c.var.db, c.req.valid('param').id)),
  )
  .post('/debates/:id/judges', validateParams(IdParamSchema), validateJson(AcceptJudgingInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, JUDGING_WRITES, user.id);
    await requireJudge(c.var.db, user);
    const { id } = c.req.valid('param');
    return c.json(await acceptJudging(c.var.db, emailContextFrom(c.var.config), user, id, c.req.valid('json')), 201);
  })
  .delete('/debates/:id/judges/me', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, JUDGING_WRITES, user.id);
    return c.json(await withdrawJudging(c.var.db, user, c.req.valid('param').id));
  })
  .get('/debates/:id/notes', validateParams(IdParamSchema), async (c) =>
    c.json(await getNotes(c.var.db, await requireUser(c), c.req.valid('param').id)),
  )
  .put('/debates/:id/notes', validateParams(IdParamSchema), validateJson(SaveNotesInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, NOTE_SAVES, user.id);
    return c.json(await saveNotes(c.var.db, user, c.req.valid('param').id, c.req.valid('json')));
  })
  .get('/debates/:id/ballot', validateParams(IdParamSchema), async (c) =>
    c.json(await getBallotForm(c.var.db, await requireUser(c), c.req.valid('param').id)),
  )
  .post('/debates/:id/ballot', validateParams(IdParamSchema), validateJson(BallotInputSchema), async (c) => {
    const user = await requireUser(c);
    await enforceRateLimit(c.var.db, JUDGING_WRITES, user.id);
    return c.json(await submitBallot(c.var.db, user, c.req.valid('param').id, c.req.valid('json')), 201);
  })
  .post('/debates/:id/result/confirm', validateParams(IdParamSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await confirmResult(c.var.db, emailContextFrom(c.var.config), user, c.req.valid('param').id));
  })
  .put('/debates/:id/result', validateParams(IdParamSchema), validateJson(AdminResultChangeInputSchema), async (c) => {
    const admin = await requireAdmin(c);
    return c.json(await changeResult(c.var.db, admin, c.req.valid('param').id, c.req.valid('json')));
  })
  .get('/debates/:id/result', validateParams(IdParamSchema), async (c) =>
    c.json({ result: await getResult(c.var.db, c.req.valid('param').id, await getSessionUser(c)) }),
  )
  .post(
    '/debates/:id/feedback/:judgeId',
    validateParams(FeedbackParamSchema),
    validateJson(JudgeFeedbackInputSchema),
    async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(c.var.db, JUDGING_WRITES, user.id);
      const { id, judgeId } = c.req.valid('param');
      await giveJudgeFeedback(c.var.db, user, id, judgeId, c.req.valid('json'));
      return c.json({ ok: true }, 201);
    },
  )
  .get('/users/:id/record', validateParams(UserIdParamSchema), async (c) =>
    c.json(await getUserRecord(c.var.db, c.req.valid('param').id)),
  );

export const leaderboardsRoutes = new Hono<AppEnv>().get('/', validateQuery(LeaderboardQuerySchema), async (c) =>
  c.json(await getLeaderboard(c.var.db, c.req.valid('query'))),
);

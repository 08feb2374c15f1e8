// Judging over HTTP (docs/judging.md): the handlers of the operations declared
// in src/shared/judging/operations.ts. Guards and input validation run before
// them (lib/operations.ts); being an approved judge, sitting on the panel,
// chairing it, are checked here and in the services, never by the client.
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/judging/operations.ts';
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

export const judgingOperations = [
  implement(api.getMyJudgeStatus, (c, { user }) => getMyJudgeStatus(c.get('db'), user)),
  implement(api.applyToJudge, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), APPLICATIONS, user.id);
    return applyToJudge(c.get('db'), user, body);
  }),
  implement(api.listJudgeApplications, (c, { query }) => listApplications(c.get('db'), query.status)),
  implement(api.reviewJudgeApplication, (c, { user, params, body }) => reviewApplication(c.get('db'), user, params.id, body)),
  implement(api.listJudgeableDebates, async (c, { user, query }) => {
    await requireJudge(c.get('db'), user);
    return findAvailableDebates(c.get('db'), user, query);
  }),
  implement(api.getJudgeDashboard, async (c, { user }) => {
    await requireJudge(c.get('db'), user);
    return getJudgeDashboard(c.get('db'), user);
  }),
  implement(api.listDebateJudges, (c, { params }) => listDebateJudges(c.get('db'), params.id)),
  implement(api.acceptJudging, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), JUDGING_WRITES, user.id);
    await requireJudge(c.get('db'), user);
    return acceptJudging(c.get('db'), user, params.id, body);
  }),
  implement(api.withdrawJudging, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), JUDGING_WRITES, user.id);
    return withdrawJudging(c.get('db'), user, params.id);
  }),
  implement(api.getJudgeNotes, (c, { user, params }) => getNotes(c.get('db'), user, params.id)),
  implement(api.saveJudgeNotes, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), NOTE_SAVES, user.id);
    return saveNotes(c.get('db'), user, params.id, body);
  }),
  implement(api.getBallotForm, (c, { user, params }) => getBallotForm(c.get('db'), user, params.id)),
  implement(api.submitBallot, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), JUDGING_WRITES, user.id);
    return submitBallot(c.get('db'), user, params.id, body);
  }),
  implement(api.confirmDebateResult, (c, { user, params }) => confirmResult(c.get('db'), user, params.id)),
  implement(api.changeDebateResult, (c, { user, params, body }) => changeResult(c.get('db'), user, params.id, body)),
  // Public: a signed-in speaker also sees the advice given to them.
  implement(api.getDebateResult, async (c, { params }) => ({
    result: await getResult(c.get('db'), params.id, await getSessionUser(c)),
  })),
  implement(api.giveJudgeFeedback, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), JUDGING_WRITES, user.id);
    await giveJudgeFeedback(c.get('db'), user, params.id, params.judgeId, body);
    return { ok: true as const };
  }),
  implement(api.getUserRecord, (c, { params }) => getUserRecord(c.get('db'), params.id)),
];

export const leaderboardsOperations = [implement(api.getLeaderboard, (c, { query }) => getLeaderboard(c.get('db'), query))];

// Training over HTTP (docs/training.md): the handlers of the operations
// declared in src/shared/training/operations.ts. Guards and input validation
// run before them (lib/operations.ts); who owns an attempt, and whether it can
// still change, is decided in the service under the attempt's row lock.
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { TRAINING_COMPLETIONS_PER_HOUR, TRAINING_SAVES_PER_MINUTE, TRAINING_STARTS_PER_HOUR } from '#shared/training/contract.ts';
import * as api from '#shared/training/operations.ts';
import {
  completeTrainingAttempt,
  discardTrainingAttempt,
  findMyTrainingAttempts,
  getMyTrainingSummary,
  getTrainingAttempt,
  listTrainingModules,
  saveTrainingAttempt,
  startTrainingAttempt,
} from './training.service.ts';

const HOUR = 60 * 60 * 1000;
const STARTS = { name: 'training-start', limit: TRAINING_STARTS_PER_HOUR, windowMs: HOUR };
const SAVES = { name: 'training-save', limit: TRAINING_SAVES_PER_MINUTE, windowMs: 60 * 1000 };
const COMPLETIONS = { name: 'training-complete', limit: TRAINING_COMPLETIONS_PER_HOUR, windowMs: HOUR };

export const trainingOperations = [
  implement(api.listTrainingModules, (c) => {
    answerHeader(c, 'Cache-Control', 'public, max-age=300');
    return listTrainingModules();
  }),
  implement(api.startTrainingAttempt, async (c, { user, body }) => {
    await enforceRateLimit(c.get('db'), STARTS, user.id);
    return startTrainingAttempt(c.get('db'), user, body);
  }),
  implement(api.listMyTrainingAttempts, (c, { user, query }) => findMyTrainingAttempts(c.get('db'), user, query)),
  implement(api.getMyTrainingSummary, (c, { user, query }) => getMyTrainingSummary(c.get('db'), user, query.timeZone)),
  implement(api.getTrainingAttempt, (c, { user, params }) => getTrainingAttempt(c.get('db'), user, params.id)),
  implement(api.saveTrainingAttempt, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), SAVES, user.id);
    return saveTrainingAttempt(c.get('db'), user, params.id, body);
  }),
  implement(api.completeTrainingAttempt, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), COMPLETIONS, user.id);
    return completeTrainingAttempt(c.get('db'), user, params.id, body);
  }),
  implement(api.discardTrainingAttempt, async (c, { user, params }) => {
    await discardTrainingAttempt(c.get('db'), user, params.id);
    return undefined;
  }),
];

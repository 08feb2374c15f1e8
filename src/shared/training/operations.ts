// The training API, one declaration per operation (src/shared/operation.ts):
// the areas and their modules (public, without questions), and the caller's
// own attempts — start, resume, save, complete once, discard — their history
// and the dashboard's summary. Attempts are private: anyone else, admins
// included, gets 404 for them (docs/training.md). Scores are computed by the
// server from the stored answers; no body carries a score.
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import {
  AttemptDetailSchema,
  AttemptListItemSchema,
  CompleteAttemptInputSchema,
  SaveAttemptInputSchema,
  StartAttemptInputSchema,
  TrainingAreasSchema,
  TrainingHistoryQuerySchema,
  TrainingSummaryQuerySchema,
  TrainingSummarySchema,
} from './contract.ts';

const tag = 'Training';
const OWNER_ONLY = 'The member who started the attempt; anyone else (admins too) gets 404.';

export const listTrainingModules = defineOperation({
  id: 'listTrainingModules',
  method: 'get',
  path: '/api/training/modules',
  tag,
  summary: 'The training areas, their modules and the skills',
  description: 'What each area offers; never a question or an answer key.',
  guard: 'public',
  response: TrainingAreasSchema,
});

export const startTrainingAttempt = defineOperation({
  id: 'startTrainingAttempt',
  method: 'post',
  path: '/api/training/attempts',
  tag,
  summary: 'Start an attempt at a module',
  description:
    "Draws the module's items (the assessment: 15 across the skills), preferring items the caller's previous attempt at the module did not show. Speech practice and mock debates need a format.",
  guard: 'user',
  body: StartAttemptInputSchema,
  status: 201,
  response: AttemptDetailSchema,
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const listMyTrainingAttempts = defineOperation({
  id: 'listMyTrainingAttempts',
  method: 'get',
  path: '/api/training/attempts',
  tag,
  summary: "The caller's attempts, newest first",
  description: 'Filtered by area, by a skill the attempt scored, and by status (in progress or completed).',
  guard: 'user',
  query: TrainingHistoryQuerySchema,
  response: paginatedSchema(AttemptListItemSchema),
});

export const getMyTrainingSummary = defineOperation({
  id: 'getMyTrainingSummary',
  method: 'get',
  path: '/api/training/summary',
  tag,
  summary: "The caller's progress, streak and recommendations",
  description:
    'Best and average percentages per skill and area, the last 5 attempts, the streak of days with a completed attempt (in `timeZone`, UTC by default), and what to practise next from training scores and the speaker scores of confirmed results.',
  guard: 'user',
  query: TrainingSummaryQuerySchema,
  response: TrainingSummarySchema,
});

export const getTrainingAttempt = defineOperation({
  id: 'getTrainingAttempt',
  method: 'get',
  path: '/api/training/attempts/:id',
  tag,
  summary: 'Get an attempt: resume it, or read its result',
  description: 'Items without their keys until the attempt is completed; then each result, key and explanation.',
  guard: 'user',
  rule: OWNER_ONLY,
  params: IdParamSchema,
  response: AttemptDetailSchema,
  errors: ['NOT_FOUND'],
});

export const saveTrainingAttempt = defineOperation({
  id: 'saveTrainingAttempt',
  method: 'put',
  path: '/api/training/attempts/:id',
  tag,
  summary: 'Save progress',
  description:
    'Replaces the saved answers and work; `version` must be the one last read (409 otherwise, so newer answers from another device are not lost). Answers must fit their items.',
  guard: 'user',
  rule: `${OWNER_ONLY} Not once completed (409).`,
  params: IdParamSchema,
  body: SaveAttemptInputSchema,
  response: AttemptDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const completeTrainingAttempt = defineOperation({
  id: 'completeTrainingAttempt',
  method: 'post',
  path: '/api/training/attempts/:id/complete',
  tag,
  summary: 'Complete an attempt: the server scores it',
  description:
    'Stores the final answers and work, scores them (docs/training.md, Scoring) and stores score, maximum, per-skill subscores and duration. Once only.',
  guard: 'user',
  rule: `${OWNER_ONLY} Completed once (409 after).`,
  params: IdParamSchema,
  body: CompleteAttemptInputSchema,
  response: AttemptDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const discardTrainingAttempt = defineOperation({
  id: 'discardTrainingAttempt',
  method: 'delete',
  path: '/api/training/attempts/:id',
  tag,
  summary: 'Discard an unfinished attempt',
  description: 'Deletes it with its answers. A completed attempt stays in the history (409).',
  guard: 'user',
  rule: `${OWNER_ONLY} Not once completed (409).`,
  params: IdParamSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

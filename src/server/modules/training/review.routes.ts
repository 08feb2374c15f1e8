// Peer review of training attempts over HTTP (docs/training.md, "Peer review"):
// the handlers of src/shared/training/review-operations.ts. Who is a party to a
// request, and whether it is still open, is decided in the service under the
// request's row lock. Requests mail a person, so they are rate limited per member.
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/training/review-operations.ts';
import { REVIEW_ACTIONS_PER_HOUR, REVIEW_REQUESTS_PER_HOUR } from '#shared/training/review.ts';
import {
  declineTrainingReview,
  getTrainingReviewRequest,
  listMyTrainingReviewRequests,
  listTrainingReviewers,
  listTrainingReviewInbox,
  requestTrainingReview,
  submitTrainingReview,
  withdrawTrainingReview,
} from './review.service.ts';

const HOUR = 60 * 60 * 1000;
const REQUESTS = { name: 'training-review-request', limit: REVIEW_REQUESTS_PER_HOUR, windowMs: HOUR };
const ACTIONS = { name: 'training-review-action', limit: REVIEW_ACTIONS_PER_HOUR, windowMs: HOUR };

export const trainingReviewOperations = [
  implement(api.listTrainingReviewers, (c, { user, query }) => listTrainingReviewers(c.get('db'), user, query.q)),
  implement(api.requestTrainingReview, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), REQUESTS, user.id);
    return requestTrainingReview(c.get('db'), user, params.id, body);
  }),
  implement(api.listMyTrainingReviewRequests, (c, { user, query }) =>
    listMyTrainingReviewRequests(c.get('db'), user, query.attemptId),
  ),
  implement(api.listTrainingReviewInbox, (c, { user, query }) => listTrainingReviewInbox(c.get('db'), user, query.status)),
  implement(api.getTrainingReviewRequest, (c, { user, params }) => getTrainingReviewRequest(c.get('db'), user, params.id)),
  implement(api.submitTrainingReview, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), ACTIONS, user.id);
    return submitTrainingReview(c.get('db'), user, params.id, body);
  }),
  implement(api.declineTrainingReview, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), ACTIONS, user.id);
    return declineTrainingReview(c.get('db'), user, params.id, body);
  }),
  implement(api.withdrawTrainingReview, async (c, { user, params }) => {
    await enforceRateLimit(c.get('db'), ACTIONS, user.id);
    return withdrawTrainingReview(c.get('db'), user, params.id);
  }),
];

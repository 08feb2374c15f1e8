// Peer review of training attempts over the API (docs/training.md, "Peer
// review"), one declaration per operation (src/shared/operation.ts). A member
// shares one completed attempt with one reviewer — an approved judge or a coach
// of a club they belong to; the reviewer reads only that attempt's free work
// and self-assessment, scores it on the rubric once, or declines. Anyone else,
// admins included, gets 404 for a request, as for one that does not exist.
// A timed speech's recording is uploaded by its member and shared through a
// request (docs/training.md, "Sharing a recording").
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import {
  DeclineReviewInputSchema,
  MyReviewRequestsQuerySchema,
  RequestReviewInputSchema,
  ReviewersQuerySchema,
  ReviewersSchema,
  ReviewInboxQuerySchema,
  ReviewRequestDetailSchema,
  ReviewRequestListSchema,
  ReviewRequestSchema,
  SubmitReviewInputSchema,
} from './review.ts';
import { RECORDING_MAX_BYTES, RecordingSchema, RecordingUploadQuerySchema } from './recording.ts';

const tag = 'Training';
const PARTIES =
  'The member who asked and the reviewer asked; anyone else (admins too) gets 404. A withdrawn or declined request is no longer shown to the reviewer (404).';

export const listTrainingReviewers = defineOperation({
  id: 'listTrainingReviewers',
  method: 'get',
  path: '/api/training/reviewers',
  tag,
  summary: 'The people the caller may ask for a review',
  description:
    'The owners and officers of the clubs the caller is an active member of (as coaches), and approved judges, never the caller; `q` narrows by name. At most 50, coaches first.',
  guard: 'user',
  query: ReviewersQuerySchema,
  response: ReviewersSchema,
});

export const requestTrainingReview = defineOperation({
  id: 'requestTrainingReview',
  method: 'post',
  path: '/api/training/attempts/:id/reviews',
  tag,
  summary: 'Ask a judge or a coach to review an attempt',
  description:
    'Shares the completed attempt (an argument build, a rebuttal drill, research notes or a timed speech) with the reviewer, who is mailed. Once per attempt and reviewer; asking again after withdrawing reopens the request.',
  guard: 'user',
  rule: 'The member who made the attempt; anyone else (admins too) gets 404.',
  params: IdParamSchema,
  body: RequestReviewInputSchema,
  status: 201,
  response: ReviewRequestSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const listMyTrainingReviewRequests = defineOperation({
  id: 'listMyTrainingReviewRequests',
  method: 'get',
  path: '/api/training/review-requests',
  tag,
  summary: 'The reviews the caller asked for',
  description: 'Newest first, at most 100; `attemptId` gives one attempt’s. Each with its review once given.',
  guard: 'user',
  query: MyReviewRequestsQuerySchema,
  response: ReviewRequestListSchema,
});

export const listTrainingReviewInbox = defineOperation({
  id: 'listTrainingReviewInbox',
  method: 'get',
  path: '/api/training/review-inbox',
  tag,
  summary: 'The reviews the caller was asked for',
  description: 'Open requests first, then the newest; at most 100; `status` filters. Withdrawn requests are not listed.',
  guard: 'user',
  query: ReviewInboxQuerySchema,
  response: ReviewRequestListSchema,
});

export const getTrainingReviewRequest = defineOperation({
  id: 'getTrainingReviewRequest',
  method: 'get',
  path: '/api/training/review-requests/:id',
  tag,
  summary: 'A review request with the attempt it shares',
  description: 'The attempt’s free work and self-assessment (never its answers or score), and the review once given.',
  guard: 'user',
  rule: PARTIES,
  params: IdParamSchema,
  response: ReviewRequestDetailSchema,
  errors: ['NOT_FOUND'],
});

export const submitTrainingReview = defineOperation({
  id: 'submitTrainingReview',
  method: 'post',
  path: '/api/training/review-requests/:id/review',
  tag,
  summary: 'Review the attempt: rate every criterion of the rubric and comment',
  description: 'The score is computed from the ratings. Once only (409 after); the member is mailed.',
  guard: 'user',
  rule: `${PARTIES} Only the reviewer may review (403 for the member).`,
  params: IdParamSchema,
  body: SubmitReviewInputSchema,
  response: ReviewRequestDetailSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
});

export const declineTrainingReview = defineOperation({
  id: 'declineTrainingReview',
  method: 'post',
  path: '/api/training/review-requests/:id/decline',
  tag,
  summary: 'Decline to review',
  description: 'An open request only (409 otherwise), with an optional reason the member sees.',
  guard: 'user',
  rule: `${PARTIES} Only the reviewer may decline (403 for the member).`,
  params: IdParamSchema,
  body: DeclineReviewInputSchema,
  response: ReviewRequestSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
});

export const withdrawTrainingReview = defineOperation({
  id: 'withdrawTrainingReview',
  method: 'post',
  path: '/api/training/review-requests/:id/withdraw',
  tag,
  summary: 'Withdraw a request',
  description: 'An open request only (409 once reviewed or declined); the reviewer no longer sees the attempt.',
  guard: 'user',
  rule: `${PARTIES} Only the member who asked may withdraw (403 for the reviewer).`,
  params: IdParamSchema,
  response: ReviewRequestSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
});

const OWNER = 'The member who made the attempt; anyone else (admins too) gets 404.';

export const uploadTrainingRecording = defineOperation({
  id: 'uploadTrainingRecording',
  method: 'put',
  path: '/api/training/attempts/:id/recording',
  tag,
  summary: "Upload a timed speech's recording, to share it with a reviewer",
  description: `The raw WebM, Ogg or MP4 audio as MediaRecorder made it, at most ${RECORDING_MAX_BYTES / (1024 * 1024)} MB; the type is read from the bytes and must match Content-Type. A completed timed speech only. Uploading again replaces it. Kept while a review request that shares it is open (requestTrainingReview with shareRecording), deleted once none is.`,
  guard: 'user',
  rule: OWNER,
  params: IdParamSchema,
  query: RecordingUploadQuerySchema,
  body: 'audio',
  response: RecordingSchema,
  errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const getTrainingRecording = defineOperation({
  id: 'getTrainingRecording',
  method: 'get',
  path: '/api/training/attempts/:id/recording',
  tag,
  summary: "A speech's shared recording, as audio",
  description:
    'The audio with its stored type, `Cache-Control: private`; a single byte range (`Range: bytes=…`) answers 206, a range past the end 416.',
  guard: 'user',
  rule: 'The member who made the attempt, and the reviewer of an open request that shares the recording; anyone else (admins too) gets 404.',
  params: IdParamSchema,
  produces: 'audio',
  errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
});

export const deleteTrainingRecording = defineOperation({
  id: 'deleteTrainingRecording',
  method: 'delete',
  path: '/api/training/attempts/:id/recording',
  tag,
  summary: "Delete a speech's recording from the server",
  description: 'The reviewers it was shared with can no longer play it; the copy on the member’s device stays.',
  guard: 'user',
  rule: OWNER,
  params: IdParamSchema,
  status: 204,
  errors: ['NOT_FOUND'],
});

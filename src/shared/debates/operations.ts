// The debates API, one declaration per operation (src/shared/operation.ts).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import { paginatedSchema } from '../validation.ts';
import {
  CreateDebateInputSchema,
  DebateDetailViewSchema,
  DebateListQuerySchema,
  DebateRoomSnapshotSchema,
  DebateSummaryViewSchema,
  DebateTimerEventPayloadSchema,
  JoinDebateInputSchema,
  MyDebatesQuerySchema,
  MyDebateViewSchema,
  TimerCommandInputSchema,
  UpdateDebateInputSchema,
} from './contract.ts';

const tag = 'Debates';

export const listDebates = defineOperation({
  id: 'listDebates',
  method: 'get',
  path: '/api/debates',
  tag,
  summary: 'List debates',
  description: 'A page of debates, filtered by format, type, state, venue or topic, and searched by `q`.',
  guard: 'public',
  query: DebateListQuerySchema,
  response: paginatedSchema(DebateSummaryViewSchema),
});

export const createDebate = defineOperation({
  id: 'createDebate',
  method: 'post',
  path: '/api/debates',
  tag,
  summary: 'Create a debate',
  guard: 'user',
  body: CreateDebateInputSchema,
  status: 201,
  response: z.object({ id: z.string() }),
  errors: ['RATE_LIMITED'],
});

export const getDebate = defineOperation({
  id: 'getDebate',
  method: 'get',
  path: '/api/debates/:id',
  tag,
  summary: 'Get a debate with its participants',
  description: '`viewer` says what the signed-in caller may do; it is all false for visitors.',
  guard: 'public',
  params: IdParamSchema,
  response: DebateDetailViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateDebate = defineOperation({
  id: 'updateDebate',
  method: 'patch',
  path: '/api/debates/:id',
  tag,
  summary: 'Edit a debate',
  guard: 'user',
  adminAudit: 'debate',
  rule: "The debate's creator or an admin, before the debate has started.",
  params: IdParamSchema,
  body: UpdateDebateInputSchema,
  response: DebateDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const cancelDebate = defineOperation({
  id: 'cancelDebate',
  method: 'post',
  path: '/api/debates/:id/cancel',
  tag,
  summary: 'Cancel a debate',
  guard: 'user',
  adminAudit: 'debate',
  rule: "The debate's creator or an admin, before the debate has finished.",
  params: IdParamSchema,
  response: DebateDetailViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const joinDebate = defineOperation({
  id: 'joinDebate',
  method: 'post',
  path: '/api/debates/:id/join',
  tag,
  summary: 'Join a debate in a position or in the audience',
  guard: 'user',
  rule: 'The position must be free and the debate open for joining.',
  params: IdParamSchema,
  body: JoinDebateInputSchema,
  response: DebateDetailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const leaveDebate = defineOperation({
  id: 'leaveDebate',
  method: 'post',
  path: '/api/debates/:id/leave',
  tag,
  summary: 'Leave a debate',
  guard: 'user',
  rule: 'A participant, before the debate has started.',
  params: IdParamSchema,
  response: DebateDetailViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const getDebateCalendarFile = defineOperation({
  id: 'getDebateCalendarFile',
  method: 'get',
  path: '/api/debates/:id/calendar.ics',
  tag,
  summary: 'The debate as a calendar file (iCalendar)',
  guard: 'public',
  params: IdParamSchema,
  produces: 'calendar',
  errors: ['NOT_FOUND'],
});

export const getDebateRoom = defineOperation({
  id: 'getDebateRoom',
  method: 'get',
  path: '/api/debates/:id/room',
  tag,
  summary: "The live room's snapshot: timer state, server time and the latest events",
  guard: 'public',
  params: IdParamSchema,
  response: DebateRoomSnapshotSchema,
  errors: ['NOT_FOUND'],
});

export const startDebate = defineOperation({
  id: 'startDebate',
  method: 'post',
  path: '/api/debates/:id/start',
  tag,
  summary: 'Open the live room',
  guard: 'user',
  adminAudit: 'debate',
  rule: "The debate's chair (its creator) or an admin.",
  params: IdParamSchema,
  response: DebateTimerEventPayloadSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const runTimerCommand = defineOperation({
  id: 'runTimerCommand',
  method: 'post',
  path: '/api/debates/:id/timer',
  tag,
  summary: "Run one of the chair's timer commands",
  description: 'The command names the version the chair saw; an older version is refused with 409.',
  guard: 'user',
  rule: "The debate's chair (its creator) or an admin.",
  params: IdParamSchema,
  body: TimerCommandInputSchema,
  response: DebateTimerEventPayloadSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listMyDebates = defineOperation({
  id: 'listMyDebates',
  method: 'get',
  path: '/api/me/debates',
  tag,
  summary: "The caller's debates, upcoming (soonest first) or past",
  guard: 'user',
  query: MyDebatesQuerySchema,
  response: z.object({ items: z.array(MyDebateViewSchema) }),
});

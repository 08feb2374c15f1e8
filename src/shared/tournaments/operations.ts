// The tournaments API, one declaration per operation (src/shared/operation.ts):
// turning an event into a tournament, its settings and staff, teams registering
// and teammates joining with the team's code, adjudicators registering (approved
// judges) or accepting a guest invitation, and conflicts. Managers are the
// event's organizers and the tournament's tab directors; the adjudication core
// also manages adjudicators and conflicts (checked by the service on the locked
// tournament row).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import {
  AcceptInviteInputSchema,
  AdjudicatorParamsSchema,
  AdjudicatorViewSchema,
  ConflictInputSchema,
  ConflictParamsSchema,
  ConflictViewSchema,
  CreateTournamentInputSchema,
  InviteAdjudicatorInputSchema,
  InviteResultSchema,
  JoinTeamInputSchema,
  RegisterAdjudicatorInputSchema,
  RegisterTeamInputSchema,
  StaffInputSchema,
  StaffParamsSchema,
  TeamParamsSchema,
  TeamViewSchema,
  TournamentViewSchema,
  UpdateAdjudicatorInputSchema,
  UpdateTeamInputSchema,
  UpdateTournamentInputSchema,
} from './contract.ts';

const tag = 'Tournaments';
const MANAGER_RULE =
  "The event's organizers (its creator, the hosting club's owners and officers, admins) and the tournament's tab directors.";
const ADJUDICATION_RULE = `${MANAGER_RULE} The adjudication core too.`;

export const createTournament = defineOperation({
  id: 'createTournament',
  method: 'post',
  path: '/api/events/:id/tournament',
  tag,
  summary: 'Run an event as a tournament',
  description: 'The caller becomes its first tab director.',
  guard: 'user',
  rule: "One of the event's organizers, once per event, while it is not cancelled.",
  params: IdParamSchema,
  body: CreateTournamentInputSchema,
  status: 201,
  response: TournamentViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const getEventTournament = defineOperation({
  id: 'getEventTournament',
  method: 'get',
  path: '/api/events/:id/tournament',
  tag,
  summary: 'The tournament an event runs, if any',
  guard: 'public',
  params: IdParamSchema,
  response: TournamentViewSchema,
  errors: ['NOT_FOUND'],
});

export const getTournament = defineOperation({
  id: 'getTournament',
  method: 'get',
  path: '/api/tournaments/:id',
  tag,
  summary: 'A tournament: format, rounds, break categories, staff and counts',
  guard: 'public',
  params: IdParamSchema,
  response: TournamentViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateTournament = defineOperation({
  id: 'updateTournament',
  method: 'patch',
  path: '/api/tournaments/:id',
  tag,
  summary: 'Change a tournament’s settings',
  description: 'The format and the number of rounds change only while the tournament is being set up.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: UpdateTournamentInputSchema,
  response: TournamentViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const addTournamentStaff = defineOperation({
  id: 'addTournamentStaff',
  method: 'post',
  path: '/api/tournaments/:id/staff',
  tag,
  summary: 'Make a member a tab director or one of the adjudication core',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: StaffInputSchema,
  response: TournamentViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeTournamentStaff = defineOperation({
  id: 'removeTournamentStaff',
  method: 'delete',
  path: '/api/tournaments/:id/staff/:userId',
  tag,
  summary: 'Remove a member from the staff',
  guard: 'user',
  rule: `${MANAGER_RULE} The last tab director stays.`,
  params: StaffParamsSchema,
  response: TournamentViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listTournamentTeams = defineOperation({
  id: 'listTournamentTeams',
  method: 'get',
  path: '/api/tournaments/:id/teams',
  tag,
  summary: 'The registered teams, with their speakers',
  description: 'A team’s join code shows only to its own speakers and the staff.',
  guard: 'public',
  params: IdParamSchema,
  response: z.object({ items: z.array(TeamViewSchema) }),
  errors: ['NOT_FOUND'],
});

export const registerTournamentTeam = defineOperation({
  id: 'registerTournamentTeam',
  method: 'post',
  path: '/api/tournaments/:id/teams',
  tag,
  summary: 'Register a team, with the caller as its first speaker',
  description: 'Teammates join with the team’s code. Staff register teams even when registration is closed.',
  guard: 'user',
  rule: 'Any member not yet speaking or adjudicating in the tournament, while registration is open.',
  params: IdParamSchema,
  body: RegisterTeamInputSchema,
  status: 201,
  response: TeamViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const joinTournamentTeam = defineOperation({
  id: 'joinTournamentTeam',
  method: 'post',
  path: '/api/tournaments/:id/teams/:teamId/members',
  tag,
  summary: 'Join a team with the code a teammate shared',
  guard: 'user',
  rule: 'Any member with the team’s code, not yet speaking or adjudicating in the tournament, while the team has room.',
  params: TeamParamsSchema,
  body: JoinTeamInputSchema,
  response: TeamViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const leaveTournamentTeam = defineOperation({
  id: 'leaveTournamentTeam',
  method: 'delete',
  path: '/api/tournaments/:id/teams/:teamId/members/me',
  tag,
  summary: 'Leave a team; the last speaker to leave withdraws it',
  guard: 'user',
  rule: 'A speaker of the team, while the tournament is being set up.',
  params: TeamParamsSchema,
  response: z.object({ withdrawn: z.boolean() }),
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const updateTournamentTeam = defineOperation({
  id: 'updateTournamentTeam',
  method: 'patch',
  path: '/api/tournaments/:id/teams/:teamId',
  tag,
  summary: 'Make a team a swing team, or a ranked team again',
  guard: 'user',
  rule: `${MANAGER_RULE} A swing team fills a debate when the teams do not divide into full rooms; it is never ranked.`,
  params: TeamParamsSchema,
  body: UpdateTeamInputSchema,
  response: TeamViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const withdrawTournamentTeam = defineOperation({
  id: 'withdrawTournamentTeam',
  method: 'delete',
  path: '/api/tournaments/:id/teams/:teamId',
  tag,
  summary: 'Withdraw a team',
  guard: 'user',
  rule: `${MANAGER_RULE} While the tournament is being set up.`,
  params: TeamParamsSchema,
  response: z.object({ withdrawn: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listTournamentAdjudicators = defineOperation({
  id: 'listTournamentAdjudicators',
  method: 'get',
  path: '/api/tournaments/:id/adjudicators',
  tag,
  summary: 'The adjudicators, with scores for the staff',
  guard: 'public',
  params: IdParamSchema,
  response: z.object({ items: z.array(AdjudicatorViewSchema) }),
  errors: ['NOT_FOUND'],
});

export const registerTournamentAdjudicator = defineOperation({
  id: 'registerTournamentAdjudicator',
  method: 'post',
  path: '/api/tournaments/:id/adjudicators',
  tag,
  summary: 'Register the caller as an adjudicator',
  description: 'Their judge conflicts (clubs and people) carry over as conflicts with those teams.',
  guard: 'user',
  rule: 'An approved judge not speaking in the tournament, while registration is open.',
  params: IdParamSchema,
  body: RegisterAdjudicatorInputSchema,
  status: 201,
  response: AdjudicatorViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const inviteTournamentAdjudicator = defineOperation({
  id: 'inviteTournamentAdjudicator',
  method: 'post',
  path: '/api/tournaments/:id/adjudicators/invitations',
  tag,
  summary: 'Invite a guest adjudicator by link',
  description: 'The link is answered once, and only in this response; it works for 14 days.',
  guard: 'user',
  rule: ADJUDICATION_RULE,
  params: IdParamSchema,
  body: InviteAdjudicatorInputSchema,
  status: 201,
  response: InviteResultSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const acceptTournamentInvitation = defineOperation({
  id: 'acceptTournamentInvitation',
  method: 'post',
  path: '/api/tournaments/:id/adjudicators/invitations/accept',
  tag,
  summary: 'Accept a guest adjudicator invitation as the signed-in member',
  guard: 'user',
  rule: 'Whoever holds a valid invitation link, not already in the tournament.',
  params: IdParamSchema,
  body: AcceptInviteInputSchema,
  response: AdjudicatorViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const updateTournamentAdjudicator = defineOperation({
  id: 'updateTournamentAdjudicator',
  method: 'patch',
  path: '/api/tournaments/:id/adjudicators/:adjudicatorId',
  tag,
  summary: 'Set an adjudicator’s score or independence',
  guard: 'user',
  rule: ADJUDICATION_RULE,
  params: AdjudicatorParamsSchema,
  body: UpdateAdjudicatorInputSchema,
  response: AdjudicatorViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const removeTournamentAdjudicator = defineOperation({
  id: 'removeTournamentAdjudicator',
  method: 'delete',
  path: '/api/tournaments/:id/adjudicators/:adjudicatorId',
  tag,
  summary: 'Remove an adjudicator (or withdraw oneself)',
  guard: 'user',
  rule: `${ADJUDICATION_RULE} Or the adjudicator themselves.`,
  params: AdjudicatorParamsSchema,
  response: z.object({ removed: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listTournamentConflicts = defineOperation({
  id: 'listTournamentConflicts',
  method: 'get',
  path: '/api/tournaments/:id/conflicts',
  tag,
  summary: 'Conflicts between adjudicators and teams or other adjudicators',
  guard: 'user',
  rule: ADJUDICATION_RULE,
  params: IdParamSchema,
  response: z.object({ items: z.array(ConflictViewSchema) }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const addTournamentConflict = defineOperation({
  id: 'addTournamentConflict',
  method: 'post',
  path: '/api/tournaments/:id/conflicts',
  tag,
  summary: 'Record a conflict',
  guard: 'user',
  rule: ADJUDICATION_RULE,
  params: IdParamSchema,
  body: ConflictInputSchema,
  status: 201,
  response: ConflictViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeTournamentConflict = defineOperation({
  id: 'removeTournamentConflict',
  method: 'delete',
  path: '/api/tournaments/:id/conflicts/:conflictId',
  tag,
  summary: 'Remove a conflict',
  guard: 'user',
  rule: ADJUDICATION_RULE,
  params: ConflictParamsSchema,
  response: z.object({ removed: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

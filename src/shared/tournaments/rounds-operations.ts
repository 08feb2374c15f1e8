// The rounds API, one declaration per operation (src/shared/operation.ts): a
// tournament's rounds and motions, check-in, venues, and each round's draw —
// generated, edited by hand on a version, allocated, released as live debates.
// Managers are the event's organizers and the tournament's tab directors; the
// adjudication core also checks people in and allocates judges (checked by the
// service on the locked tournament row).
import { z } from 'zod';
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import {
  AllocateInputSchema,
  CheckInCodeViewSchema,
  CheckinByCodeInputSchema,
  CheckinByCodeResultSchema,
  CheckinInputSchema,
  CheckinListSchema,
  CheckinParamsSchema,
  DrawChangeSchema,
  GenerateDrawInputSchema,
  ReleaseDrawInputSchema,
  RoundParamsSchema,
  RoundSummarySchema,
  RoundViewSchema,
  UpdateDrawInputSchema,
  UpdateRoundInputSchema,
  VenueInputSchema,
  VenueParamsSchema,
  VenueViewSchema,
} from './rounds-contract.ts';

const tag = 'Tournament rounds';
const MANAGER_RULE =
  "The event's organizers (its creator, the hosting club's owners and officers, admins) and the tournament's tab directors.";
const STAFF_RULE = `${MANAGER_RULE} The adjudication core too.`;

export const listTournamentRounds = defineOperation({
  id: 'listTournamentRounds',
  method: 'get',
  path: '/api/tournaments/:id/rounds',
  tag,
  summary: 'A tournament’s rounds; motions once released',
  guard: 'public',
  params: IdParamSchema,
  response: z.object({ items: z.array(RoundSummarySchema) }),
  errors: ['NOT_FOUND'],
});

export const getTournamentRound = defineOperation({
  id: 'getTournamentRound',
  method: 'get',
  path: '/api/tournaments/:id/rounds/:seq',
  tag,
  summary: 'A round: its motion, info slide and draw, as far as the viewer may see them',
  description: 'The staff see the draft draw, its reasons and the panels; others see what has been released.',
  guard: 'public',
  params: RoundParamsSchema,
  response: RoundViewSchema,
  errors: ['NOT_FOUND'],
});

export const updateTournamentRound = defineOperation({
  id: 'updateTournamentRound',
  method: 'patch',
  path: '/api/tournaments/:id/rounds/:seq',
  tag,
  summary: 'Change a round’s name, start, motion, info slide or motion release time',
  guard: 'user',
  rule: MANAGER_RULE,
  params: RoundParamsSchema,
  body: UpdateRoundInputSchema,
  response: RoundViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const releaseTournamentMotion = defineOperation({
  id: 'releaseTournamentMotion',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/motion/release',
  tag,
  summary: 'Release the round’s motion now',
  description: 'The live debates of a released draw take the motion as their topic.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: RoundParamsSchema,
  response: RoundViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listTournamentCheckins = defineOperation({
  id: 'listTournamentCheckins',
  method: 'get',
  path: '/api/tournaments/:id/rounds/:seq/checkins',
  tag,
  summary: 'Who is checked in for a round',
  guard: 'user',
  rule: STAFF_RULE,
  params: RoundParamsSchema,
  response: CheckinListSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const checkInTournamentRound = defineOperation({
  id: 'checkInTournamentRound',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/checkins',
  tag,
  summary: 'Check a team or an adjudicator in for a round',
  description: 'Checking in twice is harmless.',
  guard: 'user',
  rule: `A speaker of the team, the adjudicator themself, or: ${STAFF_RULE}`,
  params: RoundParamsSchema,
  body: CheckinInputSchema,
  response: z.object({ checkedIn: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const getTournamentCheckInCode = defineOperation({
  id: 'getTournamentCheckInCode',
  method: 'get',
  path: '/api/tournaments/:id/check-in-code',
  tag,
  summary: 'The viewer’s check-in code for the tournament, to show as a QR ticket',
  description:
    'Ten characters, the same in every round of the tournament, for a speaker of a team or an adjudicator with an account. Staff check the team (or the adjudicator) in by it.',
  guard: 'user',
  rule: 'A speaker of a team or an adjudicator of the tournament.',
  params: IdParamSchema,
  response: CheckInCodeViewSchema,
  errors: ['NOT_FOUND'],
});

export const checkInTournamentRoundByCode = defineOperation({
  id: 'checkInTournamentRoundByCode',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/checkins/by-code',
  tag,
  summary: 'Check in for a round by a speaker’s or an adjudicator’s check-in code',
  description:
    'A speaker’s code checks their team in, an adjudicator’s code the adjudicator. Scanning twice is harmless: the answer says they were already checked in.',
  guard: 'user',
  rule: STAFF_RULE,
  params: RoundParamsSchema,
  body: CheckinByCodeInputSchema,
  response: CheckinByCodeResultSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const checkOutTournamentRound = defineOperation({
  id: 'checkOutTournamentRound',
  method: 'delete',
  path: '/api/tournaments/:id/rounds/:seq/checkins/:targetId',
  tag,
  summary: 'Check a team or an adjudicator (by id) out of a round',
  guard: 'user',
  rule: STAFF_RULE,
  params: CheckinParamsSchema,
  response: z.object({ checkedIn: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const generateTournamentDraw = defineOperation({
  id: 'generateTournamentDraw',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/draw',
  tag,
  summary: 'Generate a preliminary round’s draw, saved as a draft',
  description:
    'Round 1 is drawn at random, later rounds power-paired on the confirmed results. Teams not checked in are refused (409) until `includeUnchecked` says whether to draw them; a released draw is redrawn only with `replaceReleased`, and never once a result of the round is confirmed.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: RoundParamsSchema,
  body: GenerateDrawInputSchema,
  response: DrawChangeSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const updateTournamentDraw = defineOperation({
  id: 'updateTournamentDraw',
  method: 'put',
  path: '/api/tournaments/:id/rounds/:seq/draw',
  tag,
  summary: 'Replace a round’s draw by hand: sides, venues and panels',
  description:
    'Made on `expectedVersion`: a draw changed since is refused (409). The answer lists the clashes and conflicts the edit leaves.',
  guard: 'user',
  rule: `${MANAGER_RULE} The adjudication core too, for the panels only: an edit of theirs that moves a team or a venue is refused (403).`,
  params: RoundParamsSchema,
  body: UpdateDrawInputSchema,
  response: DrawChangeSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const allocateTournamentAdjudicators = defineOperation({
  id: 'allocateTournamentAdjudicators',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/allocation',
  tag,
  summary: 'Allocate the checked-in adjudicators to the round’s debates',
  description: 'Conflicts are never broken; the strongest panels go to the top brackets. Replaces the panels.',
  guard: 'user',
  rule: STAFF_RULE,
  params: RoundParamsSchema,
  body: AllocateInputSchema,
  response: DrawChangeSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const releaseTournamentDraw = defineOperation({
  id: 'releaseTournamentDraw',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/draw/release',
  tag,
  summary: 'Release the draw: every debate opens as a live debate',
  description:
    'The speakers take their side’s positions; with `allocation`, the panels are released and seated too. With `notify`, each of them is told their room by e-mail (and push where turned on).',
  guard: 'user',
  rule: MANAGER_RULE,
  params: RoundParamsSchema,
  body: ReleaseDrawInputSchema,
  response: RoundViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const releaseTournamentAllocation = defineOperation({
  id: 'releaseTournamentAllocation',
  method: 'post',
  path: '/api/tournaments/:id/rounds/:seq/allocation/release',
  tag,
  summary: 'Release the panels of a released draw; adjudicators with accounts join their live debates',
  guard: 'user',
  rule: MANAGER_RULE,
  params: RoundParamsSchema,
  response: RoundViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const listTournamentVenues = defineOperation({
  id: 'listTournamentVenues',
  method: 'get',
  path: '/api/tournaments/:id/venues',
  tag,
  summary: 'The tournament’s venues and online rooms',
  guard: 'public',
  params: IdParamSchema,
  response: z.object({ items: z.array(VenueViewSchema) }),
  errors: ['NOT_FOUND'],
});

export const addTournamentVenue = defineOperation({
  id: 'addTournamentVenue',
  method: 'post',
  path: '/api/tournaments/:id/venues',
  tag,
  summary: 'Add a venue or an online room',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: VenueInputSchema,
  status: 201,
  response: VenueViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeTournamentVenue = defineOperation({
  id: 'removeTournamentVenue',
  method: 'delete',
  path: '/api/tournaments/:id/venues/:venueId',
  tag,
  summary: 'Remove a venue; debates drawn in it lose their venue',
  guard: 'user',
  rule: MANAGER_RULE,
  params: VenueParamsSchema,
  response: z.object({ removed: z.boolean() }),
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

// A tournament's rounds over HTTP (docs/tournaments-rounds.md): the handlers of
// the operations declared in src/shared/tournaments/rounds-operations.ts. Guards
// and input validation run before them (lib/operations.ts); who may change a
// round is checked by the services on the locked tournament and round rows.
// Every change is announced on the tournament's realtime channel.
import { getSessionUser } from '#server/auth/session.ts';
import { type ImplementedOperation, implement } from '#server/lib/operations.ts';
import * as api from '#shared/tournaments/rounds-operations.ts';
import { allocateRound, generateRoundDraw, releaseRoundAllocation, releaseRoundDraw, updateRoundDraw } from './draw.service.ts';
import {
  addVenue,
  checkIn,
  checkInByCode,
  checkOut,
  getCheckInCode,
  getRound,
  listCheckins,
  listRounds,
  listVenues,
  releaseMotion,
  removeVenue,
  updateRound,
} from './rounds.service.ts';

export const tournamentRoundsOperations: ImplementedOperation[] = [
  implement(api.listTournamentRounds, async (c, { params }) => ({
    items: await listRounds(c.get('db'), c.get('realtime'), params.id, await getSessionUser(c)),
  })),
  implement(api.getTournamentRound, async (c, { params }) =>
    getRound(c.get('db'), c.get('realtime'), params.id, params.seq, await getSessionUser(c)),
  ),
  implement(api.updateTournamentRound, (c, { user, params, body }) =>
    updateRound(c.get('db'), c.get('realtime'), user, params.id, params.seq, body),
  ),
  implement(api.releaseTournamentMotion, (c, { user, params }) =>
    releaseMotion(c.get('db'), c.get('realtime'), user, params.id, params.seq),
  ),
  implement(api.listTournamentCheckins, (c, { user, params }) => listCheckins(c.get('db'), user, params.id, params.seq)),
  implement(api.checkInTournamentRound, (c, { user, params, body }) =>
    checkIn(c.get('db'), c.get('realtime'), user, params.id, params.seq, body),
  ),
  implement(api.getTournamentCheckInCode, (c, { user, params }) =>
    getCheckInCode(c.get('db'), c.get('config').authSecret, user, params.id),
  ),
  implement(api.checkInTournamentRoundByCode, (c, { user, params, body }) =>
    checkInByCode(c.get('db'), c.get('realtime'), c.get('config').authSecret, user, params.id, params.seq, body.code),
  ),
  implement(api.checkOutTournamentRound, (c, { user, params }) =>
    checkOut(c.get('db'), c.get('realtime'), user, params.id, params.seq, params.targetId),
  ),
  implement(api.generateTournamentDraw, (c, { user, params, body }) =>
    generateRoundDraw(c.get('db'), c.get('realtime'), user, params.id, params.seq, body),
  ),
  implement(api.updateTournamentDraw, (c, { user, params, body }) =>
    updateRoundDraw(c.get('db'), c.get('realtime'), user, params.id, params.seq, body),
  ),
  implement(api.allocateTournamentAdjudicators, (c, { user, params, body }) =>
    allocateRound(c.get('db'), c.get('realtime'), user, params.id, params.seq, body.expectedVersion),
  ),
  implement(api.releaseTournamentDraw, (c, { user, params, body }) =>
    releaseRoundDraw(c.get('db'), c.get('realtime'), user, params.id, params.seq, body),
  ),
  implement(api.releaseTournamentAllocation, (c, { user, params }) =>
    releaseRoundAllocation(c.get('db'), c.get('realtime'), user, params.id, params.seq),
  ),
  implement(api.listTournamentVenues, async (c, { params }) => ({ items: await listVenues(c.get('db'), params.id) })),
  implement(api.addTournamentVenue, (c, { user, params, body }) => addVenue(c.get('db'), user, params.id, body)),
  implement(api.removeTournamentVenue, (c, { user, params }) => removeVenue(c.get('db'), user, params.id, params.venueId)),
];

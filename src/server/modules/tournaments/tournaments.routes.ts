// Tournaments over HTTP (docs/tournaments.md): the handlers of the operations
// declared in src/shared/tournaments/operations.ts. Guards and input validation
// run before them (lib/operations.ts); who manages the tournament is checked by
// the service on the locked tournament row.
import { getSessionUser } from '#server/auth/session.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/tournaments/operations.ts';
import {
  acceptInvitation,
  addConflict,
  addStaff,
  createTournament,
  getEventTournament,
  getTournament,
  inviteAdjudicator,
  joinTeam,
  leaveTeam,
  listAdjudicators,
  listConflicts,
  listTeams,
  registerAdjudicator,
  registerTeam,
  removeAdjudicator,
  removeConflict,
  removeStaff,
  updateAdjudicator,
  updateTournament,
  updateTeam,
  withdrawTeam,
} from './tournaments.service.ts';

/** Registering teams: generous for a coach registering a squad, not for a script. */
const TEAM_REGISTRATIONS = { name: 'tournament-team', limit: 20, windowMs: 60 * 60 * 1000 };
/** Join codes are eight characters of 32: guessing needs far more tries than this allows. */
const CODE_TRIES = { name: 'tournament-code', limit: 10, windowMs: 10 * 60 * 1000 };

export const tournamentsOperations = [
  implement(api.createTournament, (c, { user, params, body }) => createTournament(c.get('db'), user, params.id, body)),
  implement(api.getEventTournament, async (c, { params }) => getEventTournament(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.getTournament, async (c, { params }) => getTournament(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.updateTournament, (c, { user, params, body }) => updateTournament(c.get('db'), user, params.id, body)),
  implement(api.addTournamentStaff, (c, { user, params, body }) => addStaff(c.get('db'), user, params.id, body)),
  implement(api.removeTournamentStaff, (c, { user, params }) => removeStaff(c.get('db'), user, params.id, params.userId)),
  implement(api.listTournamentTeams, async (c, { params }) => ({
    items: await listTeams(c.get('db'), params.id, await getSessionUser(c)),
  })),
  implement(api.registerTournamentTeam, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), TEAM_REGISTRATIONS, user.id);
    return registerTeam(c.get('db'), user, params.id, body);
  }),
  implement(api.joinTournamentTeam, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), CODE_TRIES, user.id);
    return joinTeam(c.get('db'), user, params.id, params.teamId, body.code);
  }),
  implement(api.leaveTournamentTeam, (c, { user, params }) => leaveTeam(c.get('db'), user, params.id, params.teamId)),
  implement(api.updateTournamentTeam, (c, { user, params, body }) =>
    updateTeam(c.get('db'), user, params.id, params.teamId, body),
  ),
  implement(api.withdrawTournamentTeam, (c, { user, params }) => withdrawTeam(c.get('db'), user, params.id, params.teamId)),
  implement(api.listTournamentAdjudicators, async (c, { params }) => ({
    items: await listAdjudicators(c.get('db'), params.id, await getSessionUser(c)),
  })),
  implement(api.registerTournamentAdjudicator, (c, { user, params, body }) =>
    registerAdjudicator(c.get('db'), user, params.id, body.institution),
  ),
  implement(api.inviteTournamentAdjudicator, (c, { user, params, body }) =>
    inviteAdjudicator(c.get('db'), user, params.id, body, c.get('config').baseUrl),
  ),
  implement(api.acceptTournamentInvitation, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), CODE_TRIES, user.id);
    return acceptInvitation(c.get('db'), user, params.id, body.token);
  }),
  implement(api.updateTournamentAdjudicator, (c, { user, params, body }) =>
    updateAdjudicator(c.get('db'), user, params.id, params.adjudicatorId, body),
  ),
  implement(api.removeTournamentAdjudicator, (c, { user, params }) =>
    removeAdjudicator(c.get('db'), user, params.id, params.adjudicatorId),
  ),
  implement(api.listTournamentConflicts, async (c, { user, params }) => ({
    items: await listConflicts(c.get('db'), user, params.id),
  })),
  implement(api.addTournamentConflict, (c, { user, params, body }) => addConflict(c.get('db'), user, params.id, body)),
  implement(api.removeTournamentConflict, (c, { user, params }) =>
    removeConflict(c.get('db'), user, params.id, params.conflictId),
  ),
];

// A tournament's results, standings, break and tab over HTTP (docs/tournaments-tab.md):
// the handlers of the operations declared in src/shared/tournaments/tab-operations.ts.
// Guards and input validation run before them (lib/operations.ts); who manages the
// tournament is checked by the services on the locked tournament row. Confirming a
// result composes the judging module's confirmResult with the tab's manager check.
import { getSessionUser } from '#server/auth/session.ts';
import { type ImplementedOperation, implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import * as api from '#shared/tournaments/tab-operations.ts';
import { exportTabCsv, exportTabJson } from './tab-export.ts';
import { importAdjudicators, importTeams } from './tab-import.ts';
import {
  confirmBreak,
  confirmRoundResult,
  createEliminationRound,
  getBreak,
  getRoundResults,
  getSpeakerStandings,
  getTab,
  getTeamStandings,
  setTabRelease,
} from './tab.service.ts';

/**
 * Imports look people up by e-mail: generous for a tab director loading a
 * tournament in a few files, too slow to probe which addresses have accounts.
 */
const IMPORTS = { name: 'tournament-import', limit: 20, windowMs: 60 * 60 * 1000 };

export const tournamentTabOperations: ImplementedOperation[] = [
  implement(api.getRoundResults, async (c, { params }) =>
    getRoundResults(c.get('db'), params.id, params.seq, await getSessionUser(c)),
  ),
  implement(api.confirmTournamentResult, (c, { user, params, body }) =>
    confirmRoundResult(c.get('db'), user, params.id, params.drawDebateId, body.acknowledgeConflict),
  ),
  implement(api.getTeamStandings, async (c, { params }) => getTeamStandings(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.getSpeakerStandings, async (c, { params, query }) =>
    getSpeakerStandings(c.get('db'), params.id, await getSessionUser(c), query.minimumSpeeches),
  ),
  implement(api.getTournamentBreak, async (c, { params }) => getBreak(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.confirmTournamentBreak, (c, { user, params, body }) => confirmBreak(c.get('db'), user, params.id, body)),
  implement(api.createEliminationRound, (c, { user, params, body }) =>
    createEliminationRound(c.get('db'), user, params.id, body.categoryId),
  ),
  implement(api.releaseTabPart, (c, { user, params }) => setTabRelease(c.get('db'), user, params.id, params.part, true)),
  implement(api.withdrawTabPart, (c, { user, params }) => setTabRelease(c.get('db'), user, params.id, params.part, false)),
  implement(api.getTournamentTab, async (c, { params }) => getTab(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.exportTabCsv, async (c, { params }) =>
    exportTabCsv(c.get('db'), params.id, await getSessionUser(c), params.kind),
  ),
  implement(api.exportTabJson, async (c, { params }) => exportTabJson(c.get('db'), params.id, await getSessionUser(c))),
  implement(api.importTournamentTeams, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), IMPORTS, user.id);
    return importTeams(c.get('db'), user, params.id, body.csv);
  }),
  implement(api.importTournamentAdjudicators, async (c, { user, params, body }) => {
    await enforceRateLimit(c.get('db'), IMPORTS, user.id);
    return importAdjudicators(c.get('db'), user, params.id, body.csv, c.get('config').baseUrl);
  }),
];

// The tab API, one declaration per operation (src/shared/operation.ts;
// docs/tournaments-tab.md): a round's results and ballot status, a tab director
// confirming a result, standings, the break and its confirmation, elimination
// rounds, releasing the parts of the tab, the tab and its exports, and
// importing teams and adjudicators. Who manages is checked by the service on
// the locked tournament row; the public sees the parts that are released.
import { IdParamSchema } from '../ids.ts';
import { defineOperation } from '../operation.ts';
import {
  BreakViewSchema,
  ConfirmBreakInputSchema,
  ConfirmResultAnswerSchema,
  ConfirmResultInputSchema,
  DrawDebateParamsSchema,
  EliminationInputSchema,
  EliminationRoundAnswerSchema,
  ExportParamsSchema,
  ImportAdjudicatorsAnswerSchema,
  ImportCsvInputSchema,
  ImportTeamsAnswerSchema,
  RoundParamsSchema,
  RoundResultsViewSchema,
  SpeakerStandingsQuerySchema,
  SpeakerStandingsViewSchema,
  StandingsViewSchema,
  TabPartParamsSchema,
  TabReleasesAnswerSchema,
  TabViewSchema,
} from './tab-contract.ts';

const tag = 'Tournaments';
const MANAGER_RULE =
  "The event's organizers (its creator, the hosting club's owners and officers, admins) and the tournament's tab directors.";
const RELEASE_RULE = 'Anyone once the part is released; the staff (managers and adjudication core) at any time.';

export const getRoundResults = defineOperation({
  id: 'getTournamentRoundResults',
  method: 'get',
  path: '/api/tournaments/:id/rounds/:seq/results',
  tag,
  summary: 'A round’s debates with their ballot status and results',
  description:
    'Staff see ballots in, the voting panel and conflicting ballots; places show to everyone once the results are released.',
  guard: 'public',
  params: RoundParamsSchema,
  response: RoundResultsViewSchema,
  errors: ['NOT_FOUND'],
});

export const confirmTournamentResult = defineOperation({
  id: 'confirmTournamentResult',
  method: 'post',
  path: '/api/tournaments/:id/results/:drawDebateId/confirm',
  tag,
  summary: 'Confirm a drawn debate’s result as the tab director',
  description:
    'Conflicting ballots (different winners or orders, scores against a call) are refused with 409 unless acknowledgeConflict is true.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: DrawDebateParamsSchema,
  body: ConfirmResultInputSchema,
  response: ConfirmResultAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const getTeamStandings = defineOperation({
  id: 'getTournamentTeamStandings',
  method: 'get',
  path: '/api/tournaments/:id/standings/teams',
  tag,
  summary: 'The team standings from the confirmed preliminary results',
  guard: 'public',
  rule: RELEASE_RULE,
  params: IdParamSchema,
  response: StandingsViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getSpeakerStandings = defineOperation({
  id: 'getTournamentSpeakerStandings',
  method: 'get',
  path: '/api/tournaments/:id/standings/speakers',
  tag,
  summary: 'The speaker standings from the confirmed preliminary results',
  guard: 'public',
  rule: RELEASE_RULE,
  params: IdParamSchema,
  query: SpeakerStandingsQuerySchema,
  response: SpeakerStandingsViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getTournamentBreak = defineOperation({
  id: 'getTournamentBreak',
  method: 'get',
  path: '/api/tournaments/:id/break',
  tag,
  summary: 'The break per category: as computed now, and as confirmed',
  guard: 'public',
  rule: RELEASE_RULE,
  params: IdParamSchema,
  response: BreakViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const confirmTournamentBreak = defineOperation({
  id: 'confirmTournamentBreak',
  method: 'post',
  path: '/api/tournaments/:id/break',
  tag,
  summary: 'Confirm a category’s break, deciding a tie at the cut',
  guard: 'user',
  rule: `${MANAGER_RULE} Not once the category has elimination rounds.`,
  params: IdParamSchema,
  body: ConfirmBreakInputSchema,
  response: BreakViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const createEliminationRound = defineOperation({
  id: 'createTournamentEliminationRound',
  method: 'post',
  path: '/api/tournaments/:id/elimination-rounds',
  tag,
  summary: 'Draw a category’s next elimination round as a draft',
  description:
    'The first from the confirmed break, each later one from the confirmed results of the one before. Released like any round.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: EliminationInputSchema,
  status: 201,
  response: EliminationRoundAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const releaseTabPart = defineOperation({
  id: 'releaseTournamentTabPart',
  method: 'put',
  path: '/api/tournaments/:id/tab/releases/:part',
  tag,
  summary: 'Release a part of the tab to the public',
  guard: 'user',
  rule: MANAGER_RULE,
  params: TabPartParamsSchema,
  response: TabReleasesAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const withdrawTabPart = defineOperation({
  id: 'withdrawTournamentTabPart',
  method: 'delete',
  path: '/api/tournaments/:id/tab/releases/:part',
  tag,
  summary: 'Withdraw a released part of the tab',
  guard: 'user',
  rule: MANAGER_RULE,
  params: TabPartParamsSchema,
  response: TabReleasesAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getTournamentTab = defineOperation({
  id: 'getTournamentTab',
  method: 'get',
  path: '/api/tournaments/:id/tab',
  tag,
  summary: 'The tab: what is released, and each part the caller may see',
  guard: 'public',
  rule: RELEASE_RULE,
  params: IdParamSchema,
  response: TabViewSchema,
  errors: ['NOT_FOUND'],
});

export const exportTabCsv = defineOperation({
  id: 'exportTournamentTabCsv',
  method: 'get',
  path: '/api/tournaments/:id/tab/export/:kind',
  tag,
  summary: 'One part of the tab as CSV: team, speaker, results, motions or adjudicator',
  guard: 'public',
  rule: RELEASE_RULE,
  params: ExportParamsSchema,
  produces: 'csv',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const exportTabJson = defineOperation({
  id: 'exportTournamentTabJson',
  method: 'get',
  path: '/api/tournaments/:id/tab/export',
  tag,
  summary: 'The whole tab as a JSON file (the parts the caller may see)',
  guard: 'public',
  rule: RELEASE_RULE,
  params: IdParamSchema,
  response: TabViewSchema,
  errors: ['NOT_FOUND'],
});

export const importTournamentTeams = defineOperation({
  id: 'importTournamentTeams',
  method: 'post',
  path: '/api/tournaments/:id/import/teams',
  tag,
  summary: 'Import teams from CSV (name, institution, speaker e-mails)',
  description: 'All or nothing: any bad row is reported by its number and nothing is written.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: ImportCsvInputSchema,
  status: 201,
  response: ImportTeamsAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const importTournamentAdjudicators = defineOperation({
  id: 'importTournamentAdjudicators',
  method: 'post',
  path: '/api/tournaments/:id/import/adjudicators',
  tag,
  summary: 'Import adjudicators from CSV (name, institution, email)',
  description:
    'Approved judges are registered; anyone else gets a guest invitation, whose link is in this answer only. All or nothing.',
  guard: 'user',
  rule: MANAGER_RULE,
  params: IdParamSchema,
  body: ImportCsvInputSchema,
  status: 201,
  response: ImportAdjudicatorsAnswerSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

// What the settings form sends and offers: only the settings that changed, the
// format and the number of rounds only while the tournament is being set up
// (the server refuses them after, TOURNAMENT_MESSAGES.formatLocked), and no way
// back to set-up once it has started — set-up would let the format and rounds
// change under rounds already drawn.
import type { FormatId } from '#shared/formats/format-types.ts';
import {
  TOURNAMENT_MESSAGES,
  type TournamentStatus,
  type TournamentView,
  type UpdateTournamentInput,
} from '#shared/tournaments/contract.ts';

export type SettingsValues = Required<
  Pick<UpdateTournamentInput, 'format' | 'preliminaryRounds' | 'oddTeams' | 'pairing' | 'status'>
>;

/** Why the format and rounds are shown but cannot be changed (the server's own sentence). */
export const SHAPE_LOCKED_REASON = `${TOURNAMENT_MESSAGES.formatLocked}.`;
export const BACK_TO_SETUP_REASON =
  'A tournament that has started does not go back to set-up, where its format and rounds could change under rounds already drawn.';
export const NOTHING_CHANGED = 'Nothing to save: change a setting first.';

export function settingsOf(tournament: TournamentView): SettingsValues {
  return {
    format: tournament.format as FormatId,
    preliminaryRounds: tournament.preliminaryRounds,
    oddTeams: tournament.oddTeams,
    pairing: tournament.pairing,
    status: tournament.status,
  };
}

/** The format and the number of rounds are fixed once the tournament is no longer being set up. */
export function isShapeLocked(status: TournamentStatus): boolean {
  return status !== 'setup';
}

/** The statuses a manager cannot choose from `current`, each with why. */
export function unavailableStatuses(current: TournamentStatus): Partial<Record<TournamentStatus, string>> {
  return current === 'setup' ? {} : { setup: BACK_TO_SETUP_REASON };
}

/** The body of PATCH /api/tournaments/:id: the settings that differ from the tournament's, nothing else. */
export function changedSettings(tournament: TournamentView, values: SettingsValues): UpdateTournamentInput {
  const current = settingsOf(tournament);
  const changes: UpdateTournamentInput = {};
  if (!isShapeLocked(tournament.status)) {
    if (values.format !== current.format) changes.format = values.format;
    if (values.preliminaryRounds !== current.preliminaryRounds) changes.preliminaryRounds = values.preliminaryRounds;
  }
  if (values.oddTeams !== current.oddTeams) changes.oddTeams = values.oddTeams;
  if (values.pairing !== current.pairing) changes.pairing = values.pairing;
  if (values.status !== current.status && unavailableStatuses(tournament.status)[values.status] === undefined) {
    changes.status = values.status;
  }
  return changes;
}

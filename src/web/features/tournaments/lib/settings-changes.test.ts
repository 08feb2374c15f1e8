import { describe, expect, it } from 'vitest';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import {
  BACK_TO_SETUP_REASON,
  changedSettings,
  isShapeLocked,
  type SettingsValues,
  settingsOf,
  unavailableStatuses,
} from './settings-changes.ts';

function tournament(status: TournamentView['status']): TournamentView {
  return {
    id: 't1',
    eventId: 'e1',
    eventTitle: 'Open',
    format: 'parliamentary',
    preliminaryRounds: 5,
    oddTeams: 'swing',
    pairing: 'slide',
    status,
    registrationOpen: true,
    speakersPerTeam: 2,
    teamCount: 0,
    adjudicatorCount: 0,
    categories: [],
    staff: [],
    viewer: { canManage: true, teamId: null, adjudicatorId: null },
  };
}

const edited = (status: TournamentView['status'], changes: Partial<SettingsValues>) => ({
  ...settingsOf(tournament(status)),
  ...changes,
});

describe('changedSettings', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedSettings(tournament('setup'), settingsOf(tournament('setup')))).toEqual({});
  });

  it.each<[string, TournamentView['status'], Partial<SettingsValues>, object]>([
    ['the pairing alone', 'setup', { pairing: 'fold' }, { pairing: 'fold' }],
    ['the odd-teams rule alone', 'running', { oddTeams: 'bye' }, { oddTeams: 'bye' }],
    [
      'format and rounds while set up',
      'setup',
      { format: 'world-schools', preliminaryRounds: 3 },
      { format: 'world-schools', preliminaryRounds: 3 },
    ],
    ['no format or rounds once running', 'running', { format: 'world-schools', preliminaryRounds: 3 }, {}],
    ['no format or rounds once finished', 'finished', { preliminaryRounds: 9, pairing: 'fold' }, { pairing: 'fold' }],
    ['a start by hand', 'setup', { status: 'running' }, { status: 'running' }],
    ['reopening a finished tournament', 'finished', { status: 'running' }, { status: 'running' }],
    ['no way back to set-up', 'running', { status: 'setup' }, {}],
  ])('%s', (_, status, changes, expected) => {
    expect(changedSettings(tournament(status), edited(status, changes))).toEqual(expected);
  });
});

describe('what can change', () => {
  it('locks the format and rounds after set-up', () => {
    expect(isShapeLocked('setup')).toBe(false);
    expect(isShapeLocked('running')).toBe(true);
    expect(isShapeLocked('finished')).toBe(true);
  });

  it('offers set-up only while being set up', () => {
    expect(unavailableStatuses('setup')).toEqual({});
    expect(unavailableStatuses('running')).toEqual({ setup: BACK_TO_SETUP_REASON });
    expect(unavailableStatuses('finished')).toEqual({ setup: BACK_TO_SETUP_REASON });
  });
});

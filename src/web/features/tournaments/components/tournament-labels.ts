// The words the tournament pages use for the contract's values, with the plain
// explanations the set-up form shows beside each choice.
import type { ODD_TEAM_RULES, PAIRING_METHODS, StaffRole, TournamentStatus } from '#shared/tournaments/contract.ts';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { FormatId } from '#shared/formats/format-types.ts';

type OddTeamRule = (typeof ODD_TEAM_RULES)[number];
type PairingMethod = (typeof PAIRING_METHODS)[number];

export const ODD_TEAM_CHOICES: Readonly<Record<OddTeamRule, { label: string; explanation: string }>> = {
  swing: {
    label: 'A swing team',
    explanation:
      'When the teams do not fill every room, the tab room makes up a team of spare speakers so every team debates. It never breaks.',
  },
  bye: {
    label: 'A bye',
    explanation: 'When the teams do not fill every room, the surplus teams sit the round out, a different team each time.',
  },
};

export const PAIRING_CHOICES: Readonly<Record<PairingMethod, { label: string; explanation: string }>> = {
  slide: {
    label: 'Slide',
    explanation:
      'Within teams on the same points, the top half meets the bottom half in order: 1st against the middle team, 2nd against the next.',
  },
  fold: {
    label: 'Fold',
    explanation: 'Within teams on the same points, the top meets the bottom: 1st against last, 2nd against second-last.',
  },
};

export const STATUS_LABELS: Readonly<Record<TournamentStatus, string>> = {
  setup: 'Being set up',
  running: 'Running',
  finished: 'Finished',
};

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  'tab-director': 'Tab director',
  'adjudication-core': 'Adjudication core',
};

export function formatLabel(format: string): string {
  return FORMAT_LABELS[format as FormatId] ?? format;
}

/** Releasing a draw may tell its people their rooms (the release's `notify`). */
export const RELEASE_NOTICE_TEXT = {
  option: 'Tell everyone in the draw their room by e-mail, and by push where they turned it on',
  speakers: 'Each speaker is told their room, side and opponents by e-mail.',
  everyone: 'Each speaker and adjudicator is told their room by e-mail.',
} as const;

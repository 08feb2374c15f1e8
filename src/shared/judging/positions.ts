// A panel's positions and their labels, apart from the judging contract (which
// re-exports them) so a page that only names a position loads no validation library.

/** Panel positions: the chair runs the room and submits BP's consensus ballot; trainees' ballots are never counted. */
export const JUDGE_POSITIONS = ['chair', 'panellist', 'trainee'] as const;
export type JudgePosition = (typeof JUDGE_POSITIONS)[number];
export const JUDGE_POSITION_LABELS: Record<JudgePosition, string> = {
  chair: 'Chair',
  panellist: 'Panellist',
  trainee: 'Trainee',
};

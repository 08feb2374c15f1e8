// How a judge's aggregates read: feedback only as an average, and only from
// JUDGE_FEEDBACK_MIN_RESPONSES responses (so no single speaker can be singled
// out); calibration as the 0–100 agreement of a ballot with the panel's decision.
import { JUDGE_FEEDBACK_MIN_RESPONSES, type JudgeDashboardView } from '#shared/judging/contract.ts';
import { pluralize } from '#web/components/labels.ts';

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

export function feedbackText({ responses, average }: JudgeDashboardView['feedback']): { value: string; detail: string } {
  if (average === null) {
    return {
      value: '—',
      detail: `Appears after ${JUDGE_FEEDBACK_MIN_RESPONSES} responses (${responses} so far)`,
    };
  }
  return { value: `${oneDecimal(average)} / 5`, detail: `From ${pluralize(responses, 'response', 'responses')}` };
}

export function calibrationValue(value: number | null): string {
  return value === null ? 'Not yet' : `${oneDecimal(value)} / 100`;
}

export function calibrationText({ ballots, average }: JudgeDashboardView['calibration']): { value: string; detail: string } {
  if (average === null) return { value: '—', detail: 'Appears once a result you judged is confirmed' };
  return { value: calibrationValue(average), detail: `Over ${pluralize(ballots, 'ballot', 'ballots')}` };
}

// How ratings and judge standings read on the page: a Weng-Lin rating as
// "μ ± σ" ("31.2 ± 4.1"), feedback and calibration to one decimal, and a
// result as "Won", "Lost" or a BP place. The rules are written out here rather
// than imported from #shared/judging/contract.ts, which would pull zod into the page
// (the test checks they agree).
import type { RatingView } from '#shared/judging/contract.ts';

/** Ratings stay provisional until this many rated debates (RATING_PROVISIONAL_DEBATES). */
export const RATING_PROVISIONAL_DEBATES = 10;
/** Feedback averages are shown from this many responses (JUDGE_FEEDBACK_MIN_RESPONSES). */
export const JUDGE_FEEDBACK_MIN_RESPONSES = 3;
/** Where every debater starts (openskill's defaults: μ 25, σ 25/3). */
export const RATING_START = { mu: 25, sigma: 25 / 3 } as const;

/** One decimal, without "-0.0" for values that round to zero. */
export function oneDecimal(value: number): string {
  const text = (Math.round(value * 10) / 10).toFixed(1);
  return text === '-0.0' ? '0.0' : text;
}

/** "31.2 ± 4.1": the mean and its uncertainty. */
export function formatRating(rating: Pick<RatingView, 'mu' | 'sigma'>): string {
  return `${oneDecimal(rating.mu)} ± ${oneDecimal(rating.sigma)}`;
}

/** The conservative estimate leaderboards rank by (μ − 3σ), to one decimal. */
export function formatOrdinal(ordinal: number): string {
  return oneDecimal(ordinal).replace(/^-/, '−');
}

/** "3 rated debates", "1 rated debate". */
export function ratedDebatesText(count: number): string {
  return `${count} rated ${count === 1 ? 'debate' : 'debates'}`;
}

/** Why a rating is marked provisional, for the badge's explanation. */
export function provisionalText(ratedDebates: number): string {
  const left = Math.max(RATING_PROVISIONAL_DEBATES - ratedDebates, 0);
  return `Provisional: ${ratedDebatesText(ratedDebates)} of the ${RATING_PROVISIONAL_DEBATES} needed; ${left} to go`;
}

/** A judge's feedback average, or null (shown as a dash) below the minimum of responses. */
export function feedbackText(average: number | null, responses: number): string | null {
  if (average === null || responses < JUDGE_FEEDBACK_MIN_RESPONSES) return null;
  return `${oneDecimal(average)} / 5`;
}

/** What a dash in the feedback column means, for screen readers and the note below the table. */
export function feedbackHiddenText(responses: number): string {
  return responses === 0 ? 'No feedback yet' : `Hidden until ${JUDGE_FEEDBACK_MIN_RESPONSES} responses (${responses} so far)`;
}

/** Calibration, 0–100, or null when no ballot has been compared with a decision yet. */
export function calibrationText(calibration: number | null): string | null {
  return calibration === null ? null : oneDecimal(calibration);
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinalSuffix(place: number): string {
  const mod100 = place % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${place}th`;
  switch (place % 10) {
    case 1:
      return `${place}st`;
    case 2:
      return `${place}nd`;
    case 3:
      return `${place}rd`;
    default:
      return `${place}th`;
  }
}

export type OutcomeTone = 'success' | 'brand' | 'neutral';

/** A rated debate's outcome: a place for BP's four teams, won or lost for two sides. */
export function outcomeText({ won, place }: { won: boolean | null; place: number | null }): { text: string; tone: OutcomeTone } {
  if (place !== null) return { text: `${ordinalSuffix(place)} place`, tone: place === 1 ? 'success' : 'brand' };
  if (won === true) return { text: 'Won', tone: 'success' };
  if (won === false) return { text: 'Lost', tone: 'neutral' };
  return { text: 'No decision', tone: 'neutral' };
}

// The score form's values (text, as inputs hold them) and the ballot they make:
// which sides, positions and replies the form asks for (from the format and the
// seated speakers), the ballot sent to the server, the live side totals, and
// the errors of validateBallot (src/shared/judging/ballots.ts), so the judge sees the
// server's own messages before sending.
import {
  type Ballot,
  type BallotErrors,
  replyPositions,
  scoredPositions,
  sidesInPlay,
  sideTotals,
  validateBallot,
} from '#shared/judging/ballots.ts';
import type { DebateFormat, ScoreRange } from '#shared/formats/format-types.ts';
import type { SpeakerSeat } from '#shared/judging/contract.ts';

export interface BallotFormValues {
  /** The winning side's id ('sides' formats). */
  winner: string;
  /** Team id → rank as typed ('ranks' formats). */
  ranks: Record<string, string>;
  /** Position id → speaker score as typed. */
  speakerScores: Record<string, string>;
  /** Position id → reply score as typed. */
  replyScores: Record<string, string>;
  reason: string;
  /** Position id → advice for that speaker. */
  feedback: Record<string, string>;
}

/** What the form asks for, in the format's order. */
export interface BallotShape {
  kind: 'sides' | 'ranks';
  /** Sides (or BP teams) with a seated speaker. */
  sides: string[];
  /** Seated positions, each scored. */
  scored: string[];
  /** Seated positions that also give a reply speech (formats with reply scores). */
  replies: string[];
  speakerScore: ScoreRange;
  replyScore: ScoreRange | null;
}

export function ballotShape(format: DebateFormat, seats: readonly Pick<SpeakerSeat, 'position'>[]): BallotShape {
  const held = { positions: seats.map((seat) => seat.position) };
  const replyScore = format.ballot.kind === 'sides' ? (format.ballot.replyScore ?? null) : null;
  return {
    kind: format.ballot.kind,
    sides: sidesInPlay(format, held),
    scored: scoredPositions(format, held),
    replies: replyScore ? replyPositions(format, held) : [],
    speakerScore: format.ballot.speakerScore,
    replyScore,
  };
}

export const emptyBallotValues = (): BallotFormValues => ({
  winner: '',
  ranks: {},
  speakerScores: {},
  replyScores: {},
  reason: '',
  feedback: {},
});

/**
 * A draft kept on the device (lib/ballot-outbox.ts) laid over the form's blank
 * values: only the fields the form has, and only text, so a draft from an
 * older page or a changed panel never brings in a field the form does not show.
 */
export function restoreValues(blank: BallotFormValues, stored: unknown): BallotFormValues {
  const draft = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof BallotFormValues, unknown>>;
  const textOf = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const group = (name: 'ranks' | 'speakerScores' | 'replyScores' | 'feedback') => {
    const kept = (draft[name] && typeof draft[name] === 'object' ? draft[name] : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(blank[name]).map(([id, value]) => [id, textOf(kept[id], value)]));
  };
  return {
    winner: textOf(draft.winner, blank.winner),
    ranks: group('ranks'),
    speakerScores: group('speakerScores'),
    replyScores: group('replyScores'),
    reason: textOf(draft.reason, blank.reason),
    feedback: group('feedback'),
  };
}

/** True when the values hold nothing the judge typed. */
export function isBlank(values: BallotFormValues): boolean {
  const groups = [values.ranks, values.speakerScores, values.replyScores, values.feedback];
  return (
    values.winner === '' && values.reason.trim() === '' && groups.every((g) => Object.values(g).every((v) => v.trim() === ''))
  );
}

/** A typed number, or undefined when the field is empty; text that is no number becomes NaN (off the scale). */
export function parseScore(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) || /^-?\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function numbers(texts: Record<string, string>, ids: readonly string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const id of ids) {
    const value = parseScore(texts[id]);
    if (value !== undefined) result[id] = value;
  }
  return result;
}

/** The ballot the form's values make; empty fields are left out, so validateBallot reports them as required. */
export function ballotFromValues(shape: BallotShape, values: BallotFormValues): Ballot {
  const feedbackEntries = shape.scored
    .map((id) => [id, (values.feedback[id] ?? '').trim()] as const)
    .filter(([, text]) => text !== '');
  const common = {
    speakerScores: numbers(values.speakerScores, shape.scored),
    reason: values.reason.trim(),
    ...(feedbackEntries.length ? { feedback: Object.fromEntries(feedbackEntries) } : {}),
  };
  if (shape.kind === 'ranks') return { kind: 'ranks', ranks: numbers(values.ranks, shape.sides), ...common };
  return {
    kind: 'sides',
    winner: values.winner,
    ...common,
    ...(shape.replyScore ? { replyScores: numbers(values.replyScores, shape.replies) } : {}),
  };
}

/** Each side's total from the scores typed so far (blank or unreadable scores count as nothing yet). */
export function liveTotals(format: DebateFormat, shape: BallotShape, values: BallotFormValues): Record<string, number> {
  const finite = (scores: Record<string, number>) =>
    Object.fromEntries(Object.entries(scores).filter(([, v]) => Number.isFinite(v)));
  const totals = sideTotals(
    format,
    finite(numbers(values.speakerScores, shape.scored)),
    finite(numbers(values.replyScores, shape.replies)),
  );
  return Object.fromEntries(shape.sides.map((side) => [side, totals[side] ?? 0]));
}

/** The form's errors by field, as validateBallot (and the server's VALIDATION_FAILED answer) names them. */
export function ballotErrors(format: DebateFormat, shape: BallotShape, values: BallotFormValues): BallotErrors {
  return validateBallot(format, { positions: shape.scored }, ballotFromValues(shape, values));
}

/** The element id of a field's input, from its error key ("speakerScores.pm" → "<form>-speakerScores-pm"). */
export function fieldId(formId: string, key: string): string {
  return `${formId}-${key.replace(/[^\w-]+/g, '-')}`;
}

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "60 to 80, in steps of 1" for a field's hint. */
export function rangeHint(range: ScoreRange): string {
  return `${range.min} to ${range.max}, in steps of ${range.step}`;
}

// Helpers that write bank items compactly: the author lists the right option
// first (or the steps in their right order) and the helper mixes them in an
// order fixed by the item's id and letters them as shown, so neither the order
// nor an option's id gives the answer away, and neither changes between releases.
import type { TrainingItem, TrainingItemOf } from '../contract.ts';
import { seededShuffle } from '../random.ts';

type Meta = Pick<TrainingItem, 'id' | 'areas' | 'skill' | 'difficulty' | 'prompt' | 'explanation'> &
  Partial<Pick<TrainingItem, 'source' | 'formatId' | 'motion'>>;

const LETTERS = 'abcdefgh';
function lettered(texts: readonly string[]) {
  return texts.map((text, i) => ({ id: LETTERS[i] ?? `o${i}`, text }));
}

/**
 * Texts mixed in an order fixed by the item's id, then lettered in the order
 * shown: an option's id says nothing about whether it is right.
 */
function mixed(
  id: string,
  texts: readonly string[],
): { options: { id: string; text: string }[]; idOf: (index: number) => string } {
  const shown = seededShuffle(
    texts.map((text, index) => ({ text, index })),
    id,
  );
  const options = lettered(shown.map((entry) => entry.text));
  const idOf = (index: number) => options[shown.findIndex((entry) => entry.index === index)]?.id ?? 'missing';
  return { options, idOf };
}

/** A single-choice question: `right` is the answer, `wrong` the distractors. */
export function single(meta: Meta, right: string, wrong: readonly string[]): TrainingItemOf<'single-choice'> {
  const { options, idOf } = mixed(meta.id, [right, ...wrong]);
  return { ...meta, type: 'single-choice', options, answer: { optionId: idOf(0) } };
}

/** A multiple-choice question: every option in `right` is correct, every one in `wrong` is not. */
export function multiple(meta: Meta, right: readonly string[], wrong: readonly string[]): TrainingItemOf<'multiple-choice'> {
  const { options, idOf } = mixed(meta.id, [...right, ...wrong]);
  return { ...meta, type: 'multiple-choice', options, answer: { optionIds: right.map((_, i) => idOf(i)).sort() } };
}

/** A statement to judge true or false (the statement is the prompt). */
export function trueFalse(meta: Meta, value: boolean): TrainingItemOf<'true-false'> {
  return { ...meta, type: 'true-false', answer: { value } };
}

/** Steps to put in order: `steps` are listed in their right order; they are shown mixed, never already in order. */
export function ordering(meta: Meta, steps: readonly string[]): TrainingItemOf<'ordering'> {
  let salt = 0;
  let mix = mixed(meta.id, steps);
  while (steps.every((_, i) => mix.idOf(i) === LETTERS[i])) {
    salt++;
    mix = mixed(`${meta.id}#${salt}`, steps);
  }
  return { ...meta, type: 'ordering', options: mix.options, answer: { order: steps.map((_, i) => mix.idOf(i)) } };
}

/** A passage in parts, shown in its own order; `answerIndex` is the part the prompt asks for. */
export function identify(meta: Meta, parts: readonly string[], answerIndex: number): TrainingItemOf<'identify-part'> {
  const options = lettered(parts);
  return { ...meta, type: 'identify-part', options, answer: { optionId: options[answerIndex]?.id ?? 'missing' } };
}

/** Parts to tag, shown in their own order, each with its right tag (ids from `tags`). */
export function tag(
  meta: Meta,
  tags: readonly { id: string; text: string }[],
  parts: readonly (readonly [text: string, tagId: string])[],
): TrainingItemOf<'tag'> {
  const options = lettered(parts.map(([text]) => text));
  return {
    ...meta,
    type: 'tag',
    options,
    tags: [...tags],
    answer: { tags: Object.fromEntries(parts.map(([, tagId], i) => [options[i]?.id ?? `o${i}`, tagId])) },
  };
}

/** The tags of argument parts. */
export const ARGUMENT_PART_TAGS = [
  { id: 'claim', text: 'Claim' },
  { id: 'warrant', text: 'Warrant' },
  { id: 'evidence', text: 'Evidence' },
  { id: 'impact', text: 'Impact' },
] as const;

/** The kinds of rebuttal response (docs/training.md). */
export const RESPONSE_TAGS = [
  { id: 'deny', text: 'Deny' },
  { id: 'mitigate', text: 'Mitigate' },
  { id: 'turn', text: 'Turn' },
  { id: 'outweigh', text: 'Outweigh' },
  { id: 'not-unique', text: 'Not unique' },
] as const;

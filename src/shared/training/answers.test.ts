// answerProblems: an answer must be of its item's type and name only the
// item's own options, steps, parts and tags; the item view carries no key.
import { describe, expect, it } from 'vitest';
import { TRAINING_ITEMS } from './bank.ts';
import {
  answerProblems,
  type SubmittedAnswer,
  TRAINING_MESSAGES,
  type TrainingItem,
  TrainingItemViewSchema,
  toItemView,
} from './contract.ts';
import { keyAnswer } from './scoring.ts';

const first = <T extends TrainingItem['type']>(type: T) =>
  TRAINING_ITEMS.find((item) => item.type === type) as Extract<TrainingItem, { type: T }>;

describe('answerProblems', () => {
  it('accepts every key as an answer to its own item', () => {
    for (const item of TRAINING_ITEMS) expect(answerProblems(item, keyAnswer(item)), item.id).toEqual([]);
  });

  it('refuses an answer of another type', () => {
    const item = first('single-choice');
    expect(answerProblems(item, { itemId: item.id, type: 'true-false', value: true })).toEqual([
      { path: ['type'], message: TRAINING_MESSAGES.answerTypeMismatch },
    ]);
  });

  it('refuses options, steps, parts and tags the item does not have', () => {
    const single = first('single-choice');
    expect(answerProblems(single, { itemId: single.id, type: 'single-choice', optionId: 'zz' })[0]?.path).toEqual(['optionId']);
    const multiple = first('multiple-choice');
    expect(answerProblems(multiple, { itemId: multiple.id, type: 'multiple-choice', optionIds: ['zz'] })[0]?.path).toEqual([
      'optionIds',
    ]);
    const ordering = first('ordering');
    const short: SubmittedAnswer = { itemId: ordering.id, type: 'ordering', order: ordering.answer.order.slice(1) };
    expect(answerProblems(ordering, short)[0]?.message).toBe(TRAINING_MESSAGES.notPermutation);
    const tag = first('tag');
    const [part] = Object.keys(tag.answer.tags);
    expect(answerProblems(tag, { itemId: tag.id, type: 'tag', tags: { [part as string]: 'no-such-tag' } })[0]?.path).toEqual([
      'tags',
    ]);
    expect(
      answerProblems(tag, { itemId: tag.id, type: 'tag', tags: { 'no-such-part': tag.tags[0]?.id as string } }),
    ).toHaveLength(1);
  });

  it('accepts a partial answer that names only the item’s own parts', () => {
    const tag = first('tag');
    const [[part, value] = []] = Object.entries(tag.answer.tags);
    expect(answerProblems(tag, { itemId: tag.id, type: 'tag', tags: { [part as string]: value as string } })).toEqual([]);
    const multiple = first('multiple-choice');
    expect(answerProblems(multiple, { itemId: multiple.id, type: 'multiple-choice', optionIds: [] })).toEqual([]);
  });
});

describe('TrainingItemViewSchema', () => {
  it('takes every item as the browser gets it, and refuses one with its key or explanation', () => {
    for (const item of TRAINING_ITEMS) expect(TrainingItemViewSchema.safeParse(toItemView(item)).success, item.id).toBe(true);
    const item = first('single-choice');
    expect(TrainingItemViewSchema.safeParse(item).success).toBe(false);
  });
});

// The training contract: item keys must name what exists, answers are checked
// per type, and the save and complete bodies refuse what the server must not
// store (duplicate answers, unknown types, too many answers).
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_ANSWERS_MAX,
  AttemptSummarySchema,
  CompleteAttemptInputSchema,
  FreeWorkSchema,
  SaveAttemptInputSchema,
  StartAttemptInputSchema,
  SubmittedAnswerSchema,
  TRAINING_MESSAGES,
  TrainingItemSchema,
} from './contract.ts';

const base = {
  id: 'an-item',
  areas: ['rebuttal'],
  skill: 'rebuttal',
  difficulty: 2,
  prompt: 'Which is it?',
  explanation: 'Because the key says so, explained at enough length.',
};
const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
  { id: 'c', text: 'C' },
];
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('TrainingItemSchema', () => {
  it('accepts a well-formed item of each type', () => {
    for (const item of [
      { ...base, type: 'single-choice', options, answer: { optionId: 'b' } },
      { ...base, type: 'multiple-choice', options, answer: { optionIds: ['a', 'c'] } },
      { ...base, type: 'true-false', answer: { value: true } },
      { ...base, type: 'ordering', options, answer: { order: ['c', 'a', 'b'] } },
      { ...base, type: 'identify-part', options, answer: { optionId: 'a' } },
      {
        ...base,
        type: 'tag',
        options,
        tags: [
          { id: 'deny', text: 'Deny' },
          { id: 'turn', text: 'Turn' },
        ],
        answer: { tags: { a: 'deny', b: 'turn', c: 'deny' } },
      },
    ]) {
      expect(TrainingItemSchema.safeParse(item).success, item.type).toBe(true);
    }
  });

  it.each([
    ['a key naming no option', { ...base, type: 'single-choice', options, answer: { optionId: 'z' } }, 'The key names no option'],
    [
      'every option correct',
      { ...base, type: 'multiple-choice', options, answer: { optionIds: ['a', 'b', 'c'] } },
      'At least one option must be wrong',
    ],
    [
      'an order missing a step',
      { ...base, type: 'ordering', options, answer: { order: ['a', 'b'] } },
      'The key must order every option once',
    ],
    [
      'an order repeating a step',
      { ...base, type: 'ordering', options, answer: { order: ['a', 'b', 'b'] } },
      'The key must order every option once',
    ],
    [
      'a part without a tag',
      {
        ...base,
        type: 'tag',
        options,
        tags: [
          { id: 'deny', text: 'D' },
          { id: 'turn', text: 'T' },
        ],
        answer: { tags: { a: 'deny' } },
      },
      'The key must tag every part once',
    ],
    [
      'a tag that does not exist',
      {
        ...base,
        type: 'tag',
        options,
        tags: [
          { id: 'deny', text: 'D' },
          { id: 'turn', text: 'T' },
        ],
        answer: { tags: { a: 'deny', b: 'deny', c: 'nope' } },
      },
      'The key names no tag',
    ],
    [
      'repeated option ids',
      { ...base, type: 'single-choice', options: [...options, { id: 'a', text: 'again' }], answer: { optionId: 'a' } },
      'Option ids must be distinct',
    ],
  ])('refuses %s', (_name, item, message) => {
    expect(messages(TrainingItemSchema.safeParse(item))).toContain(message);
  });

  it('refuses an item without an explanation, or in the dashboard', () => {
    expect(TrainingItemSchema.safeParse({ ...base, type: 'true-false', answer: { value: true }, explanation: '' }).success).toBe(
      false,
    );
    expect(
      TrainingItemSchema.safeParse({ ...base, areas: ['dashboard'], type: 'true-false', answer: { value: true } }).success,
    ).toBe(false);
    expect(TrainingItemSchema.safeParse({ ...base, id: 'Not An Id', type: 'true-false', answer: { value: true } }).success).toBe(
      false,
    );
  });
});

describe('SubmittedAnswerSchema', () => {
  it('accepts an answer of each type', () => {
    for (const answer of [
      { itemId: 'x', type: 'single-choice', optionId: 'a' },
      { itemId: 'x', type: 'multiple-choice', optionIds: [] },
      { itemId: 'x', type: 'true-false', value: false, elapsedMs: 1200 },
      { itemId: 'x', type: 'ordering', order: ['b', 'a'] },
      { itemId: 'x', type: 'identify-part', optionId: 'a' },
      { itemId: 'x', type: 'tag', tags: { a: 'deny' } },
    ]) {
      expect(SubmittedAnswerSchema.safeParse(answer).success, answer.type).toBe(true);
    }
  });

  it.each([
    ['an unknown type', { itemId: 'x', type: 'essay', text: 'hi' }],
    ['a field of another type', { itemId: 'x', type: 'true-false', optionId: 'a' }],
    ['a repeated option', { itemId: 'x', type: 'multiple-choice', optionIds: ['a', 'a'] }],
    ['a repeated step', { itemId: 'x', type: 'ordering', order: ['a', 'a'] }],
    ['a negative time', { itemId: 'x', type: 'true-false', value: true, elapsedMs: -1 }],
    ['a score sent by the browser', { itemId: 'x', type: 'true-false', value: true, score: 10 }],
  ])('refuses %s', (_name, answer) => {
    expect(SubmittedAnswerSchema.safeParse(answer).success).toBe(false);
  });
});

describe('attempt bodies', () => {
  it('starts an attempt with a module, and a format for speeches', () => {
    expect(
      StartAttemptInputSchema.safeParse({ moduleId: 'speech-practice', formatId: 'standard', positionId: 'prop-1' }).success,
    ).toBe(true);
    expect(StartAttemptInputSchema.safeParse({ moduleId: 'speech-practice', formatId: 'debate-club' }).success).toBe(false);
  });

  it('saves progress with answers and work, and refuses two answers to one item', () => {
    expect(SaveAttemptInputSchema.parse({ answers: [], version: 0 }).work).toEqual([]);
    const twice = SaveAttemptInputSchema.safeParse({
      answers: [
        { itemId: 'x', type: 'true-false', value: true },
        { itemId: 'x', type: 'true-false', value: false },
      ],
      version: 1,
    });
    expect(messages(twice)).toContain(TRAINING_MESSAGES.duplicateAnswer);
  });

  it('refuses more answers than an attempt holds', () => {
    const answers = Array.from({ length: ATTEMPT_ANSWERS_MAX + 1 }, (_, i) => ({
      itemId: `i${i}`,
      type: 'true-false',
      value: true,
    }));
    expect(CompleteAttemptInputSchema.safeParse({ answers, version: 0 }).success).toBe(false);
  });

  it('completes with work and a self-assessment, never a score', () => {
    const body = {
      answers: [],
      work: [{ kind: 'speech', formatId: 'parliamentary', speechId: 'pm', spokenMs: 420_000 }],
      selfAssessment: { content: 2, style: 3, strategy: 1 },
      version: 3,
    };
    expect(CompleteAttemptInputSchema.safeParse(body).success).toBe(true);
    expect(CompleteAttemptInputSchema.safeParse({ ...body, score: 100 }).success).toBe(false);
    expect(CompleteAttemptInputSchema.safeParse({ ...body, selfAssessment: { content: 7 } }).success).toBe(false);
  });

  it('checks free work by kind', () => {
    expect(
      FreeWorkSchema.safeParse({
        kind: 'argument-build',
        motion: 'm',
        side: 'proposition',
        claim: 'c',
        warrant: 'w',
        evidence: 'e',
        impact: 'i',
      }).success,
    ).toBe(true);
    expect(
      FreeWorkSchema.safeParse({
        kind: 'argument-build',
        motion: 'm',
        side: 'government',
        claim: '',
        warrant: '',
        evidence: '',
        impact: '',
      }).success,
    ).toBe(false);
    expect(FreeWorkSchema.safeParse({ kind: 'rebuttal-response', itemId: 'rb-x', text: 'a\u0000b' }).success).toBe(false);
  });

  it('describes an attempt summary', () => {
    expect(
      AttemptSummarySchema.safeParse({
        id: 'a1',
        area: 'assessment',
        moduleId: 'skill-assessment',
        status: 'completed',
        itemIds: ['x'],
        answers: [{ itemId: 'x', type: 'true-false', value: true }],
        work: [],
        score: 10,
        max: 150,
        bySkill: { rebuttal: { score: 10, max: 20 } },
        durationMs: 300_000,
        version: 4,
        startedAt: '2026-01-01T10:00:00.000Z',
        completedAt: '2026-01-01T10:05:00.000Z',
      }).success,
    ).toBe(true);
  });
});

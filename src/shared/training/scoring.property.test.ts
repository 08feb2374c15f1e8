// Property tests: no answer sequence scores outside 0..max — for every item
// type (bank items and arbitrary answers), for whole attempts of any drawn
// items and answers, for every module, and for time discipline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAINING_ITEMS, TRAINING_MODULES } from './bank.ts';
import { ITEM_TYPES, type SubmittedAnswer, SubmittedAnswerSchema } from './contract.ts';
import { ITEM_MAX_POINTS, drawAssessment, scoreItem, scoreItems, scoreModuleAttempt } from './scoring.ts';
import { scoreTimeDiscipline, TIME_DISCIPLINE_MAX } from './rubrics.ts';

const itemIds = TRAINING_ITEMS.map((item) => item.id);
// Ids from the bank's options and a few that are in no item.
const optionIdArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'zz', 'deny', 'turn', 'claim', 'impact', 'primary');
const tagIdArb = fc.constantFrom(
  'deny',
  'mitigate',
  'turn',
  'outweigh',
  'not-unique',
  'claim',
  'warrant',
  'evidence',
  'impact',
  'primary',
  'x',
);

const answerArb = (itemId: fc.Arbitrary<string>): fc.Arbitrary<SubmittedAnswer> =>
  fc
    .oneof(
      fc.record({ itemId, type: fc.constant('single-choice' as const), optionId: optionIdArb }),
      fc.record({ itemId, type: fc.constant('identify-part' as const), optionId: optionIdArb }),
      fc.record({ itemId, type: fc.constant('true-false' as const), value: fc.boolean() }),
      fc.record({
        itemId,
        type: fc.constant('multiple-choice' as const),
        optionIds: fc.uniqueArray(optionIdArb, { maxLength: 8 }),
      }),
      fc.record({
        itemId,
        type: fc.constant('ordering' as const),
        order: fc.uniqueArray(optionIdArb, { minLength: 1, maxLength: 8 }),
      }),
      fc.record({ itemId, type: fc.constant('tag' as const), tags: fc.dictionary(optionIdArb, tagIdArb, { maxKeys: 8 }) }),
    )
    .chain((answer) =>
      fc
        .option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined })
        .map((elapsedMs) => (elapsedMs === undefined ? answer : { ...answer, elapsedMs })),
    );

const inRange = (score: number, max: number) => {
  expect(Number.isInteger(score)).toBe(true);
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(max);
};

describe('scores stay within 0..max', () => {
  it('for every item type and any answer, timed or not', () => {
    for (const type of ITEM_TYPES) {
      const items = TRAINING_ITEMS.filter((item) => item.type === type);
      fc.assert(
        fc.property(
          fc.constantFrom(...items),
          answerArb(fc.constant('x')),
          fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }),
          (item, answer, limit) => {
            const result = scoreItem(item, { ...answer, itemId: item.id }, limit);
            inRange(result.score, ITEM_MAX_POINTS);
            expect(result.max).toBe(ITEM_MAX_POINTS);
          },
        ),
        { numRuns: 300 },
      );
    }
  });

  it('for answers of the right shape that the contract accepts', () => {
    fc.assert(
      fc.property(answerArb(fc.constantFrom(...itemIds)), (answer) => {
        if (!SubmittedAnswerSchema.safeParse(answer).success) return;
        const item = TRAINING_ITEMS.find((i) => i.id === answer.itemId);
        if (item) inRange(scoreItem(item, answer).score, ITEM_MAX_POINTS);
      }),
      { numRuns: 500 },
    );
  });

  it('for whole attempts: any items drawn, any answer sequence', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...TRAINING_ITEMS), { maxLength: 20, selector: (item) => item.id }),
        fc.array(answerArb(fc.constantFrom(...itemIds, 'not-an-item')), { maxLength: 40 }),
        (items, answers) => {
          const result = scoreItems(items, answers);
          inRange(result.score, result.max);
          expect(result.max).toBe(items.length * ITEM_MAX_POINTS);
          for (const skill of Object.values(result.bySkill)) inRange(skill.score, skill.max);
          const summed = Object.values(result.bySkill).reduce((sum, s) => sum + s.score, 0);
          expect(summed).toBe(result.score);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for every module with any answers, speeches and ratings', () => {
    const speechArb = fc.record({
      kind: fc.constant('speech' as const),
      formatId: fc.constantFrom(
        'standard',
        'oxford',
        'parliamentary',
        'lincoln-douglas',
        'policy',
        'world-schools',
        'public-forum',
      ) as fc.Arbitrary<'standard'>,
      speechId: fc.constantFrom('prop-1', 'opp-1', 'pm', 'lo', 'ac', '1ac', 'pro-constructive', 'opp-reply', 'nope'),
      spokenMs: fc.integer({ min: 0, max: 3_600_000 }),
    });
    const ratingsArb = fc.dictionary(
      fc.constantFrom(
        'claim',
        'warrant',
        'evidence',
        'impact',
        'coherence',
        'content',
        'style',
        'strategy',
        'target',
        'response',
      ),
      fc.integer({ min: -5, max: 9 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...TRAINING_MODULES),
        fc.string(),
        fc.array(answerArb(fc.constantFrom(...itemIds)), { maxLength: 20 }),
        fc.array(speechArb, { maxLength: 12 }),
        fc.option(ratingsArb, { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
        (module, seed, answers, speeches, ratings, speakerCount) => {
          const drawn = drawAssessment(
            TRAINING_ITEMS.filter((i) => module.itemIds.includes(i.id)),
            seed,
            [],
            module.itemsPerAttempt,
          );
          const result = scoreModuleAttempt(module, {
            itemIds: drawn,
            answers,
            work: speeches,
            ...(ratings ? { selfAssessment: ratings } : {}),
            formatId: speeches[0]?.formatId ?? 'standard',
            ...(speakerCount !== undefined ? { speakerCount } : {}),
          });
          inRange(result.score, result.max);
          for (const skill of Object.values(result.bySkill)) inRange(skill.score, skill.max);
          if (result.selfAssessment) inRange(result.selfAssessment.score, result.selfAssessment.max);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for time discipline, whatever the planned and spoken times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.double({ min: -1e9, max: 1e12, noNaN: false }),
        (planned, spoken) => {
          inRange(scoreTimeDiscipline(planned, spoken).score, TIME_DISCIPLINE_MAX);
        },
      ),
      { numRuns: 500 },
    );
  });
});

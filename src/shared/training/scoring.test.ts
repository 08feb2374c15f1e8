// Every scoring rule, table-driven: all-or-nothing types, partial credit for
// multiple choice, ordering and tags, timed drills, whole attempts with
// per-skill subscores, the assessment draw and module scoring.
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, getModule, QUICK_START_SPEECH_SECONDS, TRAINING_ITEMS } from './bank.ts';
import type { SubmittedAnswer, TrainingItem, TrainingItemOf } from './contract.ts';
import {
  combineScores,
  drawAssessment,
  drawItems,
  ITEM_MAX_POINTS,
  itemPoints,
  keyAnswer,
  scoreItem,
  scoreItems,
  scoreModuleAttempt,
} from './scoring.ts';
import { SKILL_IDS } from './skills.ts';

const base = {
  areas: ['rebuttal' as const],
  difficulty: 1 as const,
  prompt: 'A question',
  explanation: 'Why the answer is what it is, at length.',
};

const single: TrainingItemOf<'single-choice'> = {
  ...base,
  id: 'single',
  skill: 'rebuttal',
  type: 'single-choice',
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
  ],
  answer: { optionId: 'b' },
};
const multiple: TrainingItemOf<'multiple-choice'> = {
  ...base,
  id: 'multiple',
  skill: 'research',
  type: 'multiple-choice',
  options: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: id.toUpperCase() })),
  answer: { optionIds: ['a', 'b', 'c'] },
};
const trueFalse: TrainingItemOf<'true-false'> = {
  ...base,
  id: 'tf',
  skill: 'fallacies',
  type: 'true-false',
  answer: { value: false },
};
const ordering: TrainingItemOf<'ordering'> = {
  ...base,
  id: 'ordering',
  skill: 'structure',
  type: 'ordering',
  options: ['c', 'a', 'd', 'b'].map((id) => ({ id, text: id })),
  answer: { order: ['a', 'b', 'c', 'd'] },
};
const identify: TrainingItemOf<'identify-part'> = {
  ...base,
  id: 'identify',
  skill: 'structure',
  type: 'identify-part',
  options: [
    { id: 'a', text: 'Claim sentence' },
    { id: 'b', text: 'Warrant sentence' },
  ],
  answer: { optionId: 'b' },
};
const tag: TrainingItemOf<'tag'> = {
  ...base,
  id: 'tag',
  skill: 'rebuttal',
  type: 'tag',
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })),
  tags: [
    { id: 'deny', text: 'Deny' },
    { id: 'turn', text: 'Turn' },
  ],
  answer: { tags: { a: 'deny', b: 'turn', c: 'deny', d: 'turn' } },
};

describe('itemPoints', () => {
  it.each([
    ['single choice, right', single, { itemId: 'single', type: 'single-choice', optionId: 'b' }, 10],
    ['single choice, wrong', single, { itemId: 'single', type: 'single-choice', optionId: 'a' }, 0],
    ['single choice, unknown option', single, { itemId: 'single', type: 'single-choice', optionId: 'z' }, 0],
    ['true/false, right', trueFalse, { itemId: 'tf', type: 'true-false', value: false }, 10],
    ['true/false, wrong', trueFalse, { itemId: 'tf', type: 'true-false', value: true }, 0],
    ['identify, right', identify, { itemId: 'identify', type: 'identify-part', optionId: 'b' }, 10],
    ['identify, wrong', identify, { itemId: 'identify', type: 'identify-part', optionId: 'a' }, 0],
  ] as const)('%s', (_name, item, answer, points) => {
    expect(itemPoints(item, answer as SubmittedAnswer)).toBe(points);
  });

  it.each([
    [['a', 'b', 'c'], 10],
    [['a', 'b'], 6], // 2 of 3 right, none wrong: floor(20/3)
    [['a'], 3],
    [['a', 'b', 'c', 'd'], 6], // 3 right − 1 wrong = 2 of 3
    [['a', 'b', 'c', 'd', 'e'], 3], // everything chosen: 3 − 2 = 1 of 3
    [['a', 'd', 'e'], 0], // 1 − 2 < 0 → 0
    [['d'], 0],
    [[], 0],
    [['a', 'zz'], 3], // unknown ids are ignored
  ])('multiple choice %j scores %i (right − wrong, of the right ones)', (optionIds, points) => {
    expect(itemPoints(multiple, { itemId: 'multiple', type: 'multiple-choice', optionIds })).toBe(points);
  });

  it.each([
    [['a', 'b', 'c', 'd'], 10],
    [['b', 'a', 'c', 'd'], 6], // one swap: (5 − 1) / 6
    [['a', 'b', 'd', 'c'], 6],
    [['a', 'c', 'b', 'd'], 6],
    [['b', 'c', 'd', 'a'], 0], // (3 − 3) / 6
    [['d', 'c', 'b', 'a'], 0], // reversed: tau −1 → 0
    [['a', 'b', 'c'], 0], // a step left out
    [['a', 'b', 'c', 'c'], 0], // a step twice
    [['a', 'b', 'c', 'z'], 0], // a step that is not the item's
  ])('ordering %j scores %i (Kendall tau, negatives as 0)', (order, points) => {
    expect(itemPoints(ordering, { itemId: 'ordering', type: 'ordering', order })).toBe(points);
  });

  it.each([
    [{ a: 'deny', b: 'turn', c: 'deny', d: 'turn' }, 10],
    [{ a: 'deny', b: 'turn', c: 'deny', d: 'deny' }, 7], // 3 of 4 → floor(7.5)
    [{ a: 'deny', b: 'turn' }, 5],
    [{ a: 'turn', b: 'deny', c: 'turn', d: 'deny' }, 0],
    [{}, 0],
    [{ a: 'deny', x: 'deny', y: 'deny', z: 'deny' }, 2], // unknown parts count for nothing
  ])('tag %j scores %i (right tags of all parts)', (tags, points) => {
    expect(itemPoints(tag, { itemId: 'tag', type: 'tag', tags })).toBe(points);
  });

  it('scores an answer of another type, or none, as 0', () => {
    expect(itemPoints(single, { itemId: 'single', type: 'identify-part', optionId: 'b' })).toBe(0);
    expect(itemPoints(trueFalse, { itemId: 'tf', type: 'single-choice', optionId: 'a' })).toBe(0);
    expect(itemPoints(single, undefined)).toBe(0);
  });

  it('gives full marks for every bank item answered by its own key', () => {
    for (const item of TRAINING_ITEMS) expect(itemPoints(item, keyAnswer(item)), item.id).toBe(ITEM_MAX_POINTS);
  });
});

describe('scoreItem with a time limit (timed drills)', () => {
  const right = { itemId: 'single', type: 'single-choice', optionId: 'b' } as const;
  it('counts an answer within the limit', () => {
    expect(scoreItem(single, { ...right, elapsedMs: 90_000 }, 90_000)).toMatchObject({
      score: 10,
      isLate: false,
      isCorrect: true,
    });
  });
  it('scores a late answer 0 and marks it late', () => {
    expect(scoreItem(single, { ...right, elapsedMs: 90_001 }, 90_000)).toMatchObject({
      score: 0,
      isLate: true,
      isAnswered: true,
    });
  });
  it('scores an answer with no time 0 in a timed drill', () => {
    expect(scoreItem(single, right, 90_000)).toMatchObject({ score: 0, isLate: true });
  });
  it('ignores time when there is no limit', () => {
    expect(scoreItem(single, { ...right, elapsedMs: 10_000_000 })).toMatchObject({ score: 10, isLate: false });
  });
});

describe('scoreItems (a whole attempt)', () => {
  const items: TrainingItem[] = [single, multiple, trueFalse, ordering, identify, tag];

  it('sums the items, with the maximum of every item drawn and per-skill subscores', () => {
    const result = scoreItems(items, [
      { itemId: 'single', type: 'single-choice', optionId: 'b' },
      { itemId: 'multiple', type: 'multiple-choice', optionIds: ['a', 'b'] },
      { itemId: 'ordering', type: 'ordering', order: ['b', 'a', 'c', 'd'] },
      { itemId: 'tag', type: 'tag', tags: { a: 'deny', b: 'turn' } },
    ]);
    expect(result.max).toBe(60);
    expect(result.score).toBe(10 + 6 + 0 + 6 + 0 + 5);
    expect(result.bySkill).toEqual({
      rebuttal: { score: 15, max: 20 },
      research: { score: 6, max: 10 },
      fallacies: { score: 0, max: 10 },
      structure: { score: 6, max: 20 },
    });
    expect(result.items.find((r) => r.itemId === 'tf')).toMatchObject({ isAnswered: false, score: 0 });
  });

  it('scores the first answer to an item and ignores others and answers to items not drawn', () => {
    const result = scoreItems(
      [single],
      [
        { itemId: 'single', type: 'single-choice', optionId: 'a' },
        { itemId: 'single', type: 'single-choice', optionId: 'b' },
        { itemId: 'other', type: 'true-false', value: true },
      ],
    );
    expect(result.score).toBe(0);
    expect(result.max).toBe(10);
    expect(result.ignored).toEqual(['single', 'other']);
  });

  it('counts an item drawn twice once', () => {
    expect(scoreItems([single, single], []).max).toBe(10);
  });
});

describe('combineScores', () => {
  it('clamps each part to 0..its max', () => {
    const total = combineScores([
      { score: 15, max: 10, bySkill: { delivery: { score: 15, max: 10 } } },
      { score: -3, max: 10, bySkill: { delivery: { score: -3, max: 10 } } },
    ]);
    expect(total).toEqual({ score: 10, max: 20, bySkill: { delivery: { score: 10, max: 20 } } });
  });
});

describe('drawing items', () => {
  const pool = TRAINING_ITEMS.map((item) => item.id);

  it('draws the same items for the same seed and different ones for another', () => {
    expect(drawItems(pool, 8, 'seed-1')).toEqual(drawItems(pool, 8, 'seed-1'));
    expect(drawItems(pool, 8, 'seed-1')).not.toEqual(drawItems(pool, 8, 'seed-2'));
  });

  it('prefers items not seen before, then falls back to seen ones', () => {
    const small = ['a', 'b', 'c', 'd'];
    const drawn = drawItems(small, 3, 's', ['a', 'b']);
    expect(drawn.slice(0, 2).sort()).toEqual(['c', 'd']);
    expect(drawn).toHaveLength(3);
    expect(drawItems(small, 10, 's')).toHaveLength(4);
  });
});

describe('drawAssessment', () => {
  const skillOf = (id: string) => TRAINING_ITEMS.find((item) => item.id === id)?.skill;

  it('draws 15 distinct questions that exist', () => {
    const drawn = drawAssessment(TRAINING_ITEMS, 'member-1:1');
    expect(drawn).toHaveLength(ASSESSMENT_QUESTIONS);
    expect(new Set(drawn).size).toBe(ASSESSMENT_QUESTIONS);
    for (const id of drawn) expect(skillOf(id)).toBeDefined();
  });

  it('spreads the questions across every skill, at most one apart', () => {
    for (const seed of ['a', 'b', 'c', 'member-7:3']) {
      const counts = new Map<string, number>();
      for (const id of drawAssessment(TRAINING_ITEMS, seed))
        counts.set(skillOf(id) as string, (counts.get(skillOf(id) as string) ?? 0) + 1);
      expect(counts.size).toBe(SKILL_IDS.length);
      expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic for a seed', () => {
    expect(drawAssessment(TRAINING_ITEMS, 'seed')).toEqual(drawAssessment(TRAINING_ITEMS, 'seed'));
  });

  it('draws different questions on a retake given the previous ones', () => {
    const first = drawAssessment(TRAINING_ITEMS, 'retake-1');
    const second = drawAssessment(TRAINING_ITEMS, 'retake-2', first);
    expect(second).toHaveLength(ASSESSMENT_QUESTIONS);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // Even with the same seed, the previous draw is avoided.
    expect(drawAssessment(TRAINING_ITEMS, 'retake-1', first).filter((id) => first.includes(id))).toEqual([]);
  });

  it('falls back to questions seen before when a bank runs short', () => {
    const few = TRAINING_ITEMS.filter((item) => item.skill === 'delivery' || item.skill === 'cross-examination');
    const drawn = drawAssessment(few, 's', few.map((item) => item.id).slice(0, 5));
    expect(drawn).toHaveLength(Math.min(ASSESSMENT_QUESTIONS, few.length));
  });
});

describe('scoreModuleAttempt', () => {
  const module = (id: string) => {
    const found = getModule(id);
    if (!found) throw new Error(id);
    return found;
  };

  it('scores a quiz from its items and reports items no longer in the bank', () => {
    const item = TRAINING_ITEMS[0] as TrainingItem;
    const result = scoreModuleAttempt(module('quick-start'), {
      itemIds: [item.id, 'gone-item'],
      answers: [keyAnswer(item)],
      work: [],
    });
    expect(result.missingItemIds).toEqual(['gone-item']);
    // One item, plus the quick-start speech not given.
    expect(result.score).toBe(10);
    expect(result.max).toBe(20);
  });

  it('adds the quick-start speech by time discipline', () => {
    const result = scoreModuleAttempt(module('quick-start'), {
      itemIds: [],
      answers: [],
      work: [{ kind: 'speech', formatId: 'standard', speechId: 'prop-1', spokenMs: QUICK_START_SPEECH_SECONDS * 1000 }],
    });
    expect(result).toMatchObject({ score: 10, max: 10, bySkill: { delivery: { score: 10, max: 10 } } });
  });

  it('scores a timed drill only within its time, and keeps the review rubric beside the score', () => {
    const drill = module('rebuttal-drill');
    const item = getItemOrThrow(drill.itemIds[0]);
    const limit = (drill.timeLimitSeconds ?? 0) * 1000;
    const onTime = scoreModuleAttempt(drill, {
      itemIds: [item.id],
      answers: [{ ...keyAnswer(item), elapsedMs: limit }],
      work: [],
    });
    const late = scoreModuleAttempt(drill, {
      itemIds: [item.id],
      answers: [{ ...keyAnswer(item), elapsedMs: limit + 1 }],
      work: [],
      selfAssessment: { target: 3 },
    });
    expect(onTime.score).toBe(10);
    expect(late.score).toBe(0);
    expect(late.selfAssessment).toEqual({ score: 3, max: 15 });
  });

  it('scores a speech by time discipline in its format', () => {
    const result = scoreModuleAttempt(module('speech-practice'), {
      itemIds: [],
      answers: [],
      work: [{ kind: 'speech', formatId: 'parliamentary', speechId: 'pm', spokenMs: 7 * 60_000 + 10_000 }],
      selfAssessment: { content: 2, style: 3, strategy: 1 },
    });
    expect(result).toMatchObject({ score: 10, max: 10, selfAssessment: { score: 4 + 6 + 1, max: 15 } });
    const unknown = scoreModuleAttempt(module('speech-practice'), {
      itemIds: [],
      answers: [],
      work: [{ kind: 'speech', formatId: 'parliamentary', speechId: 'nope', spokenMs: 1000 }],
    });
    expect(unknown).toMatchObject({ score: 0, max: 10 });
  });

  it('scores a mock debate per speech of the format in use', () => {
    const result = scoreModuleAttempt(module('mock-debate-solo'), {
      itemIds: [],
      answers: [],
      formatId: 'standard',
      speakerCount: 2,
      work: [
        { kind: 'speech', formatId: 'standard', speechId: 'prop-1', spokenMs: 5 * 60_000 },
        { kind: 'speech', formatId: 'standard', speechId: 'opp-1', spokenMs: 2 * 60_000 },
        { kind: 'speech', formatId: 'standard', speechId: 'opp-reply', spokenMs: 3 * 60_000 },
      ],
    });
    // Two speakers: 1st Prop, 1st Opp and both replies; the Prop reply was not given.
    expect(result.max).toBe(40);
    expect(result.score).toBe(10 + 0 + 10 + 0);
  });

  it('scores a free build by its rubric, capped where a part is missing', () => {
    const build = {
      kind: 'argument-build' as const,
      motion: 'This house would tax sugary foods',
      side: 'proposition' as const,
      claim: 'A sugar tax would cut the sugar people eat.',
      warrant: 'Higher prices make buyers switch and producers reformulate.',
      evidence: '',
      impact: 'Fewer cases of diabetes and tooth decay, at little cost.',
    };
    const all = { claim: 3, warrant: 3, evidence: 3, impact: 3, coherence: 3 };
    const result = scoreModuleAttempt(module('argument-free-build'), {
      itemIds: [],
      answers: [],
      work: [build],
      selfAssessment: all,
    });
    expect(result.max).toBe(21);
    expect(result.score).toBe(3 + 6 + 0 + 6 + 1);
    const none = scoreModuleAttempt(module('argument-free-build'), { itemIds: [], answers: [], work: [] });
    expect(none).toMatchObject({ score: 0, max: 21 });
  });

  it('scores research notes by the checklist', () => {
    const result = scoreModuleAttempt(module('research-notes'), {
      itemIds: [],
      answers: [],
      work: [
        {
          kind: 'research-notes',
          motion: 'This house would ban private cars from city centres',
          definitions: [{ term: 'city centre', meaning: 'The central business district inside the ring road' }],
          stakeholders: ['Residents', 'Shops', 'Disabled people'],
          proposition: ['Cleaner air', 'Safer streets'],
          opposition: ['Access for people who cannot walk far'],
          sources: [],
        },
      ],
    });
    expect(result).toMatchObject({ score: 6, max: 10, bySkill: { research: { score: 6, max: 10 } } });
  });
});

function getItemOrThrow(id: string | undefined): TrainingItem {
  const item = TRAINING_ITEMS.find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

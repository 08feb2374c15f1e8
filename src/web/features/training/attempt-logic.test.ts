// The training pages' own rules: drafts and answers, the drill's clock against
// the server's bound, motions from live topics with the fallback, the progress
// chart's points and the research notes' export.
import { describe, expect, it } from 'vitest';
import { getFormat } from '#shared/formats/formats.ts';
import { QUICK_START_SPEECH_SECONDS } from '#shared/training/bank.ts';
import type { AttemptDetail, ResearchNotes } from '#shared/training/contract.ts';
import { RESEARCH_CHECKLIST_MAX, scoreResearchNotes } from '#shared/training/rubrics.ts';
import {
  answersInOrder,
  countAnswered,
  describeAnswer,
  draftOf,
  drillRemainingMs,
  emptyResearchNotes,
  formatClock,
  isAnswerComplete,
  motionChoices,
  notesFileName,
  progressPoints,
  researchNotesText,
  tidyResearchNotes,
} from './attempt-logic.ts';
import { QUICK_START_SPEECH_SECONDS_SHOWN, speechesOf } from './components/speech-tasks.tsx';

type Item = AttemptDetail['items'][number];
const base = { areas: ['rebuttal' as const], skill: 'rebuttal' as const, difficulty: 1, prompt: 'P' };
const single: Item = {
  ...base,
  id: 'q-single',
  type: 'single-choice',
  options: [
    { id: 'a', text: 'Alpha' },
    { id: 'b', text: 'Beta' },
  ],
};
const order: Item = {
  ...base,
  id: 'q-order',
  type: 'ordering',
  options: [
    { id: 'x', text: 'X' },
    { id: 'y', text: 'Y' },
    { id: 'z', text: 'Z' },
  ],
};
const tag: Item = {
  ...base,
  id: 'q-tag',
  type: 'tag',
  options: [
    { id: 'r1', text: 'Response one' },
    { id: 'r2', text: 'Response two' },
  ],
  tags: [
    { id: 'deny', text: 'Deny' },
    { id: 'turn', text: 'Turn' },
  ],
};

describe('answers and drafts', () => {
  it('keeps one answer per item and sends them in the items’ order, without answers to other items', () => {
    const draft = draftOf({
      answers: [
        { itemId: 'q-tag', type: 'tag', tags: { r1: 'deny' } },
        { itemId: 'q-single', type: 'single-choice', optionId: 'b' },
        { itemId: 'q-gone', type: 'true-false', value: true },
      ],
      work: [],
      selfAssessment: null,
    });
    expect(answersInOrder([single, tag], draft).map((a) => a.itemId)).toEqual(['q-single', 'q-tag']);
    expect(draft.selfAssessment).toEqual({});
  });

  it('counts an item answered only when the answer says something', () => {
    expect(isAnswerComplete(tag, { itemId: 'q-tag', type: 'tag', tags: { r1: 'deny' } })).toBe(false);
    expect(isAnswerComplete(tag, { itemId: 'q-tag', type: 'tag', tags: { r1: 'deny', r2: 'turn' } })).toBe(true);
    expect(isAnswerComplete(order, { itemId: 'q-order', type: 'ordering', order: ['z', 'y', 'x'] })).toBe(true);
    expect(isAnswerComplete(single, { itemId: 'q-single', type: 'true-false', value: true })).toBe(false);
    expect(isAnswerComplete(single, undefined)).toBe(false);
    const draft = draftOf({
      answers: [{ itemId: 'q-single', type: 'single-choice', optionId: 'a' }],
      work: [],
      selfAssessment: null,
    });
    expect(countAnswered([single, order, tag], draft)).toBe(1);
  });

  it('describes answers in words for the result', () => {
    expect(describeAnswer(single, { itemId: 'q-single', type: 'single-choice', optionId: 'b' })).toBe('Beta');
    expect(describeAnswer(order, { itemId: 'q-order', type: 'ordering', order: ['z', 'x', 'y'] })).toBe('1. Z 2. X 3. Y');
    expect(describeAnswer(tag, { itemId: 'q-tag', type: 'tag', tags: { r2: 'turn' } })).toBe('Response two → Turn');
    expect(describeAnswer(tag, { itemId: 'q-tag', type: 'tag', tags: {} })).toBeNull();
    expect(describeAnswer(single, undefined)).toBeNull();
  });
});

describe('the timed drill’s clock', () => {
  const limitMs = 90_000;
  it('gives each item its own limit from when it is shown', () => {
    expect(drillRemainingMs({ index: 0, limitMs, startedAt: 0, shownAt: 0, now: 30_000 })).toBe(60_000);
    expect(drillRemainingMs({ index: 1, limitMs, startedAt: 0, shownAt: 20_000, now: 20_000 })).toBe(90_000);
  });

  it('never runs past the server’s bound of n + 1 limits from the start (a resumed drill)', () => {
    // The third item, shown after a reload 250 s into the drill: only 20 s of its bound are left.
    expect(drillRemainingMs({ index: 2, limitMs, startedAt: 0, shownAt: 250_000, now: 250_000 })).toBe(20_000);
    expect(drillRemainingMs({ index: 0, limitMs, startedAt: 0, shownAt: 100_000, now: 100_000 })).toBe(0);
  });

  it('writes clocks as minutes and seconds, overtime with a plus', () => {
    expect(formatClock(90_000)).toBe('1:30');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(-12_000)).toBe('+0:12');
  });
});

describe('motions to practise on', () => {
  it('puts the community’s topics first, then the practice motions, each once', () => {
    const choices = motionChoices(
      ['This house would make voting compulsory', 'Cities should ban cars', '  '],
      ['This house would make voting compulsory', 'This house would tax sugary foods'],
    );
    expect(choices).toEqual([
      { value: 'This house would make voting compulsory', group: 'topics' },
      { value: 'Cities should ban cars', group: 'topics' },
      { value: 'This house would tax sugary foods', group: 'practice' },
    ]);
  });

  it('falls back to the practice motions without live topics, and leaves out motions too long to store', () => {
    expect(motionChoices(['x'.repeat(301)], ['A motion'])).toEqual([{ value: 'A motion', group: 'practice' }]);
  });
});

describe('the progress chart', () => {
  it('takes a skill’s percentage from each completed attempt that scored it, oldest first', () => {
    const attempts: Parameters<typeof progressPoints>[0] = [
      { id: 'c', completedAt: '2026-11-03T10:00:00Z', score: 30, max: 40, bySkill: { rebuttal: { score: 7, max: 10 } } },
      { id: 'open', completedAt: null, score: null, max: 40, bySkill: {} },
      { id: 'b', completedAt: '2026-11-02T10:00:00Z', score: 10, max: 20, bySkill: { weighing: { score: 10, max: 20 } } },
      { id: 'a', completedAt: '2026-11-01T10:00:00Z', score: 5, max: 20, bySkill: { rebuttal: { score: 5, max: 20 } } },
    ];
    expect(progressPoints(attempts, 'rebuttal').map((p) => [p.attemptId, p.percent])).toEqual([
      ['a', 25],
      ['c', 70],
    ]);
    expect(progressPoints(attempts, null).map((p) => [p.attemptId, p.percent])).toEqual([
      ['a', 25],
      ['b', 50],
      ['c', 75],
    ]);
  });
});

describe('research notes', () => {
  const notes: ResearchNotes = {
    ...emptyResearchNotes('This house would lower the voting age to 16'),
    definitions: [
      { term: 'Voting age', meaning: 'The age from which a citizen may vote' },
      { term: '  ', meaning: '' },
    ],
    stakeholders: ['16-year-olds', ' ', 'Parties', 'Schools'],
    proposition: ['Habit formation', 'Taxation without representation'],
    opposition: ['Maturity', ''],
    sources: [
      { title: 'Electoral Commission report', citation: 'Electoral Commission, 2023', note: 'Turnout of first-time voters' },
      { title: '', citation: '', note: '' },
    ],
  };

  it('drops empty rows before saving, which the API would refuse', () => {
    const tidy = tidyResearchNotes(notes);
    expect(tidy.definitions).toHaveLength(1);
    expect(tidy.stakeholders).toEqual(['16-year-olds', 'Parties', 'Schools']);
    expect(tidy.opposition).toEqual(['Maturity']);
    expect(tidy.sources).toEqual([
      { title: 'Electoral Commission report', citation: 'Electoral Commission, 2023', note: 'Turnout of first-time voters' },
    ]);
    expect(scoreResearchNotes(tidy).score).toBeLessThan(RESEARCH_CHECKLIST_MAX);
  });

  it('exports as Markdown and as text with every section', () => {
    const md = researchNotesText(tidyResearchNotes(notes), 'markdown');
    expect(md).toContain('# This house would lower the voting age to 16');
    expect(md).toContain('**Voting age**: The age from which a citizen may vote');
    expect(md).toContain('## Opposition\n- Maturity');
    expect(md).toContain('*Electoral Commission report* — Electoral Commission, 2023. Turnout of first-time voters');
    const text = researchNotesText(emptyResearchNotes('A motion'), 'text');
    expect(text).toContain('SOURCES\n(none yet)');
    expect(notesFileName('This house would lower the voting age to 16!', 'md')).toBe(
      'this-house-would-lower-the-voting-age-to-16.md',
    );
    expect(notesFileName('???', 'txt')).toBe('research-notes.txt');
  });
});

describe('speeches', () => {
  it('times the quick start’s speech as the bank scores it', () => {
    expect(QUICK_START_SPEECH_SECONDS_SHOWN).toBe(QUICK_START_SPEECH_SECONDS);
  });

  it('offers a position only its own speeches', () => {
    const format = getFormat('standard');
    const position = format?.positions[0]?.id ?? '';
    const speeches = speechesOf('standard', position);
    expect(speeches.length).toBeGreaterThan(0);
    expect(speeches.every((s) => s.speakers.includes(position))).toBe(true);
    expect(speechesOf('standard', null)).toHaveLength(format?.speeches.length ?? -1);
  });
});

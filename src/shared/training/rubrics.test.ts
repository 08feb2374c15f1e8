// Rubrics and time discipline: weights, clamping, the free build's caps, the
// research checklist and a speech's time against its format with grace.
import { describe, expect, it } from 'vitest';
import { getFormat } from '../formats/formats.ts';
import type { DebateFormat } from '../formats/format-types.ts';
import {
  ARGUMENT_BUILD_RUBRIC,
  argumentBuildProblems,
  plannedSpeechMs,
  RESEARCH_CHECKLIST_MAX,
  REBUTTAL_REVIEW_RUBRIC,
  rubricMax,
  SPEECH_SELF_ASSESSMENT_RUBRIC,
  scoreArgumentBuild,
  scoreResearchNotes,
  scoreRubric,
  scoreTimeDiscipline,
  speakerScoreFromRubric,
  TIME_DISCIPLINE_MAX,
  TIME_GRACE_MS,
} from './rubrics.ts';

const format = (id: string) => getFormat(id) as DebateFormat;
const MIN = 60_000;

describe('scoreRubric', () => {
  it('weights each criterion and splits the score by skill', () => {
    const result = scoreRubric(SPEECH_SELF_ASSESSMENT_RUBRIC, { content: 3, style: 2, strategy: 1 });
    expect(result).toEqual({
      score: 6 + 4 + 1,
      max: 15,
      bySkill: { structure: { score: 6, max: 6 }, delivery: { score: 4, max: 6 }, weighing: { score: 1, max: 3 } },
    });
  });

  it('keeps the 40 : 40 : 20 split of content, style and strategy', () => {
    const weights = SPEECH_SELF_ASSESSMENT_RUBRIC.criteria.map((c) => c.weight);
    expect(weights).toEqual([2, 2, 1]);
    expect(SPEECH_SELF_ASSESSMENT_RUBRIC.criteria.map((c) => c.id)).toEqual(['content', 'style', 'strategy']);
  });

  it('clamps ratings to 0..3, rounds down, counts a missing criterion as 0 and ignores unknown ones', () => {
    expect(
      scoreRubric(REBUTTAL_REVIEW_RUBRIC, { target: 9, response: -2, explanation: 2.9, weighing: Number.NaN, other: 3 }).score,
    ).toBe(3 + 0 + 2 + 0);
    expect(scoreRubric(REBUTTAL_REVIEW_RUBRIC, {}).score).toBe(0);
    expect(rubricMax(ARGUMENT_BUILD_RUBRIC)).toBe(21);
  });
});

describe('free argument build', () => {
  const build = {
    claim: 'Compulsory voting makes governments represent everyone.',
    warrant: 'Parties must appeal to the whole electorate when everyone votes.',
    evidence: 'Australia has had turnout of around 90 per cent for decades.',
    impact: 'Policies reflect the needs of the young and the poor.',
  };
  const top = { claim: 3, warrant: 3, evidence: 3, impact: 3, coherence: 3 };

  it('finds no problems in a complete build and scores the ratings', () => {
    expect(argumentBuildProblems(build)).toEqual([]);
    expect(scoreArgumentBuild(build, top).score).toBe(21);
  });

  it('caps a missing part and a part that repeats the claim at 0, and coherence at 1', () => {
    const result = scoreArgumentBuild({ ...build, warrant: build.claim.toUpperCase(), evidence: 'short' }, top);
    expect(result.problems).toEqual(['evidence-missing', 'warrant-repeats-claim']);
    expect(result.score).toBe(3 + 0 + 0 + 6 + 1);
  });
});

describe('research checklist', () => {
  const empty = {
    kind: 'research-notes' as const,
    motion: 'm',
    definitions: [],
    stakeholders: [],
    proposition: [],
    opposition: [],
    sources: [],
  };

  it('scores empty notes 0 of 10', () => {
    expect(scoreResearchNotes(empty)).toMatchObject({ score: 0, max: RESEARCH_CHECKLIST_MAX });
    expect(RESEARCH_CHECKLIST_MAX).toBe(10);
  });

  it('scores full notes 10, and blank entries do not count', () => {
    const full = {
      ...empty,
      definitions: [{ term: 'basic income', meaning: 'A regular payment to every adult, without conditions' }],
      stakeholders: ['Workers', 'Carers', 'Taxpayers'],
      proposition: ['Ends poverty traps', 'Values unpaid care'],
      opposition: ['Cost', 'Inflation'],
      sources: [
        { title: 'Finland experiment results', citation: 'Kela, 2020', note: 'Wellbeing improved' },
        { title: 'Benefit withdrawal rates', citation: 'National statistics office', note: 'Effective tax rates' },
      ],
    };
    expect(scoreResearchNotes(full)).toMatchObject({ score: 10, missing: [] });
    expect(scoreResearchNotes({ ...full, stakeholders: ['Workers', ' ', ''] }).missing).toEqual(['stakeholders']);
  });
});

describe('scoreTimeDiscipline', () => {
  const fiveMin = 5 * MIN;

  it.each([
    ['exactly on time', 5 * MIN, 10, 'on-time'],
    ['within the last 30 s', 5 * MIN - 30_000, 10, 'on-time'],
    ['within the grace', 5 * MIN + TIME_GRACE_MS, 10, 'grace'],
    ['just past the grace', 5 * MIN + TIME_GRACE_MS + 1, 9, 'over'],
    ['30 s past the grace', 5 * MIN + TIME_GRACE_MS + 30_000, 5, 'over'],
    ['a minute past the grace', 5 * MIN + TIME_GRACE_MS + 60_000, 0, 'over'],
    ['far over', 20 * MIN, 0, 'over'],
    ['just short of the allowance', 5 * MIN - 30_001, 9, 'under'],
    ['at three quarters of the time', 3.75 * MIN, 6, 'under'], // (225 − 150) ÷ (270 − 150) = 0.625
    ['half the time', 2.5 * MIN, 0, 'under'],
    ['nothing', 0, 0, 'under'],
  ])('%s', (_name, spokenMs, score, verdict) => {
    expect(scoreTimeDiscipline(fiveMin, spokenMs)).toMatchObject({ score, verdict, max: TIME_DISCIPLINE_MAX });
  });

  it('uses a quarter of a short speech as the allowance', () => {
    expect(scoreTimeDiscipline(MIN, 45_000)).toMatchObject({ score: 10, verdict: 'on-time' });
    expect(scoreTimeDiscipline(MIN, 30_000)).toMatchObject({ score: 0, verdict: 'under' });
  });

  it('reads the planned time from the format', () => {
    expect(plannedSpeechMs('parliamentary', 'pm')).toBe(7 * MIN);
    expect(plannedSpeechMs('public-forum', 'pro-final-focus')).toBe(2 * MIN);
    expect(plannedSpeechMs('standard', 'nope')).toBeUndefined();
    expect(plannedSpeechMs('nope', 'pm')).toBeUndefined();
  });

  it('never leaves 0..max, whatever the numbers', () => {
    for (const planned of [0, 1, 60_000, 480_000]) {
      for (const spoken of [-5, 0, 1, 29_999, 60_000, 1e12, Number.NaN, Number.POSITIVE_INFINITY]) {
        const { score } = scoreTimeDiscipline(planned, spoken);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(TIME_DISCIPLINE_MAX);
      }
    }
  });
});

describe('speakerScoreFromRubric', () => {
  it('places the share in the format’s speaker range, rounded down to its step', () => {
    expect(speakerScoreFromRubric(format('standard'), { score: 15, max: 15 })).toBe(80);
    expect(speakerScoreFromRubric(format('standard'), { score: 0, max: 15 })).toBe(60);
    expect(speakerScoreFromRubric(format('standard'), { score: 11, max: 15 })).toBe(74);
    expect(speakerScoreFromRubric(format('policy'), { score: 11, max: 15 })).toBe(28.6);
    expect(speakerScoreFromRubric(format('parliamentary'), { score: 7, max: 15 })).toBe(73);
    expect(speakerScoreFromRubric(format('world-schools'), { score: 1, max: 3 })).toBe(66.5);
  });
});

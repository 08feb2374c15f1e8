// The peer review rules: which attempts can be shared and what of them, the
// rubric per kind, the score of a review, and ratings checked against the rubric.
import { describe, expect, it } from 'vitest';
import { MODULE_KINDS } from './bank.ts';
import type { FreeWork } from './contract.ts';
import {
  getReviewRubric,
  RESEARCH_REVIEW_RUBRIC,
  REVIEW_MESSAGES,
  REVIEW_RUBRIC_BY_KIND,
  ratingProblems,
  reviewableProblem,
  reviewRubricMax,
  scoreReview,
  sharedWork,
} from './review.ts';
import {
  ARGUMENT_BUILD_RUBRIC,
  REBUTTAL_REVIEW_RUBRIC,
  RUBRIC_TOP_LEVEL,
  rubricMax,
  SPEECH_SELF_ASSESSMENT_RUBRIC,
} from './rubrics.ts';

const build: FreeWork = {
  kind: 'argument-build',
  motion: 'This house would make public transport free',
  side: 'proposition',
  claim: 'Free public transport cuts traffic in city centres.',
  warrant: 'When the fare is gone, a bus trip costs less than driving and parking.',
  evidence: 'Tallinn saw more public transport trips after fares were removed in 2013.',
  impact: 'Fewer cars means cleaner air and faster journeys for everyone in the city.',
};
const top = (criteria: readonly { id: string }[]) => Object.fromEntries(criteria.map((c) => [c.id, RUBRIC_TOP_LEVEL]));

describe('what can be reviewed', () => {
  it('takes free builds, rebuttal drills, research notes and speeches, each on its rubric', () => {
    expect(REVIEW_RUBRIC_BY_KIND).toEqual({
      'free-build': ARGUMENT_BUILD_RUBRIC,
      'timed-drill': REBUTTAL_REVIEW_RUBRIC,
      'research-notes': RESEARCH_REVIEW_RUBRIC,
      speech: SPEECH_SELF_ASSESSMENT_RUBRIC,
    });
    for (const kind of MODULE_KINDS.filter((k) => !REVIEW_RUBRIC_BY_KIND[k])) {
      expect(reviewableProblem({ kind, isCompleted: true, work: [build] })).toBe(REVIEW_MESSAGES.notReviewable);
    }
  });

  it('needs the attempt completed and holding the work', () => {
    expect(reviewableProblem({ kind: 'free-build', isCompleted: false, work: [build] })).toBe(REVIEW_MESSAGES.notCompleted);
    expect(reviewableProblem({ kind: 'free-build', isCompleted: true, work: [] })).toBe(REVIEW_MESSAGES.noWork);
    expect(reviewableProblem({ kind: 'free-build', isCompleted: true, work: [build] })).toBeNull();
    const blank: FreeWork = { kind: 'rebuttal-response', itemId: 'rb-x', text: '  ' };
    expect(reviewableProblem({ kind: 'timed-drill', isCompleted: true, work: [blank] })).toBe(REVIEW_MESSAGES.noWork);
  });

  it('shares only the work of the module’s kind', () => {
    const speech: FreeWork = { kind: 'speech', formatId: 'oxford', speechId: 'prop-1', spokenMs: 1000 };
    expect(sharedWork('free-build', [build, speech])).toEqual([build]);
    expect(sharedWork('speech', [build, speech])).toEqual([speech]);
    expect(sharedWork('quiz', [build])).toEqual([]);
  });
});

describe('scoring a review', () => {
  it('is level × weight per criterion, up to the rubric’s maximum', () => {
    for (const rubric of [REBUTTAL_REVIEW_RUBRIC, SPEECH_SELF_ASSESSMENT_RUBRIC, RESEARCH_REVIEW_RUBRIC]) {
      expect(scoreReview(rubric, top(rubric.criteria))).toEqual({ score: reviewRubricMax(rubric), max: reviewRubricMax(rubric) });
      expect(scoreReview(rubric, {})).toEqual({ score: 0, max: reviewRubricMax(rubric) });
    }
    expect(reviewRubricMax(RESEARCH_REVIEW_RUBRIC)).toBe(18);
    expect(scoreReview(SPEECH_SELF_ASSESSMENT_RUBRIC, { content: 2, style: 1, strategy: 3 }).score).toBe(4 + 2 + 3);
    expect(reviewRubricMax(ARGUMENT_BUILD_RUBRIC)).toBe(rubricMax(ARGUMENT_BUILD_RUBRIC));
  });

  it('caps a free build’s ratings by its automatic checks, as the member’s own score is', () => {
    const full = scoreReview(ARGUMENT_BUILD_RUBRIC, top(ARGUMENT_BUILD_RUBRIC.criteria), [build]);
    expect(full).toEqual({ score: 21, max: 21 });
    const noEvidence = scoreReview(ARGUMENT_BUILD_RUBRIC, top(ARGUMENT_BUILD_RUBRIC.criteria), [
      { ...build, evidence: 'Studies.' },
    ]);
    // Evidence (×1) to 0, coherence (×1) to at most 1: 21 − 3 − 2.
    expect(noEvidence.score).toBe(16);
  });

  it('asks for every criterion and nothing else', () => {
    expect(ratingProblems(RESEARCH_REVIEW_RUBRIC, top(RESEARCH_REVIEW_RUBRIC.criteria))).toEqual([]);
    expect(ratingProblems(RESEARCH_REVIEW_RUBRIC, { definitions: 1, style: 2 })).toEqual([
      { path: ['ratings', 'stakeholders'], message: REVIEW_MESSAGES.rateEveryCriterion },
      { path: ['ratings', 'arguments'], message: REVIEW_MESSAGES.rateEveryCriterion },
      { path: ['ratings', 'sources'], message: REVIEW_MESSAGES.rateEveryCriterion },
      { path: ['ratings', 'style'], message: REVIEW_MESSAGES.criterionUnknown },
    ]);
    expect(getReviewRubric('research-review')).toBe(RESEARCH_REVIEW_RUBRIC);
    expect(getReviewRubric('research-checklist')).toBeUndefined();
  });
});

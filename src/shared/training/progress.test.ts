// The dashboard's rules: percentages, the streak of days with practice, the
// skills recommended from training scores and from judged speaker scores, and
// that every skill's practice module exists and trains it.
import { describe, expect, it } from 'vitest';
import { getItem, getModule } from './bank.ts';
import {
  BALLOT_MIN_SPEECHES,
  dayIn,
  MIN_POINTS_FOR_RECOMMENDATION,
  percentOf,
  rangePercent,
  recommend,
  SKILL_PRACTICE,
  streakOf,
  TRAINING_RECOMMENDATIONS_MAX,
} from './progress.ts';
import { SKILL_IDS, type SkillId } from './skills.ts';

describe('percentOf', () => {
  it('rounds down, stays within 0..100 and is null without a maximum', () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
    expect(percentOf(3, 0)).toBeNull();
  });
});

describe('dayIn', () => {
  it('reads the calendar day in the given zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-03-01');
    expect(dayIn(instant, 'Europe/Berlin')).toBe('2026-03-02');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-01T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
  });
});

describe('streakOf', () => {
  it('counts consecutive days ending today', () => {
    expect(streakOf(['2026-03-03', '2026-03-02', '2026-03-01', '2026-02-27'], '2026-03-03')).toEqual({
      days: 3,
      isActiveToday: true,
    });
  });
  it('keeps a streak that ended yesterday, not one that ended earlier', () => {
    expect(streakOf(['2026-03-02', '2026-03-01'], '2026-03-03')).toEqual({ days: 2, isActiveToday: false });
    expect(streakOf(['2026-03-01'], '2026-03-03')).toEqual({ days: 0, isActiveToday: false });
  });
  it('runs across month and year ends', () => {
    expect(streakOf(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01').days).toBe(3);
    expect(streakOf(['2028-03-01', '2028-02-29'], '2028-03-01').days).toBe(2);
  });
  it('is 0 without practice', () => {
    expect(streakOf([], '2026-03-03')).toEqual({ days: 0, isActiveToday: false });
  });
});

describe('rangePercent', () => {
  it("places a speaker score in its format's range", () => {
    expect(rangePercent(70, { min: 60, max: 80 })).toBe(50);
    expect(rangePercent(25, { min: 25, max: 30 })).toBe(0);
    expect(rangePercent(31, { min: 25, max: 30 })).toBe(100);
    expect(rangePercent(50, { min: 50, max: 50 })).toBe(0);
  });
});

describe('SKILL_PRACTICE', () => {
  it('names an existing module of its area for every skill, one that trains the skill', () => {
    for (const skill of SKILL_IDS) {
      const practice = SKILL_PRACTICE[skill];
      const module = getModule(practice.moduleId);
      expect(module, skill).toBeDefined();
      expect(module?.area).toBe(practice.area);
      if (module?.kind === 'speech') expect(skill).toBe('delivery');
      else expect(module?.itemIds.some((id) => getItem(id)?.skill === skill)).toBe(true);
    }
  });
});

const totals = (entries: [SkillId, number, number][]) => entries.map(([skill, score, max]) => ({ skill, score, max }));
const noBallots = { scoredSpeeches: 0, averageRangePercent: null };

describe('recommend', () => {
  it('suggests the quick start to a member with nothing completed', () => {
    expect(recommend([], noBallots, 0)).toEqual([
      expect.objectContaining({ source: 'start', moduleId: 'quick-start', area: 'quick-start' }),
    ]);
  });

  it('names the weakest trained skills, lowest first, with enough points to judge by', () => {
    const got = recommend(
      totals([
        ['rebuttal', 10, 40],
        ['weighing', 5, 30],
        ['fallacies', 0, MIN_POINTS_FOR_RECOMMENDATION - 10],
        ['structure', 90, 100],
        ['research', 60, 100],
        ['delivery', 30, 50],
        ['format-rules', 69, 100],
      ]),
      noBallots,
      5,
    );
    expect(got.map((r) => [r.skill, r.source])).toEqual([
      ['weighing', 'training'],
      ['rebuttal', 'training'],
      ['research', 'training'],
    ]);
    expect(got).toHaveLength(TRAINING_RECOMMENDATIONS_MAX);
    expect(got[0]?.reason).toContain('16%');
    expect(got[0]?.moduleId).toBe(SKILL_PRACTICE.weighing.moduleId);
  });

  it('recommends nothing from training when every skill is at or above the bar', () => {
    expect(recommend(totals([['rebuttal', 70, 100]]), noBallots, 3)).toEqual([]);
  });

  it('puts the skills a speaker score marks first when judged speeches sit low in their ranges', () => {
    const got = recommend(
      totals([
        ['delivery', 10, 100],
        ['rebuttal', 20, 100],
      ]),
      { scoredSpeeches: 4, averageRangePercent: 30 },
      2,
    );
    expect(got.map((r) => [r.skill, r.source])).toEqual([
      ['delivery', 'ballots'],
      ['structure', 'ballots'],
      ['rebuttal', 'training'],
    ]);
    expect(got[0]?.reason).toContain('30%');
  });

  it('says nothing from ballots with too few speeches or scores in the upper half', () => {
    expect(recommend([], { scoredSpeeches: BALLOT_MIN_SPEECHES - 1, averageRangePercent: 10 }, 1)).toEqual([]);
    expect(recommend([], { scoredSpeeches: 10, averageRangePercent: 50 }, 1)).toEqual([]);
  });
});

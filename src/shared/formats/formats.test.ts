// Every format against its published rules: speech order and total speaking
// time (tables written from the rule books cited in formats.ts), and the
// consistency of positions, sides, POI windows, preparation and score ranges.
import { describe, expect, it } from 'vitest';
import {
  DEBATE_FORMATS,
  FORMAT_IDS,
  formatFitsDebateType,
  formatPlannedMinutes,
  formatSpeakingSeconds,
  getFormat,
  isFormatId,
  positionsOfSide,
} from './formats.ts';

const RULES: Record<string, { order: string[]; minutes: number; prep: string }> = {
  standard: { order: ['1st Prop', '1st Opp', '2nd Prop', '2nd Opp', 'Opp Reply', 'Prop Reply'], minutes: 26, prep: 'block 300' },
  oxford: { order: ['1st Prop', '1st Opp', '2nd Prop', '2nd Opp'], minutes: 28, prep: 'none' },
  parliamentary: { order: ['PM', 'LO', 'DPM', 'DLO', 'MG', 'MO', 'GW', 'OW'], minutes: 56, prep: 'block 900' },
  'lincoln-douglas': { order: ['AC', 'CX', 'NC', 'CX', '1AR', 'NR', '2AR'], minutes: 32, prep: 'pool 240' },
  policy: {
    order: ['1AC', 'CX', '1NC', 'CX', '2AC', 'CX', '2NC', 'CX', '1NR', '1AR', '2NR', '2AR'],
    minutes: 64,
    prep: 'pool 480',
  },
  'world-schools': {
    order: ['1st Prop', '1st Opp', '2nd Prop', '2nd Opp', '3rd Prop', '3rd Opp', 'Opp Reply', 'Prop Reply'],
    minutes: 56,
    prep: 'block 3600',
  },
  'public-forum': {
    order: ['Pro C', 'Con C', 'CF', 'Pro R', 'Con R', 'CF', 'Pro S', 'Con S', 'GCF', 'Pro FF', 'Con FF'],
    minutes: 35,
    prep: 'pool 180',
  },
};

const prepOf = (id: string) => {
  const prep = getFormat(id)?.prep;
  if (!prep || prep.mode === 'none') return 'none';
  return prep.mode === 'block' ? `block ${prep.seconds}` : `pool ${prep.secondsPerSide}`;
};

describe.each(DEBATE_FORMATS.map((f) => [f.id, f] as const))('%s', (id, format) => {
  it('follows the cited rules: speech order, speaking time and preparation', () => {
    const rules = RULES[id];
    expect(rules).toBeDefined();
    expect(format.speeches.map((s) => s.shortLabel)).toEqual(rules?.order);
    expect(formatSpeakingSeconds(format)).toBe((rules?.minutes ?? 0) * 60);
    expect(prepOf(id)).toBe(rules?.prep);
    expect(format.source.length).toBeGreaterThan(10);
  });

  it('is consistent: unique ids, known sides and speakers, everyone speaks', () => {
    const positions = new Set(format.positions.map((p) => p.id));
    const sides = new Set(format.sides.map((s) => s.id));
    expect(positions.size).toBe(format.positions.length);
    expect(new Set(format.speeches.map((s) => s.id)).size).toBe(format.speeches.length);
    expect(positions.has('audience')).toBe(false);
    for (const position of format.positions) expect(sides.has(position.side)).toBe(true);
    for (const speech of format.speeches) {
      if (speech.side !== null) expect(sides.has(speech.side)).toBe(true);
      for (const speaker of speech.speakers) expect(positions.has(speaker)).toBe(true);
      if (speech.poiWindow) {
        expect(speech.poiWindow.fromSeconds).toBeGreaterThanOrEqual(0);
        expect(speech.poiWindow.fromSeconds).toBeLessThan(speech.poiWindow.toSeconds);
        expect(speech.poiWindow.toSeconds).toBeLessThanOrEqual(speech.seconds);
      }
    }
    for (const position of positions) expect(format.speeches.some((s) => s.speakers.includes(position))).toBe(true);
    for (const side of sides) expect(positionsOfSide(format, side).length).toBeGreaterThan(0);
    // max_participants is 2–10 (spec section 5): every format fits.
    expect(format.positions.length).toBeGreaterThanOrEqual(2);
    expect(format.positions.length).toBeLessThanOrEqual(10);
  });

  it('has score ranges a judge can step through', () => {
    const ranges = [
      format.ballot.speakerScore,
      ...(format.ballot.kind === 'sides' && format.ballot.replyScore ? [format.ballot.replyScore] : []),
    ];
    for (const range of ranges) {
      expect(range.min).toBeLessThan(range.max);
      const steps = (range.max - range.min) / range.step;
      expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
    }
  });
});

describe('British Parliamentary', () => {
  const bp = getFormat('parliamentary');
  it('has four teams of two, ranked, with POIs only between minute 1 and minute 6', () => {
    expect(bp?.sides.map((s) => s.id)).toEqual(['og', 'oo', 'cg', 'co']);
    for (const side of bp?.sides ?? []) expect(positionsOfSide(bp as never, side.id)).toHaveLength(2);
    expect(bp?.ballot).toEqual({ kind: 'ranks', speakerScore: { min: 50, max: 100, step: 1 } });
    expect(bp?.speeches.every((s) => s.seconds === 420 && s.poiWindow?.fromSeconds === 60 && s.poiWindow.toSeconds === 360)).toBe(
      true,
    );
  });
});

describe('World Schools', () => {
  it('replies opposition first, 4 minutes, scored 30–40', () => {
    const ws = getFormat('world-schools');
    expect(ws?.speeches.slice(-2).map((s) => [s.side, s.seconds])).toEqual([
      ['opposition', 240],
      ['proposition', 240],
    ]);
    expect(ws?.ballot).toMatchObject({ speakerScore: { min: 60, max: 80, step: 0.5 }, replyScore: { min: 30, max: 40 } });
  });
});

describe('lookups', () => {
  it('knows the format ids', () => {
    expect(FORMAT_IDS).toEqual(DEBATE_FORMATS.map((f) => f.id));
    expect(isFormatId('oxford')).toBe(true);
    expect(isFormatId('chess')).toBe(false);
    expect(getFormat('chess')).toBeUndefined();
  });
});

describe('planned duration and debate types', () => {
  it.each([
    ['standard', 35],
    ['oxford', 35],
    ['parliamentary', 65],
    ['lincoln-douglas', 50],
    ['policy', 95],
    ['world-schools', 65],
    ['public-forum', 55],
  ])('%s takes about %i minutes', (id, minutes) => {
    expect(formatPlannedMinutes(getFormat(id) as never)).toBe(minutes);
  });

  it.each([
    ['standard', 'quick', true],
    ['parliamentary', 'quick', false],
    ['parliamentary', 'competitive', true],
    ['policy', 'practice', false],
    ['policy', 'competitive', true],
    ['lincoln-douglas', 'practice', true],
  ])('%s as %s fits: %s', (id, type, fits) => {
    const result = formatFitsDebateType(getFormat(id) as never, type);
    expect(result.fits).toBe(fits);
    if (!fits) expect(result.message).toMatch(/takes about \d+ minutes; a \w+ debate lasts/);
  });

  it('suits the types it says it suits', () => {
    for (const format of DEBATE_FORMATS) {
      for (const type of format.suitedTypes) expect(formatFitsDebateType(format, type).fits).toBe(true);
    }
  });
});

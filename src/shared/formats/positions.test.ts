// Which positions and speeches a debate of n speakers uses, for every format
// and every count it offers; and the running order with empty positions skipped.
import { describe, expect, it } from 'vitest';
import { DEBATE_FORMATS, getFormat } from './formats.ts';
import type { DebateFormat } from './format-types.ts';
import {
  debateSchedule,
  formatForTimer,
  givenSpeechIds,
  isPositionInUse,
  isSpeakerCountAllowed,
  positionsInUse,
  positionsInUseText,
  skippedSpeechText,
  speakerCountProblem,
  speechesInUse,
} from './positions.ts';

const format = (id: string) => getFormat(id) as DebateFormat;
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe.each(DEBATE_FORMATS.map((f) => [f.id, f] as const))('%s', (_id, f) => {
  it('fills every position once, and offers counts that end with all of them', () => {
    expect([...f.positionOrder].sort()).toEqual(ids(f.positions).sort());
    expect(f.speakerCounts).toEqual([...f.speakerCounts].sort((a, b) => a - b));
    expect(f.speakerCounts.at(-1)).toBe(f.positions.length);
    expect(f.speakerCounts[0]).toBeGreaterThanOrEqual(2);
  });

  it.each(f.speakerCounts)('with %i speakers is a whole debate: both sides speak, every position in use speaks', (count) => {
    const inUse = positionsInUse(f, count);
    expect(inUse).toHaveLength(count);
    const speeches = speechesInUse(f, count);
    const speaking = new Set(speeches.flatMap((s) => s.speakers));
    for (const position of inUse) expect(speaking.has(position.id), position.id).toBe(true);
    // No speech is cut in half: a speech is given whole or not at all.
    for (const speech of f.speeches) {
      const kept = speech.speakers.filter((id) => inUse.some((p) => p.id === id));
      expect([0, speech.speakers.length]).toContain(kept.length);
    }
    expect(new Set(inUse.map((p) => p.side)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('positions in use', () => {
  it('fills first speakers first in two-sided formats, and the opening half first in BP', () => {
    expect(ids(positionsInUse(format('oxford'), 2))).toEqual(['prop-1', 'opp-1']);
    expect(ids(positionsInUse(format('oxford'), 4))).toEqual(['prop-1', 'opp-1', 'prop-2', 'opp-2']);
    expect(ids(positionsInUse(format('standard'), 2))).toEqual(['prop-1', 'opp-1']);
    expect(ids(positionsInUse(format('parliamentary'), 4))).toEqual(['pm', 'lo', 'dpm', 'dlo']);
    expect(ids(positionsInUse(format('parliamentary'), 8))).toEqual(['pm', 'lo', 'dpm', 'dlo', 'mg', 'mo', 'gw', 'ow']);
    expect(ids(positionsInUse(format('lincoln-douglas'), 2))).toEqual(['aff', 'neg']);
  });

  it('keeps a count saved before counts were checked working: the first n, never more than there are', () => {
    expect(ids(positionsInUse(format('oxford'), 3))).toEqual(['prop-1', 'opp-1', 'prop-2']);
    expect(positionsInUse(format('lincoln-douglas'), 10)).toHaveLength(2);
  });

  it('says whether a position is in use', () => {
    expect(isPositionInUse(format('oxford'), 2, 'opp-1')).toBe(true);
    expect(isPositionInUse(format('oxford'), 2, 'prop-2')).toBe(false);
  });

  it('gives the speeches of the positions in use only', () => {
    expect(ids(speechesInUse(format('oxford'), 2))).toEqual(['prop-1', 'opp-1']);
    expect(ids(speechesInUse(format('standard'), 2))).toEqual(['prop-1', 'opp-1', 'opp-reply', 'prop-reply']);
    expect(ids(speechesInUse(format('parliamentary'), 4))).toEqual(['pm', 'lo', 'dpm', 'dlo']);
  });

  it('describes them for the form', () => {
    expect(positionsInUseText(format('oxford'), 2)).toBe('With 2 speakers: First Proposition and First Opposition.');
    expect(positionsInUseText(format('parliamentary'), 4)).toBe(
      'With 4 speakers: Prime Minister, Leader of the Opposition, Deputy Prime Minister and Deputy Leader of the Opposition.',
    );
    expect(positionsInUseText(format('oxford'), 4)).toBe('With 4 speakers: every position of Oxford.');
  });
});

describe('speaker counts', () => {
  it('allows the counts the format runs with and names them otherwise', () => {
    expect(isSpeakerCountAllowed(format('oxford'), 2)).toBe(true);
    expect(isSpeakerCountAllowed(format('oxford'), 3)).toBe(false);
    expect(speakerCountProblem(format('oxford'), 4)).toBeNull();
    expect(speakerCountProblem(format('oxford'), 3)).toBe('Oxford runs with 2 or 4 speakers.');
    expect(speakerCountProblem(format('parliamentary'), 6)).toBe('British Parliamentary runs with 4 or 8 speakers.');
    expect(speakerCountProblem(format('lincoln-douglas'), 4)).toBe('Lincoln-Douglas runs with 2 speakers.');
  });
});

describe('the running order', () => {
  it('skips a speech whose position nobody holds, and names the position', () => {
    const schedule = debateSchedule(format('oxford'), 2, ['opp-1']);
    expect(schedule.map((e) => [e.speech.id, e.skipped])).toEqual([
      ['prop-1', true],
      ['opp-1', false],
    ]);
    expect(skippedSpeechText(schedule[0] as (typeof schedule)[0])).toBe('Skipped — no speaker in First Proposition');
    expect(givenSpeechIds(schedule)).toEqual(['opp-1']);
  });

  it('skips a cross-examination when either side of it is missing', () => {
    const schedule = debateSchedule(format('lincoln-douglas'), 2, ['aff']);
    expect(givenSpeechIds(schedule)).toEqual(['ac', '1ar', '2ar']);
    const cx = schedule.find((e) => e.speech.id === 'cx-neg');
    expect(cx && skippedSpeechText(cx)).toBe('Skipped — no speaker in Negative');
  });

  it('once the room is open, follows the speeches fixed then', () => {
    const schedule = debateSchedule(format('oxford'), 4, ['prop-1', 'opp-1', 'prop-2', 'opp-2'], ['prop-1', 'opp-1', 'opp-2']);
    expect(schedule.map((e) => e.skipped)).toEqual([false, false, true, false]);
    expect(skippedSpeechText(schedule[2] as (typeof schedule)[0])).toBe('Skipped — no speaker in Second Proposition');
  });

  it('gives the timer only the speeches fixed when the room opened', () => {
    expect(ids(formatForTimer(format('oxford'), ['prop-1', 'opp-1']).speeches)).toEqual(['prop-1', 'opp-1']);
    expect(formatForTimer(format('oxford'), undefined)).toBe(format('oxford'));
  });
});

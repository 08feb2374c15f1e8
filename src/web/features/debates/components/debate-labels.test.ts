import { describe, expect, it } from 'vitest';
import { debateStatus, debateTypeLabel, formatLabel, placesLeft } from './debate-labels.ts';
import { positionLabel } from './position-label.ts';

describe('formatLabel', () => {
  it.each([
    ['standard', 'Standard'],
    ['oxford', 'Oxford'],
    ['parliamentary', 'British Parliamentary'],
    ['lincoln-douglas', 'Lincoln-Douglas'],
    ['public-forum', 'Public Forum'],
  ])('%s → %s', (format, label) => {
    expect(formatLabel(format)).toBe(label);
  });
});

describe('debate types and statuses', () => {
  it('names the three debate types and humanizes new ones', () => {
    expect(debateTypeLabel('quick')).toBe('Quick');
    expect(debateTypeLabel('competitive')).toBe('Competitive');
    expect(debateTypeLabel('practice')).toBe('Practice');
    expect(debateTypeLabel('showcase')).toBe('Showcase');
  });

  it('gives each status a label and a tone', () => {
    expect(debateStatus('scheduled')).toEqual({ label: 'Scheduled', tone: 'brand' });
    expect(debateStatus('live')).toEqual({ label: 'Live', tone: 'danger' });
    expect(debateStatus('finished')).toEqual({ label: 'Finished', tone: 'neutral' });
    expect(debateStatus('cancelled')).toEqual({ label: 'Cancelled', tone: 'warning' });
    expect(debateStatus('postponed')).toEqual({ label: 'Postponed', tone: 'neutral' });
  });
});

describe('positionLabel', () => {
  it('names a position with its side, from the format', () => {
    expect(positionLabel('parliamentary', 'pm')).toBe('Prime Minister (Opening Government)');
    expect(positionLabel('lincoln-douglas', 'aff')).toBe('Affirmative');
    expect(positionLabel('oxford', 'audience')).toBe('Audience');
    expect(positionLabel('oxford', 'mystery-role')).toBe('Mystery Role');
  });
});

describe('placesLeft', () => {
  it('never goes below zero', () => {
    expect(placesLeft({ speakerCount: 3, maxParticipants: 8 })).toBe(5);
    expect(placesLeft({ speakerCount: 9, maxParticipants: 8 })).toBe(0);
  });
});

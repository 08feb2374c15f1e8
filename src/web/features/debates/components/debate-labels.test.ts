import { describe, expect, it } from 'vitest';
import { debateStatus, debateTypeLabel, formatLabel, placesLeft, placesText } from './debate-labels.ts';
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

describe('placesText', () => {
  it('counts open speaking places only while the debate is scheduled', () => {
    expect(placesText({ speakerCount: 0, maxParticipants: 4, status: 'scheduled' })).toBe('0 of 4 speakers · 4 open');
    expect(placesText({ speakerCount: 2, maxParticipants: 2, status: 'scheduled' })).toBe('2 of 2 speakers · full');
    // Under way: the server takes the audience only, so no speaking place is "open".
    expect(placesText({ speakerCount: 0, maxParticipants: 4, status: 'live' })).toBe(
      '0 of 4 speakers · only audience places open',
    );
    expect(placesText({ speakerCount: 2, maxParticipants: 4, status: 'finished' })).toBe('2 of 4 speakers');
  });
});

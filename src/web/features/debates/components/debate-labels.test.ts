import { describe, expect, it } from 'vitest';
import type { DebateParticipant } from '../types.ts';
import { debateStatus, debateTypeLabel, formatLabel, groupParticipantsByRole, placesLeft } from './debate-labels.ts';

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

const person = (userId: string, role: string): DebateParticipant => ({
  userId,
  role,
  username: userId,
  fullName: null,
  avatarUrl: null,
});

describe('groupParticipantsByRole', () => {
  it('orders sides as they speak, then other positions, then judges and audience', () => {
    const groups = groupParticipantsByRole([
      person('a', 'audience'),
      person('b', 'opposition'),
      person('c', 'whip'),
      person('d', 'proposition'),
      person('e', 'judge'),
      person('f', 'proposition'),
    ]);
    expect(groups.map((g) => [g.label, g.participants.map((p) => p.userId)])).toEqual([
      ['Proposition', ['d', 'f']],
      ['Opposition', ['b']],
      ['Whip', ['c']],
      ['Judges', ['e']],
      ['Audience', ['a']],
    ]);
  });

  it('puts affirmative before negative', () => {
    expect(groupParticipantsByRole([person('n', 'negative'), person('a', 'affirmative')]).map((g) => g.role)).toEqual([
      'affirmative',
      'negative',
    ]);
  });

  it('gives no groups for no participants', () => {
    expect(groupParticipantsByRole([])).toEqual([]);
  });
});

describe('placesLeft', () => {
  it('never goes below zero', () => {
    expect(placesLeft({ participantCount: 3, maxParticipants: 8 })).toBe(5);
    expect(placesLeft({ participantCount: 9, maxParticipants: 8 })).toBe(0);
  });
});

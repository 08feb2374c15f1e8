import { describe, expect, it } from 'vitest';
import { clubInitial, meetingFrequencyLabel, memberRoleLabel, sortMembers } from './club-labels.ts';

describe('meetingFrequencyLabel', () => {
  it('says how often a club meets', () => {
    expect(meetingFrequencyLabel('weekly')).toBe('Meets weekly');
    expect(meetingFrequencyLabel('fortnightly')).toBe('Meets every two weeks');
    expect(meetingFrequencyLabel('monthly')).toBe('Meets monthly');
    expect(meetingFrequencyLabel('Quarterly')).toBe('Meets quarterly');
    expect(meetingFrequencyLabel(null)).toBeNull();
  });
});

describe('clubInitial', () => {
  it('takes the first letter or digit of the name, upper-cased', () => {
    expect(clubInitial('harbour Speakers')).toBe('H');
    expect(clubInitial('  "Étoile" debaters')).toBe('É');
    expect(clubInitial('42 Club')).toBe('4');
    expect(clubInitial('— ...')).toBe('?');
    expect(clubInitial('')).toBe('?');
  });
});

const member = (userId: string, role: string) => ({
  userId,
  role,
  joinedAt: '2026-01-01T00:00:00Z',
  username: null,
  fullName: null,
  avatarUrl: null,
});

describe('members', () => {
  it('names the roles', () => {
    expect(memberRoleLabel('owner')).toBe('Owner');
    expect(memberRoleLabel('officer')).toBe('Officer');
    expect(memberRoleLabel('member')).toBe('Member');
    expect(memberRoleLabel('treasurer')).toBe('Treasurer');
  });

  it('lists owners, officers, other roles, then members, each in joining order', () => {
    const sorted = sortMembers([
      member('m1', 'member'),
      member('o1', 'officer'),
      member('m2', 'member'),
      member('t1', 'treasurer'),
      member('w1', 'owner'),
      member('o2', 'officer'),
    ]);
    expect(sorted.map((m) => m.userId)).toEqual(['w1', 'o1', 'o2', 't1', 'm1', 'm2']);
  });
});

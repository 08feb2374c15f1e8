import { describe, expect, it } from 'vitest';
import { type OwnProfile, UpdateProfileInputSchema } from '#shared/accounts/contract.ts';
import { PHONE_MESSAGES } from '#shared/accounts/phone.ts';
import { INTEREST_CHOICE_MESSAGES } from '#shared/admin/interests/contract.ts';
import { ProfileFormSchema, profileFormDefaults, toUpdateProfileInput } from './profile-form-schema.ts';

const valid = {
  displayName: 'Maya Okafor',
  username: 'maya_o',
  bio: 'Debating since 2019.',
  location: 'Leeds',
  phone: '+44 20 7946 0958',
  primaryRole: 'judge',
  otherRoles: ['debater', 'judge'],
  experience: 'advanced',
  topics: ['health', 'education', 'health'],
};
const empty = { primaryRole: '', otherRoles: [], experience: '', topics: [] };

describe('ProfileFormSchema', () => {
  it('accepts a filled form and gives a body the API accepts, the phone in E.164', () => {
    const parsed = ProfileFormSchema.parse(valid);
    expect(UpdateProfileInputSchema.parse(toUpdateProfileInput(parsed))).toEqual({
      displayName: 'Maya Okafor',
      username: 'maya_o',
      bio: 'Debating since 2019.',
      location: 'Leeds',
      phone: '+442079460958',
      primaryRole: 'judge',
      allRoles: ['judge', 'debater'],
      debateExperience: 'advanced',
      preferredTopics: ['health', 'education'],
    });
  });

  it('lets optional fields be empty (or only spaces), which clears them', () => {
    const parsed = ProfileFormSchema.parse({ displayName: 'Maya', username: '  ', bio: '', location: ' ', phone: ' ', ...empty });
    expect(parsed).toEqual({ displayName: 'Maya', username: '', bio: '', location: '', phone: '', ...empty });
    expect(toUpdateProfileInput(parsed)).toMatchObject({ phone: '', primaryRole: '', allRoles: [], preferredTopics: [] });
    expect(UpdateProfileInputSchema.safeParse(toUpdateProfileInput(parsed)).success).toBe(true);
  });

  it.each([
    ['displayName', 'M', 'Name must be 2-50 letters, spaces, hyphens or apostrophes'],
    ['displayName', 'R2-D2', 'Name must be 2-50 letters, spaces, hyphens or apostrophes'],
    ['username', 'ab', 'Username must be 3-20 letters, digits, underscores or hyphens'],
    ['username', 'has space', 'Username must be 3-20 letters, digits, underscores or hyphens'],
    ['bio', 'x'.repeat(501), 'Bio must be at most 500 characters'],
    ['location', 'NY', 'Location must be 3-100 characters'],
    ['phone', '12', PHONE_MESSAGES.invalid],
    ['phone', '020 7946 0958', PHONE_MESSAGES.invalid],
  ])('refuses %s = %j', (field, value, message) => {
    const result = ProfileFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('accepts names in any script, with hyphens and apostrophes', () => {
    expect(ProfileFormSchema.safeParse({ ...valid, displayName: "Zoë O'Brien-Łukasz" }).success).toBe(true);
  });
});

describe('profileFormDefaults', () => {
  it('keeps every interest the profile holds, a retired or unknown one too (the server lets a held one stay)', () => {
    const profile = {
      fullName: 'Maya',
      allRoles: [],
      preferredTopics: ['health', 'sport', 'astrology'],
    } as unknown as OwnProfile;
    expect(profileFormDefaults(profile).topics).toEqual(['health', 'sport', 'astrology']);
  });

  it('refuses more than 20 interests, and an id not in the stored form', () => {
    const many = Array.from({ length: 21 }, (_, i) => `area-${i}`);
    expect(ProfileFormSchema.safeParse({ ...valid, topics: many }).error?.issues[0]?.message).toBe(
      INTEREST_CHOICE_MESSAGES.tooMany,
    );
    expect(ProfileFormSchema.safeParse({ ...valid, topics: ['Health'] }).success).toBe(false);
  });
});

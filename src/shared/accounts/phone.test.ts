import { describe, expect, it } from 'vitest';
import { UpdateProfileInputSchema } from './contract.ts';
import { PHONE_MESSAGES, PhoneSchema, toE164 } from './phone.ts';

describe('PhoneSchema (spec section 5: optional, international format)', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+442079460958', '+442079460958'],
    ['  +1 (415) 555-2671 ', '+14155552671'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+49 30 901820', '+4930901820'],
  ])('accepts %j and stores it as %j (E.164)', (typed, stored) => {
    expect(PhoneSchema.parse(typed)).toBe(stored);
    expect(toE164(typed)).toBe(stored);
  });

  it.each([
    ['12'],
    ['+12'],
    ['020 7946 0958'], // national format: no country code
    ['+44 20 7946'], // too short for the UK
    ['+999 1234 5678'], // no such country code
    ['call +44 20 7946 0958'], // text around the number
    ['+44 20 7946 0958 ext. 12'], // an extension
    ['+44 20 7946 0958\u0000'],
  ])('refuses %j', (typed) => {
    const result = PhoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(toE164(typed)).toBeNull();
  });

  it('says what format it wants', () => {
    expect(PhoneSchema.safeParse('12').error?.issues[0]?.message).toBe(PHONE_MESSAGES.invalid);
  });

  it('is optional on the profile: left out keeps it, an empty string clears it', () => {
    expect(UpdateProfileInputSchema.parse({ displayName: 'Maya' }).phone).toBeUndefined();
    expect(UpdateProfileInputSchema.parse({ displayName: 'Maya', phone: '' }).phone).toBe('');
    expect(UpdateProfileInputSchema.parse({ displayName: 'Maya', phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    const refused = UpdateProfileInputSchema.safeParse({ displayName: 'Maya', phone: '12' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'phone',
      PHONE_MESSAGES.invalid,
    ]);
  });
});

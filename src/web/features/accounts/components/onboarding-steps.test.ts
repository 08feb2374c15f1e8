import { describe, expect, it } from 'vitest';
import { CompleteOnboardingInputSchema, type OwnProfile } from '#shared/accounts/contract.ts';
import {
  advance,
  buildOnboardingInput,
  goBack,
  initialValues,
  type OnboardingProgress,
  type OnboardingValues,
  ONBOARDING_STEPS,
  START,
  stepAt,
  stepCountLabel,
  stepError,
} from './onboarding-steps.ts';

const FILLED: OnboardingValues = {
  primaryRole: 'judge',
  otherRoles: ['debater', 'judge'],
  experience: 'intermediate',
  topics: ['education', 'health', 'education'],
  location: '  Leeds ',
  bio: ' I judge on Thursdays. ',
  avatarUrl: 'https://images.example.org/me.png',
};

describe('step navigation', () => {
  it('has six steps in the order of the brief', () => {
    expect(ONBOARDING_STEPS.map((step) => step.id)).toEqual(['roles', 'experience', 'topics', 'location', 'bio', 'avatar']);
    expect(stepCountLabel(1)).toBe('Step 2 of 6');
  });

  it('moves forward on Continue and Skip, recording each outcome', () => {
    let progress: OnboardingProgress = START;
    ({ progress } = advance(progress, 'completed'));
    ({ progress } = advance(progress, 'skipped'));
    expect(progress.index).toBe(2);
    expect(progress.outcomes).toEqual({ roles: 'completed', experience: 'skipped' });
  });

  it('finishes on the last step without moving past it', () => {
    let progress: OnboardingProgress = { index: 5, outcomes: {} };
    const result = advance(progress, 'skipped');
    progress = result.progress;
    expect(result.isFinished).toBe(true);
    expect(progress.index).toBe(5);
    expect(progress.outcomes.avatar).toBe('skipped');
    expect(advance(START, 'completed').isFinished).toBe(false);
  });

  it('goes back one step, keeping outcomes, and never before the first', () => {
    const progress: OnboardingProgress = { index: 3, outcomes: { roles: 'completed' } };
    expect(goBack(progress)).toEqual({ index: 2, outcomes: { roles: 'completed' } });
    expect(goBack(START).index).toBe(0);
    expect(stepAt(99).id).toBe('avatar');
  });
});

describe('stepError', () => {
  const empty = initialValues(null);

  it('asks for a choice before Continue', () => {
    expect(stepError('roles', empty)).toMatch(/main role/);
    expect(stepError('experience', empty)).toMatch(/skip this step/);
    expect(stepError('topics', empty)).toMatch(/at least one topic/);
    expect(stepError('bio', { ...empty, bio: '   ' })).toMatch(/skip this step/);
    expect(stepError('avatar', empty)).toMatch(/Upload a picture/);
  });

  it("applies spec section 5's rules", () => {
    expect(stepError('location', { ...empty, location: 'NY' })).toBe('Location must be 3-100 characters');
    expect(stepError('bio', { ...empty, bio: 'x'.repeat(501) })).toBe('Bio must be at most 500 characters');
    expect(stepError('avatar', { ...empty, avatarUrl: 'not a url' })).toBe('Invalid URL');
    expect(stepError('avatar', empty, true)).toBeNull();
  });

  it('accepts valid values', () => {
    for (const step of ONBOARDING_STEPS) expect(stepError(step.id, FILLED)).toBeNull();
  });
});

describe('buildOnboardingInput', () => {
  it('sends the trimmed, non-empty values of completed steps only', () => {
    const input = buildOnboardingInput(FILLED, {
      roles: 'completed',
      experience: 'skipped',
      topics: 'completed',
      location: 'completed',
      bio: 'completed',
      avatar: 'completed',
    });
    expect(input).toEqual({
      primaryRole: 'judge',
      allRoles: ['judge', 'debater'],
      preferredTopics: ['education', 'health'],
      location: 'Leeds',
      bio: 'I judge on Thursdays.',
      avatarUrl: 'https://images.example.org/me.png',
      stepsCompleted: 5,
    });
    expect(CompleteOnboardingInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends nothing but the count when every step was skipped', () => {
    expect(buildOnboardingInput(FILLED, {})).toEqual({ stepsCompleted: 0 });
  });

  it('leaves an uploaded picture out: it is already saved', () => {
    expect(buildOnboardingInput(FILLED, { avatar: 'completed' }, { hasUploadedAvatar: true })).toEqual({ stepsCompleted: 1 });
  });
});

describe('initialValues', () => {
  it('starts from the profile, ignoring values it does not know', () => {
    const profile = {
      primaryRole: 'debater',
      allRoles: ['debater', 'organizer', 'wizard'],
      debateExperience: 'advanced',
      preferredTopics: ['health', 'astrology'],
      location: 'Paris',
      bio: null,
      avatarUrl: '/api/users/u1/avatar?v=1',
    } as unknown as OwnProfile;
    expect(initialValues(profile)).toEqual({
      primaryRole: 'debater',
      otherRoles: ['organizer'],
      experience: 'advanced',
      topics: ['health'],
      location: 'Paris',
      bio: '',
      avatarUrl: '',
    });
  });
});

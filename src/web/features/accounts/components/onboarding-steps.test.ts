import { describe, expect, it } from 'vitest';
import {
  CompleteOnboardingInputSchema,
  ONBOARDING_STEP_IDS,
  type OwnProfile,
  SaveOnboardingProgressInputSchema,
} from '#shared/accounts/contract.ts';
import {
  advance,
  buildOnboardingInput,
  buildProgressInput,
  goBack,
  initialValues,
  type OnboardingProgress,
  type OnboardingValues,
  ONBOARDING_STEPS,
  resumeProgress,
  START,
  stepAt,
  stepCountLabel,
  stepError,
} from './onboarding-steps.ts';

const FILLED: OnboardingValues = {
  displayName: ' Maya Okafor ',
  primaryRole: 'judge',
  otherRoles: ['debater', 'judge'],
  experience: 'intermediate',
  topics: ['education', 'health', 'education'],
  location: '  Leeds ',
  bio: ' I judge on Thursdays. ',
  avatarUrl: 'https://images.example.org/me.png',
};

describe('step navigation', () => {
  it('has seven steps, the display name first, in the order the server knows', () => {
    expect(ONBOARDING_STEPS.map((step) => step.id)).toEqual([
      'name',
      'roles',
      'experience',
      'topics',
      'location',
      'bio',
      'avatar',
    ]);
    expect(ONBOARDING_STEPS.map((step) => step.id)).toEqual([...ONBOARDING_STEP_IDS]);
    expect(stepCountLabel(1)).toBe('Step 2 of 7');
  });

  it('moves forward on Continue and Skip, recording each outcome', () => {
    let progress: OnboardingProgress = START;
    ({ progress } = advance(progress, 'completed'));
    ({ progress } = advance(progress, 'skipped'));
    expect(progress.index).toBe(2);
    expect(progress.outcomes).toEqual({ name: 'completed', roles: 'skipped' });
  });

  it('finishes on the last step without moving past it', () => {
    let progress: OnboardingProgress = { index: 6, outcomes: {} };
    const result = advance(progress, 'skipped');
    progress = result.progress;
    expect(result.isFinished).toBe(true);
    expect(progress.index).toBe(6);
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
    expect(stepError('name', empty)).toMatch(/name to show/);
    expect(stepError('roles', empty)).toMatch(/main role/);
    expect(stepError('experience', empty)).toMatch(/skip this step/);
    expect(stepError('topics', empty)).toMatch(/at least one topic/);
    expect(stepError('bio', { ...empty, bio: '   ' })).toMatch(/skip this step/);
    expect(stepError('avatar', empty)).toMatch(/Upload a picture/);
  });

  it("applies spec section 5's rules", () => {
    expect(stepError('name', { ...empty, displayName: 'R2-D2' })).toMatch(/^Name must be/);
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
      name: 'completed',
      roles: 'completed',
      experience: 'skipped',
      topics: 'completed',
      location: 'completed',
      bio: 'completed',
      avatar: 'completed',
    });
    expect(input).toEqual({
      fullName: 'Maya Okafor',
      primaryRole: 'judge',
      allRoles: ['judge', 'debater'],
      preferredTopics: ['education', 'health'],
      location: 'Leeds',
      bio: 'I judge on Thursdays.',
      avatarUrl: 'https://images.example.org/me.png',
      stepsCompleted: 6,
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
  it('starts from the profile, ignoring values it does not know, but keeping every interest it holds', () => {
    const profile = {
      fullName: 'Maya Okafor',
      primaryRole: 'debater',
      allRoles: ['debater', 'organizer', 'wizard'],
      debateExperience: 'advanced',
      // A retired interest the profile holds stays chosen: the server lets it stay.
      preferredTopics: ['health', 'astrology'],
      location: 'Paris',
      bio: null,
      avatarUrl: '/api/users/u1/avatar?v=1',
    } as unknown as OwnProfile;
    expect(initialValues(profile)).toEqual({
      displayName: 'Maya Okafor',
      primaryRole: 'debater',
      otherRoles: ['organizer'],
      experience: 'advanced',
      topics: ['health', 'astrology'],
      location: 'Paris',
      bio: '',
      avatarUrl: '',
    });
  });
});

describe('saving each step', () => {
  it('saves a completed step’s answers with the step to resume at', () => {
    const input = buildProgressInput('roles', 'completed', FILLED, 'experience');
    expect(input).toEqual({ primaryRole: 'judge', allRoles: ['judge', 'debater'], nextStep: 'experience' });
    expect(SaveOnboardingProgressInputSchema.safeParse(input).success).toBe(true);
    expect(buildProgressInput('name', 'completed', FILLED, 'roles')).toEqual({ fullName: 'Maya Okafor', nextStep: 'roles' });
  });

  it('saves only the step reached when a step is skipped', () => {
    expect(buildProgressInput('topics', 'skipped', FILLED, 'location')).toEqual({ nextStep: 'location' });
  });
});

describe('resumeProgress', () => {
  const profile = (fields: Partial<OwnProfile>) =>
    ({ fullName: null, allRoles: [], preferredTopics: [], onboardingStep: null, ...fields }) as unknown as OwnProfile;

  it('starts at the first step when nothing was saved', () => {
    expect(resumeProgress(null)).toEqual(START);
    expect(resumeProgress(profile({}))).toEqual(START);
  });

  it('resumes at the saved step, marking earlier steps completed where the profile holds an answer', () => {
    const progress = resumeProgress(
      profile({ onboardingStep: 'topics', fullName: 'Maya Okafor', primaryRole: 'judge', allRoles: ['judge'] }),
    );
    expect(progress).toEqual({ index: 3, outcomes: { name: 'completed', roles: 'completed', experience: 'skipped' } });
    expect(stepCountLabel(progress.index)).toBe('Step 4 of 7');
  });
});

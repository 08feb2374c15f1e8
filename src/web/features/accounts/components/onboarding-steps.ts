// The onboarding flow as data: its six steps in order, moving through them
// (Continue and Skip go forward, Back goes back), what each step needs before
// Continue, and the one request Finish sends. Only completed steps contribute,
// and only with non-empty values (spec section 4); a skipped step sends nothing.
import {
  AvatarUrlSchema,
  BioSchema,
  type CompleteOnboardingInput,
  type DebateExperience,
  LocationSchema,
  type OwnProfile,
  PRIMARY_ROLES,
  type PrimaryRole,
  DEBATE_EXPERIENCE_LEVELS,
} from '#shared/accounts/contract.ts';
import { CIVIC_AREA_IDS, type CivicAreaId } from '#shared/topics/civic-areas.ts';

export const ONBOARDING_STEPS = [
  { id: 'roles', title: 'How do you want to take part?', lead: 'Pick your main role. You can take the others too.' },
  { id: 'experience', title: 'How much have you debated?', lead: 'So we can suggest debates at the right level.' },
  { id: 'topics', title: 'What would you like to debate?', lead: 'Choose the civic areas that interest you most.' },
  { id: 'location', title: 'Where are you based?', lead: 'A city or region helps you find clubs and events nearby.' },
  { id: 'bio', title: 'Tell the community about yourself', lead: 'A few lines on your debating, shown on your profile.' },
  { id: 'avatar', title: 'Add a profile picture', lead: 'Upload a photo or paste a link to one.' },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];
export type StepOutcome = 'completed' | 'skipped';

export interface OnboardingValues {
  primaryRole: PrimaryRole | '';
  otherRoles: PrimaryRole[];
  experience: DebateExperience | '';
  topics: CivicAreaId[];
  location: string;
  bio: string;
  /** A pasted link; an uploaded picture is sent on its own (PUT /api/me/avatar). */
  avatarUrl: string;
}

export interface OnboardingProgress {
  index: number;
  outcomes: Partial<Record<OnboardingStepId, StepOutcome>>;
}

export const LAST_STEP_INDEX = ONBOARDING_STEPS.length - 1;

export function stepAt(index: number) {
  return ONBOARDING_STEPS[Math.min(Math.max(index, 0), LAST_STEP_INDEX)] as (typeof ONBOARDING_STEPS)[number];
}

/** "Step 2 of 6" */
export function stepCountLabel(index: number): string {
  return `Step ${index + 1} of ${ONBOARDING_STEPS.length}`;
}

export const START: OnboardingProgress = { index: 0, outcomes: {} };

/** Continue or Skip: records the step's outcome and moves on; past the last step the flow is finished. */
export function advance(
  progress: OnboardingProgress,
  outcome: StepOutcome,
): { progress: OnboardingProgress; isFinished: boolean } {
  const step = stepAt(progress.index);
  const outcomes = { ...progress.outcomes, [step.id]: outcome };
  const isFinished = progress.index >= LAST_STEP_INDEX;
  return { progress: { index: isFinished ? LAST_STEP_INDEX : progress.index + 1, outcomes }, isFinished };
}

/** Back: the previous step, keeping what was entered. */
export function goBack(progress: OnboardingProgress): OnboardingProgress {
  return { ...progress, index: Math.max(progress.index - 1, 0) };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The values to start from: what the profile already holds, so running the steps again edits them. */
export function initialValues(profile?: OwnProfile | null): OnboardingValues {
  const primaryRole = isOneOf(PRIMARY_ROLES, profile?.primaryRole) ? profile.primaryRole : '';
  const roles = (profile?.allRoles ?? []).filter((role): role is PrimaryRole => isOneOf(PRIMARY_ROLES, role));
  return {
    primaryRole,
    otherRoles: roles.filter((role) => role !== primaryRole),
    experience: isOneOf(DEBATE_EXPERIENCE_LEVELS, profile?.debateExperience) ? profile.debateExperience : '',
    topics: (profile?.preferredTopics ?? []).filter((id): id is CivicAreaId => isOneOf(CIVIC_AREA_IDS, id)),
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    // An uploaded picture is not a link to edit; it stays unless replaced.
    avatarUrl: profile?.avatarUrl && /^https?:/i.test(profile.avatarUrl) ? profile.avatarUrl : '',
  };
}

/** Why Continue cannot go on yet (Skip always can), or null. */
/** `hasPicture`: a picture is chosen for upload, or the profile has one to keep. */
export function stepError(stepId: OnboardingStepId, values: OnboardingValues, hasPicture = false): string | null {
  switch (stepId) {
    case 'roles':
      return values.primaryRole ? null : 'Choose your main role, or skip this step.';
    case 'experience':
      return values.experience ? null : 'Choose the option closest to you, or skip this step.';
    case 'topics':
      return values.topics.length > 0 ? null : 'Choose at least one topic, or skip this step.';
    case 'location': {
      const result = LocationSchema.safeParse(values.location);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Check your location.');
    }
    case 'bio': {
      if (!values.bio.trim()) return 'Write a few words, or skip this step.';
      const result = BioSchema.safeParse(values.bio);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Check your bio.');
    }
    case 'avatar': {
      if (hasPicture && !values.avatarUrl.trim()) return null;
      if (!values.avatarUrl.trim()) return 'Upload a picture or paste a link, or skip this step.';
      const result = AvatarUrlSchema.safeParse(values.avatarUrl);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Check the link.');
    }
  }
}

/** The body of POST /api/me/onboarding: the non-empty values of completed steps, and how many were completed. */
export function buildOnboardingInput(
  values: OnboardingValues,
  outcomes: OnboardingProgress['outcomes'],
  { hasUploadedAvatar = false }: { hasUploadedAvatar?: boolean } = {},
): CompleteOnboardingInput {
  const done = (id: OnboardingStepId) => outcomes[id] === 'completed';
  const input: CompleteOnboardingInput = {};
  if (done('roles') && values.primaryRole) {
    input.primaryRole = values.primaryRole;
    input.allRoles = [values.primaryRole, ...values.otherRoles.filter((role) => role !== values.primaryRole)];
  }
  if (done('experience') && values.experience) input.debateExperience = values.experience;
  if (done('topics') && values.topics.length > 0) input.preferredTopics = [...new Set(values.topics)];
  if (done('location') && values.location.trim()) input.location = values.location.trim();
  if (done('bio') && values.bio.trim()) input.bio = values.bio.trim();
  // An uploaded picture is already on the profile; a link is sent here.
  if (done('avatar') && !hasUploadedAvatar && values.avatarUrl.trim()) input.avatarUrl = values.avatarUrl.trim();
  input.stepsCompleted = ONBOARDING_STEPS.filter((step) => done(step.id)).length;
  return input;
}

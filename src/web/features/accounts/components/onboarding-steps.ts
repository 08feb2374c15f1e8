// The onboarding flow as data: its seven steps in order, moving through them
// (Continue and Skip go forward, Back goes back), what each step needs before
// Continue, what each step saves as it is left (so leaving loses nothing and
// the flow resumes where it stopped, on any device), and the request Finish
// sends. Only completed steps contribute, and only with non-empty values (spec
// section 4); a skipped step saves nothing but the step reached.
import {
  AvatarUrlSchema,
  BioSchema,
  type CompleteOnboardingInput,
  type DebateExperience,
  LocationSchema,
  NameSchema,
  type OnboardingStepId,
  type OwnProfile,
  PRIMARY_ROLES,
  type PrimaryRole,
  DEBATE_EXPERIENCE_LEVELS,
  type SaveOnboardingProgressInput,
} from '#shared/accounts/contract.ts';

export type { OnboardingStepId };

/** In the order of ONBOARDING_STEP_IDS (the server's list; a unit test holds them together). */
export const ONBOARDING_STEPS = [
  { id: 'name', title: 'What should we call you?', lead: 'Your display name, shown on your profile and in debates.' },
  { id: 'roles', title: 'How do you want to take part?', lead: 'Pick your main role. You can take the others too.' },
  { id: 'experience', title: 'How much have you debated?', lead: 'So we can suggest debates at the right level.' },
  { id: 'topics', title: 'What would you like to debate?', lead: 'Choose the interests you would most like to debate.' },
  { id: 'location', title: 'Where are you based?', lead: 'A city or region helps you find clubs and events nearby.' },
  { id: 'bio', title: 'Tell the community about yourself', lead: 'A few lines on your debating, shown on your profile.' },
  { id: 'avatar', title: 'Add a profile picture', lead: 'Upload a photo or paste a link to one.' },
] as const satisfies readonly { id: OnboardingStepId; title: string; lead: string }[];

export type StepOutcome = 'completed' | 'skipped';

export interface OnboardingValues {
  displayName: string;
  primaryRole: PrimaryRole | '';
  otherRoles: PrimaryRole[];
  experience: DebateExperience | '';
  /** Interest ids (GET /api/interests): the live ones offered, plus any the profile holds already. */
  topics: string[];
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

/** "Step 2 of 7" */
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

/**
 * Where to start: the step the profile saved (onboardingStep), with the steps
 * before it marked completed where the profile holds their answer, else skipped.
 */
export function resumeProgress(profile?: OwnProfile | null): OnboardingProgress {
  const index = profile?.onboardingStep ? ONBOARDING_STEPS.findIndex((step) => step.id === profile.onboardingStep) : -1;
  if (index <= 0) return START;
  const values = initialValues(profile);
  const outcomes: OnboardingProgress['outcomes'] = {};
  for (const step of ONBOARDING_STEPS.slice(0, index)) {
    outcomes[step.id] = Object.keys(stepAnswers(step.id, values)).length > 0 ? 'completed' : 'skipped';
  }
  return { index, outcomes };
}

/** The values to start from: what the profile already holds, so resuming or running the steps again edits them. */
export function initialValues(profile?: OwnProfile | null): OnboardingValues {
  const primaryRole = isOneOf(PRIMARY_ROLES, profile?.primaryRole) ? profile.primaryRole : '';
  const roles = (profile?.allRoles ?? []).filter((role): role is PrimaryRole => isOneOf(PRIMARY_ROLES, role));
  return {
    // The name the account already has (from sign-up or Google), to confirm or change.
    displayName: profile?.fullName ?? '',
    primaryRole,
    otherRoles: roles.filter((role) => role !== primaryRole),
    experience: isOneOf(DEBATE_EXPERIENCE_LEVELS, profile?.debateExperience) ? profile.debateExperience : '',
    // Every interest the profile holds, a retired one too: the server lets a held one stay.
    topics: [...(profile?.preferredTopics ?? [])],
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
    case 'name': {
      if (!values.displayName.trim()) return 'Enter the name to show, or skip this step.';
      const result = NameSchema.safeParse(values.displayName);
      return result.success ? null : (result.error.issues[0]?.message ?? 'Check your name.');
    }
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

type OnboardingAnswers = Omit<CompleteOnboardingInput, 'stepsCompleted'>;

/** What one completed step writes to the profile: its trimmed, non-empty values. */
export function stepAnswers(stepId: OnboardingStepId, values: OnboardingValues): OnboardingAnswers {
  switch (stepId) {
    case 'name':
      return values.displayName.trim() ? { fullName: values.displayName.trim() } : {};
    case 'roles':
      return values.primaryRole
        ? {
            primaryRole: values.primaryRole,
            allRoles: [values.primaryRole, ...values.otherRoles.filter((role) => role !== values.primaryRole)],
          }
        : {};
    case 'experience':
      return values.experience ? { debateExperience: values.experience } : {};
    case 'topics':
      return values.topics.length > 0 ? { preferredTopics: [...new Set(values.topics)] } : {};
    case 'location':
      return values.location.trim() ? { location: values.location.trim() } : {};
    case 'bio':
      return values.bio.trim() ? { bio: values.bio.trim() } : {};
    case 'avatar':
      // A pasted link; an uploaded picture is saved through its own request.
      return values.avatarUrl.trim() ? { avatarUrl: values.avatarUrl.trim() } : {};
  }
}

/** The body of PUT /api/me/onboarding/progress as a step is left: its answers when completed, and where to resume. */
export function buildProgressInput(
  stepId: OnboardingStepId,
  outcome: StepOutcome,
  values: OnboardingValues,
  nextStep: OnboardingStepId,
): SaveOnboardingProgressInput {
  return { ...(outcome === 'completed' ? stepAnswers(stepId, values) : {}), nextStep };
}

/** The body of POST /api/me/onboarding: the non-empty values of completed steps, and how many were completed. */
export function buildOnboardingInput(
  values: OnboardingValues,
  outcomes: OnboardingProgress['outcomes'],
  { hasUploadedAvatar = false }: { hasUploadedAvatar?: boolean } = {},
): CompleteOnboardingInput {
  const done = (id: OnboardingStepId) => outcomes[id] === 'completed';
  const input: CompleteOnboardingInput = {};
  for (const step of ONBOARDING_STEPS) {
    // An uploaded picture is already on the profile; a link is sent here.
    if (done(step.id) && !(step.id === 'avatar' && hasUploadedAvatar)) Object.assign(input, stepAnswers(step.id, values));
  }
  input.stepsCompleted = ONBOARDING_STEPS.filter((step) => done(step.id)).length;
  return input;
}

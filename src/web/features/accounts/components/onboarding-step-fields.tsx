// What each onboarding step asks, as controlled fields over OnboardingValues.
import { BookOpen, CalendarRange, Gavel, Medal, MessagesSquare, Sprout, TrendingUp } from 'lucide-react';
import {
  DEBATE_EXPERIENCE_LABELS,
  DEBATE_EXPERIENCE_LEVELS,
  type DebateExperience,
  PRIMARY_ROLE_LABELS,
  PRIMARY_ROLES,
  type PrimaryRole,
} from '#shared/accounts/contract.ts';
import { InterestsStatus } from '#web/components/interests-status.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { interestChoices, useInterests } from '#web/lib/interests.ts';
import { ChoiceCard } from './onboarding-choice.tsx';
import type { OnboardingStepId, OnboardingValues } from './onboarding-steps.ts';
import { type AvatarChoice, AvatarField } from './profile-avatar-field.tsx';
import { BioField } from './profile-bio-field.tsx';

const ROLE_DETAILS: Record<PrimaryRole, { icon: typeof Gavel; description: string }> = {
  debater: { icon: MessagesSquare, description: 'Join debates, build your arguments and track your progress.' },
  judge: { icon: Gavel, description: 'Score debates and give feedback that helps others improve.' },
  organizer: { icon: CalendarRange, description: 'Host events and run clubs for your community.' },
};

const EXPERIENCE_DETAILS: Record<DebateExperience, { icon: typeof Gavel; description: string }> = {
  none: { icon: Sprout, description: 'You have not debated yet, or only informally.' },
  beginner: { icon: BookOpen, description: 'You have taken part in a handful of debates.' },
  intermediate: { icon: TrendingUp, description: 'You debate regularly, in a club, at school or at work.' },
  advanced: { icon: Medal, description: 'You compete in tournaments, or judge them.' },
};

const toggle = <T,>(list: readonly T[], item: T, isOn: boolean): T[] =>
  isOn ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

const LEGEND = 'text-sm font-semibold text-slate-900';

export function OnboardingStepFields({
  stepId,
  values,
  onChange,
  avatar,
  onAvatarChange,
  currentAvatarUrl,
  displayName,
  linkError,
  heldTopics,
}: {
  stepId: OnboardingStepId;
  values: OnboardingValues;
  onChange: (changes: Partial<OnboardingValues>) => void;
  avatar: AvatarChoice;
  onAvatarChange: (choice: AvatarChoice) => void;
  currentAvatarUrl: string | null;
  displayName: string;
  linkError?: string;
  /** The interests the profile holds: offered too, even once no longer live, so they can be kept. */
  heldTopics: readonly string[];
}) {
  switch (stepId) {
    case 'name':
      return (
        <TextField
          label="Display name"
          autoComplete="name"
          hint="2-50 letters, spaces, hyphens or apostrophes. Shown on your public profile."
          value={values.displayName}
          onChange={(event) => onChange({ displayName: event.target.value })}
          className="max-w-md"
        />
      );
    case 'roles':
      return (
        <div className="space-y-6">
          <fieldset>
            <legend className={LEGEND}>Your main role</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {PRIMARY_ROLES.map((role) => (
                <ChoiceCard
                  key={role}
                  type="radio"
                  name="primaryRole"
                  value={role}
                  checked={values.primaryRole === role}
                  onChange={() => onChange({ primaryRole: role, otherRoles: values.otherRoles.filter((r) => r !== role) })}
                  title={PRIMARY_ROLE_LABELS[role]}
                  description={ROLE_DETAILS[role].description}
                  icon={ROLE_DETAILS[role].icon}
                />
              ))}
            </div>
          </fieldset>
          {values.primaryRole ? (
            <fieldset>
              <legend className={LEGEND}>Other roles you would like to take (optional)</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {PRIMARY_ROLES.filter((role) => role !== values.primaryRole).map((role) => (
                  <ChoiceCard
                    key={role}
                    type="checkbox"
                    name="allRoles"
                    value={role}
                    compact
                    checked={values.otherRoles.includes(role)}
                    onChange={(isOn) => onChange({ otherRoles: toggle(values.otherRoles, role, isOn) })}
                    title={PRIMARY_ROLE_LABELS[role]}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      );
    case 'experience':
      return (
        <fieldset>
          <legend className="sr-only">Your debate experience</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {DEBATE_EXPERIENCE_LEVELS.map((level) => (
              <ChoiceCard
                key={level}
                type="radio"
                name="debateExperience"
                value={level}
                checked={values.experience === level}
                onChange={() => onChange({ experience: level })}
                title={DEBATE_EXPERIENCE_LABELS[level]}
                description={EXPERIENCE_DETAILS[level].description}
                icon={EXPERIENCE_DETAILS[level].icon}
              />
            ))}
          </div>
        </fieldset>
      );
    case 'topics':
      return <TopicChoices values={values} onChange={onChange} heldTopics={heldTopics} />;
    case 'location':
      return (
        <TextField
          label="City or region"
          autoComplete="address-level2"
          placeholder="For example, Leeds"
          hint="3-100 characters. Shown on your public profile."
          value={values.location}
          onChange={(event) => onChange({ location: event.target.value })}
          className="max-w-md"
        />
      );
    case 'bio':
      return (
        <BioField
          label="About you"
          length={values.bio.length}
          value={values.bio}
          placeholder="What got you into debating, what you like to argue about…"
          onChange={(event) => onChange({ bio: event.target.value })}
        />
      );
    case 'avatar':
      return (
        <AvatarField
          name={displayName}
          currentUrl={currentAvatarUrl}
          choice={avatar}
          onChange={onAvatarChange}
          linkError={linkError}
        />
      );
  }
}

/** The interests to choose from (GET /api/interests): the live ones, and any the profile still holds. */
function TopicChoices({
  values,
  onChange,
  heldTopics,
}: {
  values: OnboardingValues;
  onChange: (changes: Partial<OnboardingValues>) => void;
  heldTopics: readonly string[];
}) {
  const interests = useInterests();
  const choices = interests.data ? interestChoices(interests.data, [...heldTopics, ...values.topics]) : [];
  return (
    <fieldset aria-busy={interests.isPending}>
      <legend className="sr-only">Topics you would like to debate</legend>
      <InterestsStatus query={interests} />
      {choices.length > 0 ? (
        <div className="grid gap-2.5 sm:grid-cols-2">
          {choices.map((interest) => (
            <ChoiceCard
              key={interest.id}
              type="checkbox"
              name="preferredTopics"
              value={interest.id}
              compact
              checked={values.topics.includes(interest.id)}
              onChange={(isOn) => onChange({ topics: toggle(values.topics, interest.id, isOn) })}
              title={interest.retired ? `${interest.label} (no longer offered)` : interest.label}
            />
          ))}
        </div>
      ) : null}
      {interests.data ? (
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {values.topics.length === 0 ? 'Choose as many as you like.' : `${values.topics.length} chosen.`}
        </p>
      ) : null}
    </fieldset>
  );
}

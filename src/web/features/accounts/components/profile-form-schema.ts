// The profile form's rules: spec section 5 through the shared schemas, so the
// form refuses exactly what the API refuses. Optional fields may be left empty
// (which clears them); the picture is handled apart (profile-avatar-field.tsx).
// The form also edits every onboarding answer (roles, experience, topics) and
// the private phone number, which the contract turns into E.164.
import { z } from 'zod';
import {
  BioSchema,
  DEBATE_EXPERIENCE_LEVELS,
  LocationSchema,
  NameSchema,
  type OwnProfile,
  PRIMARY_ROLES,
  type PrimaryRole,
  type UpdateProfileInput,
  UsernameSchema,
} from '#shared/accounts/contract.ts';
import { PhoneSchema } from '#shared/accounts/phone.ts';
import { INTEREST_CHOICE_MESSAGES, InterestIdSchema, PREFERRED_TOPICS_MAX } from '#shared/admin/interests/contract.ts';

const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]));

/** A choice from a list, or '' for none. */
const choiceOrNone = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)]);

export const ProfileFormSchema = z.object({
  displayName: NameSchema,
  username: optional(UsernameSchema),
  bio: optional(BioSchema),
  location: optional(LocationSchema),
  phone: optional(PhoneSchema),
  primaryRole: choiceOrNone(PRIMARY_ROLES),
  otherRoles: z.array(z.enum(PRIMARY_ROLES)),
  experience: choiceOrNone(DEBATE_EXPERIENCE_LEVELS),
  /** Interest ids; the server checks that new ones are live (ADR 0032). */
  topics: z.array(InterestIdSchema).max(PREFERRED_TOPICS_MAX, INTEREST_CHOICE_MESSAGES.tooMany),
});

export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

export const BIO_MAX_LENGTH = 500;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export function profileFormDefaults(profile: OwnProfile): ProfileFormInput {
  const primaryRole = isOneOf(PRIMARY_ROLES, profile.primaryRole) ? profile.primaryRole : '';
  return {
    displayName: profile.fullName ?? '',
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    phone: profile.phone ?? '',
    primaryRole,
    otherRoles: profile.allRoles.filter((role): role is PrimaryRole => isOneOf(PRIMARY_ROLES, role) && role !== primaryRole),
    experience: isOneOf(DEBATE_EXPERIENCE_LEVELS, profile.debateExperience) ? profile.debateExperience : '',
    // Every interest the profile holds, a retired one too: it may stay (the server allows it).
    topics: [...profile.preferredTopics],
  };
}

/** The PATCH body; the picture is changed through its own calls, so it is left out. */
export function toUpdateProfileInput(values: ProfileFormValues): UpdateProfileInput {
  const otherRoles = values.otherRoles.filter((role) => role !== values.primaryRole);
  return {
    displayName: values.displayName,
    username: values.username,
    bio: values.bio,
    location: values.location,
    phone: values.phone,
    primaryRole: values.primaryRole,
    // The main role is always one of the roles.
    allRoles: values.primaryRole ? [values.primaryRole, ...otherRoles] : otherRoles,
    debateExperience: values.experience,
    preferredTopics: [...new Set(values.topics)],
  };
}

// The profile form's rules: spec section 5 through the shared schemas, so the
// form refuses exactly what the API refuses. Optional fields may be left empty
// (which clears them); the picture is handled apart (profile-avatar-field.tsx).
import { z } from 'zod';
import {
  BioSchema,
  LocationSchema,
  NameSchema,
  type OwnProfile,
  type UpdateProfileInput,
  UsernameSchema,
} from '#shared/accounts/contract.ts';

const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]));

export const ProfileFormSchema = z.object({
  displayName: NameSchema,
  username: optional(UsernameSchema),
  bio: optional(BioSchema),
  location: optional(LocationSchema),
});

export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

export const BIO_MAX_LENGTH = 500;

export function profileFormDefaults(profile: OwnProfile): ProfileFormInput {
  return {
    displayName: profile.fullName ?? '',
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
  };
}

/** The PATCH body; the picture is changed through its own calls, so it is left out. */
export function toUpdateProfileInput(values: ProfileFormValues): UpdateProfileInput {
  return { displayName: values.displayName, username: values.username, bio: values.bio, location: values.location };
}

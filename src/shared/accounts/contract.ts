// The accounts contract: profiles (spec section 3), the profile form and the
// onboarding steps (section 5's rules), public profiles, and the messages the
// API and the forms share.
import { z } from 'zod';
import { INTEREST_CHOICE_MESSAGES, InterestIdSchema, PREFERRED_TOPICS_MAX } from '../admin/interests/contract.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { text } from '../text.ts';
import { PhoneSchema } from './phone.ts';

export const PRIMARY_ROLES = ['debater', 'judge', 'organizer'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
export const PRIMARY_ROLE_LABELS: Record<PrimaryRole, string> = {
  debater: 'Debater',
  judge: 'Judge',
  organizer: 'Organizer',
};

export const DEBATE_EXPERIENCE_LEVELS = ['none', 'beginner', 'intermediate', 'advanced'] as const;
export type DebateExperience = (typeof DEBATE_EXPERIENCE_LEVELS)[number];
export const DEBATE_EXPERIENCE_LABELS: Record<DebateExperience, string> = {
  none: 'New to debating',
  beginner: 'A few debates',
  intermediate: 'Regular debater',
  advanced: 'Tournament level',
};

export const ACCOUNT_MESSAGES = {
  nameInvalid: 'Name must be 2-50 letters, spaces, hyphens or apostrophes',
  usernameInvalid: 'Username must be 3-20 letters, digits, underscores or hyphens',
  usernameTaken: 'This username is already taken',
  bioTooLong: 'Bio must be at most 500 characters',
  locationInvalid: 'Location must be 3-100 characters',
  profileSaved: 'Profile saved',
  onboardingDone: 'Welcome aboard!',
  avatarTooLarge: 'The picture must be at most 1 MB',
  avatarType: 'Upload a PNG, JPEG, WebP or GIF image',
  avatarTypeMismatch: 'The picture’s declared type does not match its contents',
  avatarUnreadable: 'That file could not be read as a picture. Choose a PNG, JPEG, WebP or GIF image',
  avatarTooManyPixels: 'The picture must be at most 4096 pixels wide and high',
} as const;

/** Under the API's 1 MB body limit; the web app scales pictures down before uploading. */
export const AVATAR_MAX_BYTES = 1000 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Uploaded pictures (profile pictures, club logos) are at most this many pixels on a side. */
export const IMAGE_MAX_SIDE_PX = 4096;

/** Name: 2-50 letters (any script), spaces, hyphens, apostrophes (spec section 5). */
export const NameSchema = text()
  .trim()
  .regex(/^[\p{L}\p{M}' -]{2,50}$/u, ACCOUNT_MESSAGES.nameInvalid);

export const UsernameSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,20}$/, ACCOUNT_MESSAGES.usernameInvalid);

export const BioSchema = text().trim().max(500, ACCOUNT_MESSAGES.bioTooLong);
export const LocationSchema = text().trim().min(3, ACCOUNT_MESSAGES.locationInvalid).max(100, ACCOUNT_MESSAGES.locationInvalid);

/** An http(s) URL, or a path on this site (an uploaded picture). */
export const AvatarUrlSchema = text()
  .trim()
  .max(2048, VALIDATION_MESSAGES.invalidUrl)
  .refine((value) => /^\/api\/users\/[\w-]+\/avatar(\?v=\d+)?$/.test(value) || isHttpUrl(value), VALIDATION_MESSAGES.invalidUrl);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Optional text: an empty string means "clear it". Characters are checked first, so that message reaches the field. */
const emptyOr = <T extends z.ZodType<unknown, string>>(schema: T) => text().pipe(z.union([z.literal(''), schema]));

/**
 * Interests by id (the vocabulary of ADR 0032). The server checks them against the
 * table: a new choice must be live; one the profile already holds may stay though
 * an admin has retired it since.
 */
const PreferredTopicsSchema = z.array(InterestIdSchema).max(PREFERRED_TOPICS_MAX, INTEREST_CHOICE_MESSAGES.tooMany);
const AllRolesSchema = z.array(z.enum(PRIMARY_ROLES)).max(PRIMARY_ROLES.length);

/**
 * The profile form of spec section 3, plus what onboarding asks (roles,
 * experience, topics) and the private phone number. An empty string or list
 * clears a field; a field left out keeps its value.
 */
export const UpdateProfileInputSchema = z.strictObject({
  displayName: NameSchema,
  username: emptyOr(UsernameSchema).optional(),
  bio: emptyOr(BioSchema).optional(),
  avatarUrl: emptyOr(AvatarUrlSchema).optional(),
  location: emptyOr(LocationSchema).optional(),
  phone: emptyOr(PhoneSchema).optional(),
  primaryRole: emptyOr(z.enum(PRIMARY_ROLES)).optional(),
  allRoles: AllRolesSchema.optional(),
  debateExperience: emptyOr(z.enum(DEBATE_EXPERIENCE_LEVELS)).optional(),
  preferredTopics: PreferredTopicsSchema.optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/**
 * The onboarding steps in order, by id. Progress is saved as the id of the step
 * to show next, so it still means the same step if steps are added or reordered.
 */
export const ONBOARDING_STEP_IDS = ['name', 'roles', 'experience', 'topics', 'location', 'bio', 'avatar'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** What the onboarding steps collect: every field optional (a skipped step sends nothing). */
const onboardingAnswers = {
  username: emptyOr(UsernameSchema).optional(),
  fullName: emptyOr(NameSchema).optional(),
  bio: emptyOr(BioSchema).optional(),
  debateExperience: emptyOr(z.enum(DEBATE_EXPERIENCE_LEVELS)).optional(),
  preferredTopics: PreferredTopicsSchema.optional(),
  location: emptyOr(LocationSchema).optional(),
  primaryRole: emptyOr(z.enum(PRIMARY_ROLES)).optional(),
  allRoles: AllRolesSchema.optional(),
  avatarUrl: emptyOr(AvatarUrlSchema).optional(),
};

/** Finishing onboarding: only non-empty values are written (spec section 4). */
export const CompleteOnboardingInputSchema = z.strictObject({
  ...onboardingAnswers,
  stepsCompleted: z.number().int().min(0).max(10).optional(),
});
export type CompleteOnboardingInput = z.infer<typeof CompleteOnboardingInputSchema>;

/**
 * One onboarding step done (completed or skipped): its non-empty answers are
 * written to the profile at once, and `nextStep` is where the flow resumes, on
 * any device. Onboarding is not completed by this.
 */
export const SaveOnboardingProgressInputSchema = z.strictObject({
  ...onboardingAnswers,
  nextStep: z.enum(ONBOARDING_STEP_IDS),
});
export type SaveOnboardingProgressInput = z.infer<typeof SaveOnboardingProgressInputSchema>;

/** A profile as other people see it: never the e-mail address. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  debateExperience: z.string().nullable(),
  preferredTopics: z.array(z.string()),
  primaryRole: z.string().nullable(),
  allRoles: z.array(z.string()),
  joinedAt: z.iso.datetime(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The signed-in user's own profile (spec section 3's fields). */
export const OwnProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  role: z.enum(['user', 'admin']),
  onboardingCompleted: z.boolean(),
  /** Where unfinished onboarding resumes; null before the first step is saved, and once it is completed. */
  onboardingStep: z.enum(ONBOARDING_STEP_IDS).nullable(),
  /** E.164; only ever shown to its owner. */
  phone: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** A member's id in a path (/api/users/:userId). */
export const UserIdParamsSchema = z.strictObject({ userId: text().trim().min(1).max(100) });

/** Which sign-in methods this installation offers: Google only where it is configured. */
export const SignInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

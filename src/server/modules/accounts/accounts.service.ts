// Accounts own profiles and avatars. A profile is created with its user (spec
// section 4's upsert): a username from the part of the e-mail before the @,
// made unique with a numeric suffix, onboarding_completed false — or true for
// an account made through Google, as the spec's callback does. Usernames are
// unique without regard to case (a unique index), so a taken name is a clear
// 409, never a 500. Onboarding writes only the non-empty fields it is given,
// step by step as each is done (with the step to resume at), and once more on
// completion. The phone number arrives in E.164 (the contract normalises it).
import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  type CompleteOnboardingInput,
  NameSchema,
  ONBOARDING_STEP_IDS,
  type OnboardingStepId,
  type OwnProfile,
  type PublicProfile,
  type SaveOnboardingProgressInput,
  type UpdateProfileInput,
} from '#shared/accounts/contract.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { requireChoosableInterests } from '#server/db/interest-choices.ts';
import { syncAccountNameSql } from '#server/db/person-name.ts';
import { avatars, profiles, users } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation, rowsOf } from '#server/lib/sql.ts';
import { checkUploadedImage } from './uploaded-image.ts';

const USERNAME_MAX = 20;

/** "Jane.Doe+x@example.org" -> "jane_doe_x": letters, digits, _ and - only, 3-20 chars. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  return cleaned.length >= 3 ? cleaned : (cleaned || 'user').padEnd(3, '0');
}

export interface NewProfileUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

export async function createProfileForUser(
  db: Database,
  user: NewProfileUser,
  { viaProvider = false }: { viaProvider?: boolean } = {},
): Promise<void> {
  const base = usernameFromEmail(user.email);
  const values = {
    id: user.id,
    email: user.email,
    // Sign-up's default name is the e-mail's local part ("jane.doe1"), which the Name rule refuses.
    fullName: NameSchema.safeParse(user.name).success ? user.name.trim() : null,
    avatarUrl: viaProvider && user.image ? user.image : null,
    onboardingCompleted: viaProvider,
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = attempt === 0 ? '' : String(attempt + 1);
    const username = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    const inserted = await db
      .insert(profiles)
      .values({ ...values, username })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) {
      // Sign-up named the account after the e-mail ("sam.second"); the session carries the display name instead.
      await db.execute(syncAccountNameSql(user.id));
      return;
    }
    // Nothing inserted: either the profile exists already (done) or the name is taken (try the next).
    const existing = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id));
    if (existing.length > 0) return;
  }
  // Every candidate taken: fall back to a name no one else can hold.
  await db
    .insert(profiles)
    .values({ ...values, username: `user_${user.id.slice(0, 12)}` })
    .onConflictDoNothing();
  await db.execute(syncAccountNameSql(user.id));
}

const usernameTaken = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, { fields: { username: [ACCOUNT_MESSAGES.usernameTaken] } });

interface ProfileRow {
  id: string;
  email: string;
  username: string | null;
  full_name: string | null;
  bio: string | null;
  avatar_url: string | null;
  location: string | null;
  debate_experience: string | null;
  preferred_topics: string[] | null;
  primary_role: string | null;
  all_roles: string[] | null;
  onboarding_completed: boolean;
  onboarding_step: string | null;
  phone: string | null;
  updated_at: string | Date;
  created_at: string | Date;
  role: string;
  email_verified: boolean;
  two_factor_enabled: boolean;
  has_password: boolean;
}

async function findProfileRow(db: Database, userId: string): Promise<ProfileRow | null> {
  const rows = rowsOf<ProfileRow>(
    await db.execute(sql`
      select p.id, u.email, p.username, p.full_name, p.bio, p.avatar_url, p.location, p.debate_experience,
             p.preferred_topics, p.primary_role, p.all_roles, p.onboarding_completed, p.onboarding_step, p.phone, p.updated_at, u.created_at,
             u.role, u.email_verified, u.two_factor_enabled,
             exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential') as has_password
      from profiles p join users u on u.id = p.id
      where p.id = ${userId} and u.deleted_at is null`),
  );
  return rows[0] ?? null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    location: row.location,
    debateExperience: row.debate_experience,
    preferredTopics: row.preferred_topics ?? [],
    primaryRole: row.primary_role,
    allRoles: row.all_roles ?? [],
    joinedAt: iso(row.created_at),
  };
}

/** The signed-in user's profile; made now when it is missing (spec section 8: a missing row is created). */
export async function getOwnProfile(db: Database, user: NewProfileUser): Promise<OwnProfile> {
  let row = await findProfileRow(db, user.id);
  if (!row) {
    await createProfileForUser(db, user);
    row = await findProfileRow(db, user.id);
  }
  if (!row) throw notFound('Profile');
  return {
    ...toPublicProfile(row),
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    onboardingCompleted: row.onboarding_completed,
    // A step id no longer in the flow resumes at the start.
    onboardingStep: ONBOARDING_STEP_IDS.includes(row.onboarding_step as OnboardingStepId)
      ? (row.onboarding_step as OnboardingStepId)
      : null,
    phone: row.phone,
    updatedAt: iso(row.updated_at),
    emailVerified: row.email_verified,
    twoFactorEnabled: row.two_factor_enabled,
    hasPassword: row.has_password,
  };
}

export async function getPublicProfile(db: Database, userId: string): Promise<PublicProfile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound('User');
  return toPublicProfile(row);
}

/** '' clears an optional field; undefined leaves it as it is. */
const cleared = (value: string | undefined) => (value === undefined ? undefined : value || null);
/** The same for a list: [] clears it. Repeats are dropped. */
const clearedList = <T>(value: T[] | undefined) =>
  value === undefined ? undefined : value.length > 0 ? [...new Set(value)] : null;
/** The primary role is always one of the roles. */
const withPrimaryRole = <T extends string>(allRoles: T[] | null | undefined, primaryRole: T | null | undefined) =>
  allRoles && primaryRole && !allRoles.includes(primaryRole) ? [primaryRole, ...allRoles] : allRoles;

/**
 * Preferred topics must be live interests, except those the profile holds already
 * (ADR 0032): read under the row's lock, so the check and the write see the same list.
 */
async function requireChoosableTopics(tx: Transaction, userId: string, chosen: readonly string[] | null | undefined) {
  if (!chosen || chosen.length === 0) return;
  const [row] = await tx
    .select({ preferredTopics: profiles.preferredTopics })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  await requireChoosableInterests(tx, 'preferredTopics', chosen, row?.preferredTopics ?? []);
}

export async function updateProfile(db: Database, user: NewProfileUser, input: UpdateProfileInput): Promise<OwnProfile> {
  await getOwnProfile(db, user);
  try {
    await db.transaction(async (tx) => {
      await requireChoosableTopics(tx, user.id, input.preferredTopics);
      await tx
        .update(profiles)
        .set({
          fullName: input.displayName,
          username: cleared(input.username),
          bio: cleared(input.bio),
          avatarUrl: cleared(input.avatarUrl),
          location: cleared(input.location),
          phone: cleared(input.phone),
          debateExperience: cleared(input.debateExperience),
          preferredTopics: clearedList(input.preferredTopics),
          primaryRole: cleared(input.primaryRole),
          allRoles: withPrimaryRole(clearedList(input.allRoles), cleared(input.primaryRole)),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, user.id));
      // The session shows the display name and picture; keep the account in step.
      if (input.avatarUrl !== undefined) {
        await tx
          .update(users)
          .set({ image: input.avatarUrl || null })
          .where(eq(users.id, user.id));
      }
      await tx.execute(syncAccountNameSql(user.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return getOwnProfile(db, user);
}

/** Writes only the fields that carry a value, then marks onboarding complete and forgets the saved step. */
export async function completeOnboarding(
  db: Database,
  user: NewProfileUser,
  input: CompleteOnboardingInput,
): Promise<OwnProfile> {
  return writeOnboardingAnswers(db, user, input, { onboardingCompleted: true, onboardingStep: null });
}

/**
 * One step of onboarding done: its answers are written now (only the non-empty
 * ones, as on completion), and the step to resume at is remembered on the
 * profile, so leaving loses nothing and another device picks up there.
 */
export async function saveOnboardingProgress(
  db: Database,
  user: NewProfileUser,
  { nextStep, ...answers }: SaveOnboardingProgressInput,
): Promise<OwnProfile> {
  return writeOnboardingAnswers(db, user, answers, { onboardingStep: nextStep });
}

type OnboardingAnswers = Omit<CompleteOnboardingInput, 'stepsCompleted'>;

async function writeOnboardingAnswers(
  db: Database,
  user: NewProfileUser,
  input: OnboardingAnswers,
  progress: { onboardingCompleted?: true; onboardingStep: OnboardingStepId | null },
): Promise<OwnProfile> {
  await getOwnProfile(db, user);
  const nonEmpty = <T>(value: T | '' | undefined): T | undefined => (value === '' ? undefined : value);
  const nonEmptyList = <T>(value: T[] | undefined) => (value && value.length > 0 ? [...new Set(value)] : undefined);
  const primaryRole = nonEmpty(input.primaryRole);
  const fields = {
    username: nonEmpty(input.username),
    fullName: nonEmpty(input.fullName),
    bio: nonEmpty(input.bio),
    debateExperience: nonEmpty(input.debateExperience),
    preferredTopics: nonEmptyList(input.preferredTopics),
    location: nonEmpty(input.location),
    primaryRole,
    allRoles: withPrimaryRole(nonEmptyList(input.allRoles), primaryRole),
    avatarUrl: nonEmpty(input.avatarUrl),
  };
  const provided = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  try {
    await db.transaction(async (tx) => {
      await requireChoosableTopics(tx, user.id, fields.preferredTopics);
      await tx
        .update(profiles)
        .set({ ...provided, ...progress, updatedAt: new Date() })
        .where(eq(profiles.id, user.id));
      if (fields.avatarUrl) await tx.update(users).set({ image: fields.avatarUrl }).where(eq(users.id, user.id));
      // A new full name or username: the session shows the display name.
      await tx.execute(syncAccountNameSql(user.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return getOwnProfile(db, user);
}

export function avatarPath(userId: string, version: number): string {
  return `/api/users/${userId}/avatar?v=${version}`;
}

/** Stores an uploaded picture (checked: uploaded-image.ts) and points the profile at it. */
export async function setAvatar(
  db: Database,
  user: NewProfileUser,
  bytes: Uint8Array,
  declaredType: string | undefined,
): Promise<OwnProfile> {
  const { contentType } = checkUploadedImage(bytes, declaredType, AVATAR_MAX_BYTES, {
    field: 'avatar',
    tooLarge: ACCOUNT_MESSAGES.avatarTooLarge,
    type: ACCOUNT_MESSAGES.avatarType,
    typeMismatch: ACCOUNT_MESSAGES.avatarTypeMismatch,
    unreadable: ACCOUNT_MESSAGES.avatarUnreadable,
    tooManyPixels: ACCOUNT_MESSAGES.avatarTooManyPixels,
  });
  await getOwnProfile(db, user);
  const url = avatarPath(user.id, Date.now());
  await db.transaction(async (tx) => {
    const data = Buffer.from(bytes);
    await tx
      .insert(avatars)
      .values({ userId: user.id, contentType, data })
      .onConflictDoUpdate({ target: avatars.userId, set: { contentType, data, updatedAt: new Date() } });
    await tx.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.id, user.id));
    await tx.update(users).set({ image: url }).where(eq(users.id, user.id));
  });
  return getOwnProfile(db, user);
}

export async function removeAvatar(db: Database, user: NewProfileUser): Promise<OwnProfile> {
  await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, user.id));
    await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.id, user.id));
    await tx.update(users).set({ image: null }).where(eq(users.id, user.id));
  });
  return getOwnProfile(db, user);
}

export async function getAvatar(db: Database, userId: string): Promise<{ contentType: string; data: Buffer; updatedAt: Date }> {
  const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId));
  if (!row) throw notFound('Picture');
  return { contentType: row.contentType, data: row.data, updatedAt: row.updatedAt };
}

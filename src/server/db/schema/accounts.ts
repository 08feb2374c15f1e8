// The accounts domain's tables: Better Auth's (users, sessions, accounts,
// verifications, two-factor secrets, JWT signing keys), which Better Auth writes
// for the accounts module, and the module's own (profiles, pictures, e-mail
// preferences). Also the two-factor replay guards of the auth infrastructure
// (used_totp_codes, totp_steps): they hold per-user sign-in state.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';

// ---------------------------------------------------------------- Better Auth

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** 'user' or 'admin'; set only on the server (never from sign-up input). */
    role: text('role').notNull().default('user'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Set by an admin: a banned user cannot sign in, and their sessions end when the ban is set. */
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    /** When the ban ends by itself; null for a ban until lifted. */
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Set when an admin deletes the account: the row stays (what they took part in refers to it), emptied of personal data. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When a session of theirs was last created or extended (auth/auth.ts's session hooks): the
     * admin list's "recently active" order, read from an index instead of every member's sessions.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin area's user search (name or address, any part) and its newest-first list.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_created_idx').on(t.createdAt.desc(), t.id),
    index('users_last_active_idx').on(t.lastActiveAt.desc(), t.id),
    index('users_name_order_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The admin dashboard's "active in 7 days": recently used sessions, read from the index alone.
    index('sessions_updated_user_idx').on(t.updatedAt, t.userId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // Accounts link by provider + subject, never by e-mail alone.
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** TOTP secrets (encrypted) and backup codes (HMAC-hashed) of Better Auth's two-factor plugin. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/** Signing keys of Better Auth's JWT plugin, published at /.well-known/jwks.json. */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

// ---------------------------------------------------------------- the accounts module

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username'),
    fullName: text('full_name'),
    bio: text('bio'),
    debateExperience: text('debate_experience'),
    preferredTopics: text('preferred_topics').array(),
    location: text('location'),
    primaryRole: text('primary_role'),
    allRoles: text('all_roles').array(),
    avatarUrl: text('avatar_url'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** The id of the onboarding step to resume at (ONBOARDING_STEP_IDS); null when none is saved. */
    onboardingStep: text('onboarding_step'),
    /** E.164 ("+442079460958"), shown only to its owner. */
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_username_idx').on(sql`lower(${t.username})`)],
);

/** Uploaded profile pictures, kept in the database so every server process can serve them. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** A missing row, or a null value, means the category is allowed (spec section 3). */
export const emailPreferences = pgTable('email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  debateReminders: boolean('debate_reminders'),
  judgeAssignments: boolean('judge_assignments'),
  scoreNotifications: boolean('score_notifications'),
  eventUpdates: boolean('event_updates'),
  commentReplies: boolean('comment_replies'),
  newsletter: boolean('newsletter'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- two-factor replay guards (auth infrastructure)

/**
 * TOTP codes already accepted, so a code cannot be used twice while it is still
 * valid (auth/totp-replay.ts). Rows older than the code's lifetime are reused.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * The last TOTP time step (unix time / 30 s) accepted for a user: a code of that
 * step or an earlier one is refused, whichever route it comes through
 * (auth/account-guards.ts, ADR 0022). Written by the auth infrastructure.
 */
export const totpSteps = pgTable('totp_steps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: integer('last_step').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

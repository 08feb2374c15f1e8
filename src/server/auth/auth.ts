// Authentication infrastructure: Better Auth on our database, mounted at
// /api/auth (docs/auth.md). E-mail + password (argon2id), e-mail verification,
// password reset, Google through OpenID Connect with PKCE, TOTP two-factor with
// hashed backup codes, bearer tokens and a JWKS for API clients. What happens
// around an account (its profile, its mails) is passed in by app.ts as hooks, so
// this file imports no module. Rate limits are enforced before Better Auth runs
// (auth-rate-limits.ts). The verification and reset mails run off the request
// path and are limited per address (ADR 0022).
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, jwt, openAPI, twoFactor } from 'better-auth/plugins';
import { sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '#shared/admin/users/contract.ts';
import { ACCOUNT_MAIL_WINDOW_MS, ACCOUNT_MAILS_PER_HOUR } from '#shared/constants.ts';
import { SITE_NAME } from '#shared/routes.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, jwks, sessions, twoFactors, users, verifications } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { enforceRateLimit } from '../lib/rate-limit.ts';
import { rowsOf } from '../lib/sql.ts';
import { accountGuards } from './account-guards.ts';
import { afterThisRequest, runInBackground } from './background-tasks.ts';
import { hashBackupCodes } from './backup-codes.ts';
import { passwordHashing } from './password-hash.ts';
import { registrationGuard } from './registration-guard.ts';
import { clampToAbsoluteLifetime } from './session-lifetime.ts';
import { SESSION_FRESH_AGE_SECONDS, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './session-policy.ts';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** What the rest of the server does when accounts change; implemented by the accounts module. */
export interface AuthHooks {
  onUserCreated?: (user: AuthUser & { image?: string | null }, source: { viaProvider: boolean }) => Promise<void>;
  sendVerificationEmail?: (user: AuthUser, url: string) => Promise<void>;
  sendPasswordResetEmail?: (user: AuthUser, url: string) => Promise<void>;
  onEmailVerified?: (user: AuthUser) => Promise<void>;
  onPasswordChanged?: (user: AuthUser) => Promise<void>;
  /**
   * Deletes an account the way the rest of the server needs it deleted (db/account-erasure.ts:
   * emptied, its row kept for what it took part in). Without it, Better Auth removes the row.
   */
  eraseAccount?: (user: AuthUser) => Promise<void>;
  /** A verification or reset mail that could not be queued (it runs after the answer, so nobody else hears of it). */
  onMailFailed?: (error: unknown) => void;
}

/** Where a confirmed address lands when the sign-up named no page: the welcome steps. */
const VERIFIED_EMAIL_DESTINATION = '/onboarding';

function withDefaultCallback(url: string, destination: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (!callback || callback === '/') link.searchParams.set('callbackURL', destination);
  return link.toString();
}

/**
 * Whether another account mail of this kind may go to this address now
 * (ACCOUNT_MAILS_PER_HOUR). Past the limit the request still answers as
 * usual — no disclosure — and nothing is sent.
 */
async function mayMailAddress(db: Database, kind: 'verification' | 'password-reset', email: string): Promise<boolean> {
  try {
    await enforceRateLimit(
      db,
      { name: `account-mail:${kind}`, limit: ACCOUNT_MAILS_PER_HOUR, windowMs: ACCOUNT_MAIL_WINDOW_MS },
      email.trim().toLowerCase(),
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/** Google's provider id: its redirect URI is {BASE_URL}/api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = 'google';

export function createAuth(db: Database, config: Config, hooks: AuthHooks = {}) {
  const google = config.google;
  const afterAnswer = (mail: () => Promise<void>) =>
    runInBackground(
      afterThisRequest()
        .then(mail)
        .catch((error: unknown) => hooks.onMailFailed?.(error)),
    );
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      // usePlural names the JWT plugin's model "jwkss".
      schema: { users, sessions, accounts, verifications, twoFactors, jwkss: jwks },
      usePlural: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      password: {
        hash: (password) => passwordHashing.hash(password),
        verify: ({ hash, password }) => passwordHashing.verify(hash, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Queued after the answer, for known and unknown addresses alike (background-tasks.ts).
      sendResetPassword: async ({ user, url }) =>
        afterAnswer(async () => {
          if (await mayMailAddress(db, 'password-reset', user.email)) await hooks.sendPasswordResetEmail?.(user, url);
        }),
      onPasswordReset: async ({ user }) => {
        await hooks.onPasswordChanged?.(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) =>
        afterAnswer(async () => {
          if (!(await mayMailAddress(db, 'verification', user.email))) return;
          await hooks.sendVerificationEmail?.(user, withDefaultCallback(url, VERIFIED_EMAIL_DESTINATION));
        }),
      afterEmailVerification: async (user) => {
        await hooks.onEmailVerified?.(user);
      },
    },
    user: {
      additionalFields: {
        // Never accepted from sign-up input; admins are made by `npm run admin:create`.
        role: { type: 'string', defaultValue: 'user', input: false },
      },
      deleteUser: { enabled: true },
    },
    account: {
      accountLinking: {
        enabled: true,
        // Accounts link by provider + subject, never by e-mail alone: a Google
        // sign-in with the address of an existing account is refused; the owner
        // links Google from settings while signed in.
        disableImplicitLinking: true,
        allowDifferentEmails: true,
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      freshAge: SESSION_FRESH_AGE_SECONDS,
    },
    // Enforced per IP and per e-mail in the database before Better Auth runs.
    rateLimit: { enabled: false },
    trustedOrigins: [config.baseUrl],
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [], ipv6Subnet: 64 },
    },
    plugins: [
      twoFactor({
        issuer: SITE_NAME,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: hashBackupCodes(config.authSecret) },
      }),
      // JWTs on request (GET /api/auth/token), not signed into every get-session answer.
      jwt({ disableSettingJwtHeader: true }),
      bearer(),
      // Its description of these endpoints goes into /api/openapi.json; its own page (Scalar from a CDN) stays off.
      openAPI({ disableDefaultReference: true }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  discoveryUrl: google.discoveryUrl,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  prompt: 'select_account',
                  accessType: 'online',
                  mapProfileToUser: (profile) => ({
                    name: typeof profile.name === 'string' && profile.name ? profile.name : String(profile.email ?? ''),
                    image: typeof profile.picture === 'string' ? profile.picture : undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
      // Registration closed by an admin (admin settings): sign-ups refused, sign-ins unchanged.
      registrationGuard(db),
      accountGuards(db, { secret: config.authSecret, baseUrl: config.baseUrl, onPasswordChanged: hooks.onPasswordChanged }),
    ],
    databaseHooks: {
      user: {
        delete: {
          // Better Auth has ended the sessions and removed the sign-in methods; the
          // account is then emptied instead of removed (false keeps the row).
          before: async (user) => {
            if (!hooks.eraseAccount) return;
            await hooks.eraseAccount(user);
            return false;
          },
        },
        create: {
          after: async (user, context) => {
            const viaProvider = Boolean(context?.path?.includes('/callback'));
            await hooks.onUserCreated?.({ id: user.id, email: user.email, name: user.name, image: user.image }, { viaProvider });
          },
        },
      },
      session: {
        create: {
          // A banned member gets no session, whichever way they sign in (password, Google, a link).
          before: async (session) => {
            if (await isBanned(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: ADMIN_USER_MESSAGES.bannedSignIn });
            }
          },
          after: async (session) => {
            await markActive(db, session.userId);
          },
        },
        update: {
          after: async (session) => {
            await clampToAbsoluteLifetime(db, session.id);
            if (session.userId) await markActive(db, session.userId);
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether the user is banned now (a ban with an end in the past is over). */
async function isBanned(db: Database, userId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from users where id = ${userId} and banned and (ban_expires is null or ban_expires > now())`),
  );
  return rows.length > 0;
}

/** users.last_active_at: a session was created or extended now (at most daily per session). */
async function markActive(db: Database, userId: string): Promise<void> {
  await db.execute(sql`update users set last_active_at = now() where id = ${userId}`);
}

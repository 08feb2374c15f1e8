// Our rules around Better Auth's endpoints, as a plugin of hooks:
// - sign-up, password reset and password change check the shared zod contract
//   (spec section 5's password rules; Better Auth itself checks only length);
// - a TOTP code is accepted once: a second use while it is still valid is
//   refused (used_totp_codes), and a failed attempt does not burn the code;
// - a submitted backup code is hashed before Better Auth compares it with the
//   stored hashes (backup-codes.ts);
// - deleting an account that has a password needs that password;
// - a changed password sends the password_changed mail;
// - every return address (callbackURL, redirectTo…) must be a path on this
//   site: no open redirects through a sign-in, a verification or a reset link.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { EmailSchema, SignUpPasswordSchema } from '#shared/validation.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';
import type { AuthUser } from './auth.ts';
import { hashBackupCode } from './backup-codes.ts';
import { DELETE_ACCOUNT_FRESH_SECONDS } from './session-policy.ts';

/** A TOTP code stays valid for its 30 s step plus one step either side; a used one is remembered longer. */
const USED_TOTP_CODE_MEMORY_SECONDS = 120;

export const TOTP_REPLAY_MESSAGE = 'This code has already been used. Wait for the next code from your authenticator app.';
export const DELETE_NEEDS_PASSWORD_MESSAGE = 'Enter your password to delete your account.';
export const DELETE_NEEDS_RECENT_SIGN_IN_MESSAGE = 'Sign in again (within the last 10 minutes) to delete your account.';
export const RETURN_ADDRESS_MESSAGE = 'The return address must be a page of this site.';

const RETURN_ADDRESS_KEYS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/** "/debates/1?x#y" yes; "https://other.example", "//other.example", "/\\other.example" no. */
export function isSameSitePath(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !/\p{Cc}/u.test(value)
  );
}

const SignUpBodySchema = z.looseObject({
  email: EmailSchema,
  password: SignUpPasswordSchema,
  name: z
    .string()
    .trim()
    .max(100)
    .transform((name) => name.replace(/[<>]/g, '')),
});
const NewPasswordBodySchema = z.looseObject({ newPassword: SignUpPasswordSchema });

function invalidInput(error: z.ZodError): APIError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: GENERIC_ERROR_MESSAGES.validation, fields });
}

interface TotpReservation {
  userId: string;
  code: string;
}

export function accountGuards(
  db: Database,
  options: { secret: string; onPasswordChanged?: (user: AuthUser) => Promise<void> },
): BetterAuthPlugin {
  // Keyed by the request, so the after hook releases what its own before hook reserved.
  const totpReservations = new WeakMap<object, TotpReservation>();

  return {
    id: 'sdc-account-guards',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            for (const source of [ctx.body, ctx.query] as (Record<string, unknown> | undefined)[]) {
              for (const key of RETURN_ADDRESS_KEYS) {
                const value = source?.[key];
                if (value !== undefined && !isSameSitePath(value)) {
                  throw new APIError('FORBIDDEN', { code: 'INVALID_RETURN_ADDRESS', message: RETURN_ADDRESS_MESSAGE });
                }
              }
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = SignUpBodySchema.safeParse(ctx.body ?? {});
            if (!parsed.success) throw invalidInput(parsed.error);
            const name = parsed.data.name || parsed.data.email.split('@')[0] || parsed.data.email;
            return { context: { body: { ...ctx.body, email: parsed.data.email, name } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/reset-password' || ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = NewPasswordBodySchema.safeParse(ctx.body ?? {});
            if (!parsed.success) throw invalidInput(parsed.error);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-backup-code',
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === 'string' ? ctx.body.code : '';
            return { context: { body: { ...ctx.body, code: hashBackupCode(options.secret, code) } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
            const userId = code ? await twoFactorUserId(ctx) : null;
            // Without a user or a code, Better Auth answers with its own error.
            if (!userId) return;
            const reserved = rowsOf(
              await db.execute(sql`
                insert into used_totp_codes (user_id, code) values (${userId}, ${code})
                on conflict (user_id, code) do update set used_at = now()
                  where used_totp_codes.used_at < now() - make_interval(secs => ${USED_TOTP_CODE_MEMORY_SECONDS})
                returning user_id`),
            );
            if (reserved.length === 0) {
              throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_ALREADY_USED', message: TOTP_REPLAY_MESSAGE });
            }
            totpReservations.set(requestKey(ctx), { userId, code });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/delete-user',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const hasPassword = rowsOf(
              await db.execute(
                sql`select 1 from accounts where user_id = ${session.user.id} and provider_id = 'credential' limit 1`,
              ),
            );
            if (hasPassword.length > 0 && !ctx.body?.password) {
              throw new APIError('BAD_REQUEST', { code: 'PASSWORD_REQUIRED', message: DELETE_NEEDS_PASSWORD_MESSAGE });
            }
            const signedInAt = new Date(session.session.createdAt).getTime();
            if (hasPassword.length === 0 && Date.now() - signedInAt > DELETE_ACCOUNT_FRESH_SECONDS * 1000) {
              throw new APIError('FORBIDDEN', { code: 'SESSION_EXPIRED', message: DELETE_NEEDS_RECENT_SIGN_IN_MESSAGE });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const reservation = totpReservations.get(requestKey(ctx));
            if (!reservation) return;
            totpReservations.delete(requestKey(ctx));
            if (isSuccess(ctx.context.returned)) return;
            // A wrong or refused attempt does not use the code up.
            await db.execute(
              sql`delete from used_totp_codes where user_id = ${reservation.userId} and code = ${reservation.code}`,
            );
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            if (!isSuccess(ctx.context.returned)) return;
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx));
            if (session) await options.onPasswordChanged?.(session.user);
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function requestKey(ctx: HookContext): object {
  return ctx.request ?? ctx.headers ?? ctx;
}

function isSuccess(returned: unknown): boolean {
  if (returned instanceof APIError) return false;
  if (returned instanceof Response) return returned.ok;
  return returned !== undefined && returned !== null;
}

/** The user a TOTP code is for: the signed-in user, or the one halfway through signing in. */
async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

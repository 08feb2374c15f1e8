// Our rules around Better Auth's endpoints, as a plugin of hooks:
// - sign-up, password reset and password change check the shared zod contract
//   (spec section 5's password rules; Better Auth itself checks only length);
// - a TOTP code is accepted once: the last accepted time step of each user is
//   remembered (totp_steps), and a code of that step or an earlier one is
//   refused, whether it comes with a session cookie, a bearer token or the
//   two-factor cookie of a sign-in; a failed attempt does not burn the step;
// - a submitted backup code is hashed before Better Auth compares it with the
//   stored hashes (backup-codes.ts);
// - deleting an account that has a password needs that password;
// - a changed password sends the password_changed mail;
// - every return address (callbackURL, redirectTo…) is resolved against the
//   site's origin and must stay on it (400 otherwise); Better Auth then sees
//   the resolved path only, so its own normalisation cannot change the meaning
//   (no open redirects through a sign-in, a verification or a reset link);
// - the sessions list never carries session tokens; one session is revoked by
//   its id (`{ id }`), mapped to the token here.
import type { BetterAuthPlugin } from 'better-auth';
import { createHmac } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { PROOF_OF_WORK_FIELD } from '#shared/accounts/proof-of-work.ts';
import { safeReturnPath } from '#shared/accounts/return-path.ts';
import { EmailSchema, SignUpPasswordSchema } from '#shared/validation.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';
import type { AuthUser } from './auth.ts';
import { hashBackupCode } from './backup-codes.ts';
import { DELETE_ACCOUNT_FRESH_SECONDS } from './session-policy.ts';

/** RFC 6238 as Better Auth's two-factor plugin runs it: 30 s steps, 6 digits, one step either side. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW_STEPS = 1;

export const TOTP_REPLAY_MESSAGE = 'This code has already been used. Wait for the next code from your authenticator app.';
export const DELETE_NEEDS_PASSWORD_MESSAGE = 'Enter your password to delete your account.';
export const DELETE_NEEDS_RECENT_SIGN_IN_MESSAGE = 'Sign in again (within the last 10 minutes) to delete your account.';
export const RETURN_ADDRESS_MESSAGE = 'The return address must be a page of this site.';

const RETURN_ADDRESS_KEYS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

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
  step: number;
  previousStep: number | null;
}

/** Refused return addresses: 400 with the field named, in our error shape (auth-response.ts). */
function invalidReturnAddress(key: string): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'INVALID_RETURN_ADDRESS',
    message: RETURN_ADDRESS_MESSAGE,
    fields: { [key]: [RETURN_ADDRESS_MESSAGE] },
  });
}

export function accountGuards(
  db: Database,
  options: { secret: string; baseUrl: string; onPasswordChanged?: (user: AuthUser) => Promise<void> },
): BetterAuthPlugin {
  // Keyed by the request, so the after hook releases what its own before hook reserved.
  const totpReservations = new WeakMap<object, TotpReservation>();
  const origin = new URL(options.baseUrl).origin;

  return {
    id: 'sdc-account-guards',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const rewritten: { body?: Record<string, unknown>; query?: Record<string, unknown> } = {};
            for (const part of ['body', 'query'] as const) {
              const source = ctx[part] as Record<string, unknown> | undefined;
              if (!source || typeof source !== 'object') continue;
              for (const key of RETURN_ADDRESS_KEYS) {
                const value = source[key];
                if (value === undefined) continue;
                const path = safeReturnPath(value, origin);
                if (path === null) throw invalidReturnAddress(key);
                if (path !== value) rewritten[part] = { ...(rewritten[part] ?? source), [key]: path };
              }
            }
            if (rewritten.body || rewritten.query) return { context: rewritten };
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = SignUpBodySchema.safeParse(ctx.body ?? {});
            if (!parsed.success) throw invalidInput(parsed.error);
            const name = parsed.data.name || parsed.data.email.split('@')[0] || parsed.data.email;
            // The solved challenge was checked before Better Auth ran (auth-rate-limits.ts).
            const { [PROOF_OF_WORK_FIELD]: _proofOfWork, ...body } = ctx.body as Record<string, unknown>;
            // This body replaces the one the return-address hook resolved: resolve again (it passed there).
            if (body.callbackURL !== undefined) body.callbackURL = safeReturnPath(body.callbackURL, origin) ?? '/';
            return { context: { body: { ...body, email: parsed.data.email, name } } };
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
            const userId = /^\d{6}$/.test(code) ? await twoFactorUserId(db, ctx) : null;
            // Without a user or a well-formed code, Better Auth answers with its own error.
            if (!userId) return;
            const step = await acceptedTotpStep(db, ctx, userId, code);
            // Not a code of the current window: Better Auth refuses it as wrong.
            if (step === null) return;
            const [claimed] = rowsOf<{ previous_step: number | null }>(
              await db.execute(sql`
                with previous as (select last_step from totp_steps where user_id = ${userId})
                insert into totp_steps (user_id, last_step) values (${userId}, ${step})
                on conflict (user_id) do update set last_step = excluded.last_step, updated_at = now()
                  where totp_steps.last_step < excluded.last_step
                returning (select last_step from previous) as previous_step`),
            );
            if (!claimed) {
              throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_ALREADY_USED', message: TOTP_REPLAY_MESSAGE });
            }
            totpReservations.set(requestKey(ctx), {
              userId,
              step,
              previousStep: claimed.previous_step === null ? null : Number(claimed.previous_step),
            });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/revoke-session',
          handler: createAuthMiddleware(async (ctx) => {
            const id = (ctx.body as { id?: unknown } | undefined)?.id;
            if (typeof id !== 'string' || !id) return;
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            // Only the caller's own sessions; any other id revokes nothing, as a foreign token would.
            const [row] = rowsOf<{ token: string }>(
              await db.execute(sql`select token from sessions where id = ${id} and user_id = ${session.user.id}`),
            );
            return { context: { body: { token: row?.token ?? `unknown-${id}` } } };
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
            // A refused attempt (an expired sign-in, a locked account) does not use the step up.
            await db.execute(
              reservation.previousStep === null
                ? sql`delete from totp_steps where user_id = ${reservation.userId} and last_step = ${reservation.step}`
                : sql`update totp_steps set last_step = ${reservation.previousStep}
                      where user_id = ${reservation.userId} and last_step = ${reservation.step}`,
            );
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/list-sessions',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!Array.isArray(returned)) return;
            // A session token is a bearer credential: the list names sessions by id only.
            return ctx.json(returned.map(({ token: _token, ...session }: Record<string, unknown>) => session));
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

/** The user a TOTP code is for: the signed-in user (cookie or bearer token), or the one halfway through signing in. */
async function twoFactorUserId(db: Database, ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  // Hooks all see the original request: the bearer plugin's cookie is not there yet.
  const authorization = ctx.headers?.get('authorization') ?? '';
  if (/^bearer /i.test(authorization)) {
    const token = decodeURIComponent(authorization.slice(7).trim()).split('.')[0] ?? '';
    const [row] = rowsOf<{ user_id: string }>(
      await db.execute(sql`select user_id from sessions where token = ${token} and expires_at > now()`),
    );
    if (row) return row.user_id;
  }
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The time step whose code `code` is, within the window Better Auth accepts; null when none. */
async function acceptedTotpStep(db: Database, ctx: HookContext, userId: string, code: string): Promise<number | null> {
  const [row] = rowsOf<{ secret: string }>(await db.execute(sql`select secret from two_factors where user_id = ${userId}`));
  if (!row) return null;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  } catch {
    return null;
  }
  // Better Auth uses the secret's UTF-8 bytes as the key (generated secrets; no imported base32 ones here).
  const key = Buffer.from(secret, 'utf8');
  const current = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset++) {
    if (hotp(key, current + offset) === code) matched = current + offset;
  }
  return matched;
}

// Server-side limits on the authentication endpoints, kept in the database so
// they hold across restarts and processes (ADR 0017, ADR 0022):
// - sign-in: 5 failed attempts per 15 minutes per IP (IPv6 per /64) and per
//   e-mail address *from that client*, so strangers elsewhere cannot lock the
//   owner out. Across all clients, an address with more than 5 failures in
//   15 minutes is not locked either: signing in to it then also needs a solved
//   proof-of-work challenge, which slows a distributed guesser down and lets
//   the owner through. Every attempt takes its slots first (so parallel
//   guesses cannot slip through) and a successful one gives them back;
// - sign-up: 5 per 15 minutes per IP and per e-mail, with a solved challenge;
// - password reset (every spelling): 10 per minute per IP, with a solved
//   challenge; the mails themselves are limited per address (auth.ts);
// - every other form of /api/auth (verification, two-factor, password
//   change…): 10 per minute per IP.
// The path is normalised first, so //api/auth/sign-in/email, /API/AUTH/…, a
// trailing slash or an encoded slash all count against the same limit.
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import {
  AUTH_ATTEMPT_WINDOW_MS,
  AUTH_ATTEMPTS_PER_15_MIN,
  FORM_SUBMISSION_WINDOW_MS,
  FORM_SUBMISSIONS_PER_MINUTE,
  SIGN_IN_FAILURES_BEFORE_CHALLENGE,
} from '#shared/constants.ts';
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_MESSAGES } from '#shared/accounts/proof-of-work.ts';
import type { Database } from '../db/client.ts';
import { getClientIp } from '../lib/client-ip.ts';
import { assertStorableJsonBody } from '../lib/validate.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientKey, enforceRateLimit, type RateLimitRule, refundRateLimit } from '../lib/rate-limit.ts';
import { rowsOf } from '../lib/sql.ts';
import { type ProofOfWorkResult, proofOfWorkErrorBody, verifyProofOfWork } from './proof-of-work.ts';

const AUTH_PREFIX = '/api/auth/';

const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({ name, limit, windowMs });
const SIGN_IN = {
  ip: rule('sign-in:ip', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
  /** Keyed by address and client: `${email} ${clientKey}`. */
  addressFromClient: rule('sign-in:email-client', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
  /** Failures for an address from every client: past the threshold a challenge is asked for, never a refusal. */
  address: rule('sign-in:email', SIGN_IN_FAILURES_BEFORE_CHALLENGE, AUTH_ATTEMPT_WINDOW_MS),
};
const SIGN_UP = {
  ip: rule('sign-up:ip', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
  email: rule('sign-up:email', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
};
const OTHER_FORMS = rule('auth-form:ip', FORM_SUBMISSIONS_PER_MINUTE, FORM_SUBMISSION_WINDOW_MS);

/** Better Auth's two spellings of "send me a reset link". */
const PASSWORD_RESET_REQUESTS = new Set(['/request-password-reset', '/forget-password']);

/** Lower case, decoded, no repeated slashes, no dot segments, no trailing slash. */
export function normalizePath(rawPath: string): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: keep the raw path; it still gets normalised below.
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

interface AuthBody {
  email: string | null;
  proofOfWork: unknown;
}

async function bodyOf(request: Request): Promise<AuthBody> {
  try {
    const body = (await request.clone().json()) as Record<string, unknown>;
    return {
      email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : null,
      proofOfWork: body[PROOF_OF_WORK_FIELD],
    };
  } catch {
    return { email: null, proofOfWork: undefined };
  }
}

/** Counts one hit for `subject` and returns the count in the current window (never refuses). */
async function countHit(db: Database, limit: RateLimitRule, subject: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      values (${`${limit.name}:${subject}`}, 1, now() + make_interval(secs => ${limit.windowMs / 1000}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count`),
  );
  return Number(row?.count ?? 0);
}

/** The answer for a missing or refused challenge, in Better Auth's shape plus ours (auth-response.ts). */
function challengeRefused(c: Context<AppEnv>, result: Exclude<ProofOfWorkResult, 'ok'>, requiredMessage?: string) {
  const body = proofOfWorkErrorBody(result, requiredMessage);
  return c.json({ code: body.error.code, message: body.error.message, ...body }, 400);
}

export const authRateLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const path = normalizePath(new URL(c.req.url).pathname);
  if (!path.startsWith(AUTH_PREFIX)) return next();
  // NUL or half an emoji would reach the limits' keys and Better Auth's tables: 400 first.
  await assertStorableJsonBody(c.req.raw);

  const db = c.get('db');
  const secret = c.get('config').authSecret;
  const ip = clientKey(getClientIp(c));
  const endpoint = path.slice(AUTH_PREFIX.length - 1);

  if (endpoint === '/sign-up/email') {
    await enforceRateLimit(db, SIGN_UP.ip, ip);
    const { email, proofOfWork } = await bodyOf(c.req.raw);
    if (email) await enforceRateLimit(db, SIGN_UP.email, email);
    const check = await verifyProofOfWork(db, secret, proofOfWork);
    if (check !== 'ok') return challengeRefused(c, check);
    return next();
  }

  if (PASSWORD_RESET_REQUESTS.has(endpoint)) {
    await enforceRateLimit(db, OTHER_FORMS, ip);
    const check = await verifyProofOfWork(db, secret, (await bodyOf(c.req.raw)).proofOfWork);
    if (check !== 'ok') return challengeRefused(c, check);
    return next();
  }

  if (endpoint === '/sign-in/email') {
    const { email, proofOfWork } = await bodyOf(c.req.raw);
    const addressFromClient = `${email} ${ip}`;
    await enforceRateLimit(db, SIGN_IN.ip, ip);
    try {
      if (email) await enforceRateLimit(db, SIGN_IN.addressFromClient, addressFromClient);
    } catch (error) {
      await refundRateLimit(db, SIGN_IN.ip, ip);
      throw error;
    }
    const refund = async () => {
      await refundRateLimit(db, SIGN_IN.ip, ip);
      if (email) {
        await refundRateLimit(db, SIGN_IN.addressFromClient, addressFromClient);
        await refundRateLimit(db, SIGN_IN.address, email);
      }
    };
    // Many failures for this address from many clients: ask for work, do not lock the owner out.
    if (email && (await countHit(db, SIGN_IN.address, email)) > SIGN_IN.address.limit) {
      const check = await verifyProofOfWork(db, secret, proofOfWork);
      if (check !== 'ok') {
        await refund();
        return challengeRefused(c, check, PROOF_OF_WORK_MESSAGES.signInRequired);
      }
    }
    await next();
    // Only failures count: a successful sign-in gives its slots back.
    if (c.res.status === 200) await refund();
    return;
  }

  await enforceRateLimit(db, OTHER_FORMS, ip);
  return next();
};

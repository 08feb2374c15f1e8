// Server-side limits on the authentication endpoints, kept in the database so
// they hold across restarts and processes (ADR 0017):
// - sign-in: 5 failed attempts per 15 minutes per IP (IPv6 per /64) and, in a
//   separate counter, per e-mail address. Every attempt takes a slot first (so
//   parallel guesses cannot slip through) and a successful one gives it back;
// - sign-up: 5 per 15 minutes per IP and per e-mail;
// - every other form of /api/auth (reset, verification, two-factor, password
//   change…): 10 per minute per IP.
// The path is normalised first, so //api/auth/sign-in/email, /API/AUTH/…, a
// trailing slash or an encoded slash all count against the same limit.
import type { MiddlewareHandler } from 'hono';
import {
  AUTH_ATTEMPT_WINDOW_MS,
  AUTH_ATTEMPTS_PER_15_MIN,
  FORM_SUBMISSION_WINDOW_MS,
  FORM_SUBMISSIONS_PER_MINUTE,
} from '#shared/constants.ts';
import { getClientIp } from '../lib/client-ip.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientKey, enforceRateLimit, type RateLimitRule, refundRateLimit } from '../lib/rate-limit.ts';

const AUTH_PREFIX = '/api/auth/';

const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({ name, limit, windowMs });
const SIGN_IN = {
  ip: rule('sign-in:ip', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
  email: rule('sign-in:email', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
};
const SIGN_UP = {
  ip: rule('sign-up:ip', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
  email: rule('sign-up:email', AUTH_ATTEMPTS_PER_15_MIN, AUTH_ATTEMPT_WINDOW_MS),
};
const OTHER_FORMS = rule('auth-form:ip', FORM_SUBMISSIONS_PER_MINUTE, FORM_SUBMISSION_WINDOW_MS);

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

async function emailFromBody(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

export const authRateLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const path = normalizePath(new URL(c.req.url).pathname);
  if (!path.startsWith(AUTH_PREFIX)) return next();

  const db = c.var.db;
  const ip = clientKey(getClientIp(c));
  const endpoint = path.slice(AUTH_PREFIX.length - 1);

  if (endpoint === '/sign-up/email') {
    await enforceRateLimit(db, SIGN_UP.ip, ip);
    const email = await emailFromBody(c.req.raw);
    if (email) await enforceRateLimit(db, SIGN_UP.email, email);
    return next();
  }

  if (endpoint === '/sign-in/email') {
    const email = await emailFromBody(c.req.raw);
    await enforceRateLimit(db, SIGN_IN.ip, ip);
    try {
      if (email) await enforceRateLimit(db, SIGN_IN.email, email);
    } catch (error) {
      await refundRateLimit(db, SIGN_IN.ip, ip);
      throw error;
    }
    await next();
    // Only failures count: a successful sign-in gives its slots back.
    if (c.res.status === 200) {
      await refundRateLimit(db, SIGN_IN.ip, ip);
      if (email) await refundRateLimit(db, SIGN_IN.email, email);
    }
    return;
  }

  await enforceRateLimit(db, OTHER_FORMS, ip);
  return next();
};

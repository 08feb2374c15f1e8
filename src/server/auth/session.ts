// The signed-in user of a request, and the guards that protect mutations.
// Guards throw 401/403 AppErrors; they are the server's enforcement, the web
// app's route guards are only UX.
import type { Context } from 'hono';
import { AppError } from '../lib/errors.ts';
import type { AppEnv, SessionUser } from '../lib/context.ts';

/** The user of a request's session cookie (or bearer token), or null. */
export async function readSessionUser(
  readSession: AppEnv['Variables']['readSession'],
  auth: AppEnv['Variables']['auth'],
  headers: Headers,
): Promise<SessionUser | null> {
  const fast = await readSession(headers);
  const result = fast === 'delegate' ? await auth.api.getSession({ headers }) : fast;
  return result
    ? {
        id: result.user.id,
        email: result.user.email,
        name: result.user.name,
        role: (result.user as { role?: string }).role === 'admin' ? 'admin' : 'user',
      }
    : null;
}

export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const user = await readSessionUser(c.get('readSession'), c.get('auth'), c.req.raw.headers);
  c.set('sessionUser', user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return user;
}

export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', "You don't have permission to do that.");
  return user;
}

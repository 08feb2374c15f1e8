import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/** The caller's address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function getClientIp(c: Context<AppEnv>): string | undefined {
  if (c.get('config').trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

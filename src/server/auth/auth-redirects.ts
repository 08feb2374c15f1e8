// Defence in depth for return addresses (ADR 0022): account-guards.ts refuses
// and resolves every callbackURL / redirectTo before Better Auth runs; this
// middleware also checks what Better Auth actually sends back, so no redirect
// from /api/auth ever leaves the site, whatever spelling got through.
import type { MiddlewareHandler } from 'hono';
import { safeReturnPath } from '#shared/accounts/return-path.ts';
import type { AppEnv } from '../lib/context.ts';
import { requestLog } from '../lib/every-request.ts';
import { RETURN_ADDRESS_MESSAGE } from './account-guards.ts';
import { normalizePath } from './auth-rate-limits.ts';

export const keepAuthRedirectsOnSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Redirects only: a JSON answer may name the provider's page in Location (Google sign-in
  // starts with { url } and that header), which the browser does not follow.
  if (c.res.status < 300 || c.res.status > 399) return;
  const location = c.res.headers.get('location');
  if (location === null || !normalizePath(new URL(c.req.url).pathname).startsWith('/api/auth/')) return;
  if (safeReturnPath(location, c.get('config').baseUrl) !== null) return;
  requestLog(c).warn({ path: c.req.path }, 'refused an off-site redirect from /api/auth');
  const error = { code: 'INVALID_RETURN_ADDRESS', message: RETURN_ADDRESS_MESSAGE };
  // Cleared first: Hono copies the old response's headers (the Location among them) onto a replacement.
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...error, error }), {
    status: 400,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
};

// CSRF defence for the API: a state-changing request must come from our own
// origin. Browsers send Origin on cross-site POSTs; non-browser clients that
// send no Origin and no cookie (bearer tokens, scripts) are not at risk.
import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors.ts';
import type { AppEnv } from './context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The methods of the API's operations that carry a body or change something. */
export const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = new URL(c.get('config').baseUrl).origin;
    const requestOrigin = new URL(c.req.url).origin;
    const hasCookie = Boolean(c.req.header('cookie'));
    if (origin && origin !== allowed && origin !== requestOrigin) {
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
    }
    if (!origin && hasCookie && fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
    }
  }
  await next();
};

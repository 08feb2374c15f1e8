// Errors caught in browsers are reported here and written to the server log
// (pino, with the request id), so "the error was reported" on the error screen
// is true. Rate limited per client; nothing is stored in the database.
import { Hono } from 'hono';
import { ClientErrorReportSchema } from '#shared/analytics/client-errors.ts';
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson } from '#server/lib/validate.ts';

export const clientErrorsRoutes = new Hono<AppEnv>().post('/', validateJson(ClientErrorReportSchema), async (c) => {
  await enforceRateLimit(
    c.var.db,
    { name: 'client-errors', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS },
    clientKey(getClientIp(c)),
  );
  const report = c.req.valid('json');
  // The path without its query string: queries can carry tokens.
  c.var.log.warn(
    { clientError: { ...report, path: report.path.split('?')[0] }, userAgent: c.req.header('user-agent') },
    'client error',
  );
  return c.body(null, 204);
});

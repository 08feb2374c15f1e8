// Errors caught in browsers are reported here (reportClientError in
// src/shared/analytics/operations.ts) and written to the server log (pino, with
// the request id), so "the error was reported" on the error screen is true.
// Rate limited per client; nothing is stored in the database.
import * as api from '#shared/analytics/operations.ts';
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';

const CLIENT_ERROR_REPORTS = { name: 'client-errors', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };

export const analyticsOperations = [
  implement(api.reportClientError, async (c, { body: report }) => {
    await enforceRateLimit(c.get('db'), CLIENT_ERROR_REPORTS, clientKey(getClientIp(c)));
    // The path without its query string: queries can carry tokens.
    c.get('log').warn(
      { clientError: { ...report, path: report.path.split('?')[0] }, userAgent: c.req.header('user-agent') },
      'client error',
    );
    return undefined;
  }),
];

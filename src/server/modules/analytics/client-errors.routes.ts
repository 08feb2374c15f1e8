// Errors caught in browsers are reported here (reportClientError in
// src/shared/analytics/operations.ts): written to the server log (pino, with
// the request id), as before, and stored with their breadcrumbs for the admin
// area's logs (error-reports.service.ts), so "the error was reported" on the
// error screen is true. Rate limited per client.
import * as api from '#shared/analytics/operations.ts';
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { requestLog } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import { pathOnly, storeClientError } from './error-reports.service.ts';

const CLIENT_ERROR_REPORTS = { name: 'client-errors', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };

export const analyticsOperations = [
  implement(api.reportClientError, async (c, { body: report }) => {
    await enforceRateLimit(c.get('db'), CLIENT_ERROR_REPORTS, clientKey(getClientIp(c)));
    // The path without its query string: queries can carry tokens. The breadcrumbs stay out of the log line.
    const { breadcrumbs, ...logged } = report;
    requestLog(c).warn(
      {
        clientError: { ...logged, path: pathOnly(report.path), breadcrumbs: breadcrumbs?.length ?? 0 },
        userAgent: c.req.header('user-agent'),
      },
      'client error',
    );
    await storeClientError(c, report);
    return undefined;
  }),
];

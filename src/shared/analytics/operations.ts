// The analytics API, one declaration per operation (src/shared/operation.ts).
import { defineOperation } from '../operation.ts';
import { ClientErrorReportSchema } from './client-errors.ts';
import { CLIENT_ERRORS_ROUTE } from './routes.ts';

export const reportClientError = defineOperation({
  id: 'reportClientError',
  ...CLIENT_ERRORS_ROUTE,
  tag: 'Analytics',
  summary: 'Report an error caught in the browser',
  description:
    'Written to the server log with the request id and stored with its breadcrumbs for the admin logs (grouped by fingerprint). Rate limited per client.',
  guard: 'public',
  body: ClientErrorReportSchema,
  status: 204,
  errors: ['RATE_LIMITED'],
});

// An error the web app caught, as it reports it (reportClientError): what
// failed, where, and the breadcrumb trail of the last navigations, clicks and
// requests before it (spec section 9: ERROR_REPORT_BREADCRUMBS). Every part is
// bounded, so one report stays well under the 64 kB a keepalive request may carry.
import { z } from 'zod';
import { ERROR_REPORT_BREADCRUMBS } from '../constants.ts';
import { text } from '../text.ts';

/** The longest path a breadcrumb or a report keeps (without its query string). */
export const BREADCRUMB_PATH_MAX = 300;
/** The longest description of a clicked element ("button \"Save\""). */
export const BREADCRUMB_TARGET_MAX = 120;

const at = z.number().int().nonnegative();

/** One step before an error: a route change, a click or a same-origin request. */
export const BreadcrumbSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('navigation'), at, path: text().max(BREADCRUMB_PATH_MAX) }),
  z.strictObject({ type: z.literal('click'), at, target: text().max(BREADCRUMB_TARGET_MAX) }),
  z.strictObject({
    type: z.literal('request'),
    at,
    method: z.string().regex(/^[A-Z]{3,7}$/, 'An HTTP method'),
    path: text().max(BREADCRUMB_PATH_MAX),
    /** 0 when no answer came (network failure, aborted). */
    status: z.number().int().min(0).max(599),
    ms: z.number().int().min(0).max(3_600_000),
  }),
]);
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

/** An error the web app caught and reports to the server (error screens, failed requests, unhandled errors). */
export const ClientErrorReportSchema = z.strictObject({
  context: text().trim().min(1).max(100),
  /** The error's name (TypeError, ApiRequestError…); "Error" when absent. */
  name: text().trim().min(1).max(100).optional(),
  message: text().max(2000),
  stack: text().max(8000).optional(),
  path: text().max(2000),
  /** Oldest first, at most ERROR_REPORT_BREADCRUMBS. */
  breadcrumbs: z
    .array(BreadcrumbSchema)
    .max(ERROR_REPORT_BREADCRUMBS, `At most ${ERROR_REPORT_BREADCRUMBS} breadcrumbs`)
    .optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

// The one place errors are reported from: to the console, and to the server's
// log (reportClientError). A plain fetch with keepalive rather than
// callOperation, so a report survives the page being left; a failed report is
// never reported again.
import type { ClientErrorReport } from '#shared/analytics/client-errors.ts';
import { CLIENT_ERRORS_ROUTE } from '#shared/analytics/routes.ts';

export function reportError(error: unknown, context: string): void {
  console.error(`[sdc] ${context}`, error);
  const report: ClientErrorReport = {
    context: context.slice(0, 100),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined,
    path: `${location.pathname}${location.search}`.slice(0, 2000),
  };
  try {
    void fetch(CLIENT_ERRORS_ROUTE.path, {
      method: CLIENT_ERRORS_ROUTE.method.toUpperCase(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Reporting must never throw into the code that is handling an error.
  }
}

// The one place errors are reported from: to the console, and to the server's
// log through /api/client-errors (keepalive, so a report survives a page
// being left). A failed report is never reported again.
import type { ClientErrorReport } from '#shared/analytics/client-errors.ts';

export function reportError(error: unknown, context: string): void {
  console.error(`[sdc] ${context}`, error);
  const report: ClientErrorReport = {
    context: context.slice(0, 100),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined,
    path: `${location.pathname}${location.search}`.slice(0, 2000),
  };
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Reporting must never throw into the code that is handling an error.
  }
}

// The one place errors are reported from: to the console, and to the server
// (reportClientError), which logs and stores them for the admin logs with the
// breadcrumb trail. A plain fetch with keepalive rather than callOperation, so a
// report survives the page being left; a failed report is never reported again.
// A keepalive body may hold 64 kB at most: past that, the oldest breadcrumbs go
// first. The trail (breadcrumbs.ts) attaches itself once it loads after the first
// paint, so this module, in the first download, stays a few lines.
import type { Breadcrumb, ClientErrorReport } from '#shared/analytics/client-errors.ts';
import { CLIENT_ERRORS_ROUTE } from '#shared/analytics/routes.ts';

let readTrail: (() => Breadcrumb[]) | undefined;

/** Sends `read()`'s breadcrumbs with every report from now on (app/breadcrumb-recorder.tsx). */
export function attachBreadcrumbTrail(read: () => Breadcrumb[]): void {
  readTrail = read;
}

const KEEPALIVE_BODY_MAX_BYTES = 60_000;

/**
 * Text the server stores rather than refuses (src/shared/text.ts): no NUL, and
 * half a character (a cut emoji) replaced; with the u flag only lone halves match.
 */
function storable(text: string, max: number): string {
  return text
    .slice(0, max)
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

export function reportError(error: unknown, context: string): void {
  console.error(`[sdc] ${context}`, error);
  try {
    const report: ClientErrorReport = {
      context: storable(context, 100).trim() || 'error',
      name: error instanceof Error && error.name.trim() ? storable(error.name, 100) : undefined,
      message: storable(error instanceof Error ? error.message : String(error), 2000),
      stack: error instanceof Error && error.stack ? storable(error.stack, 8000) : undefined,
      path: storable(`${location.pathname}${location.search}`, 2000),
      breadcrumbs: readTrail?.() ?? [],
    };
    let body = JSON.stringify(report);
    while (new Blob([body]).size > KEEPALIVE_BODY_MAX_BYTES && report.breadcrumbs?.length) {
      report.breadcrumbs = report.breadcrumbs.slice(Math.ceil(report.breadcrumbs.length / 4));
      body = JSON.stringify(report);
    }
    void fetch(CLIENT_ERRORS_ROUTE.path, {
      method: CLIENT_ERRORS_ROUTE.method.toUpperCase(),
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Reporting must never throw into the code that is handling an error.
  }
}

// The breadcrumb trail sent with every error report: the last
// ERROR_REPORT_BREADCRUMBS (spec section 9) navigations, clicks and requests, in
// a fixed ring, so recording one is a store and an index bump. It loads after
// the first paint with what fills it (app/breadcrumb-recorder.tsx), which
// attaches it to the reporter (error-report.ts).
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import { ERROR_REPORT_BREADCRUMBS } from '#shared/constants.ts';

export interface BreadcrumbTrail {
  add(crumb: Breadcrumb): void;
  /** Oldest first. */
  list(): Breadcrumb[];
}

export function createBreadcrumbTrail(capacity: number): BreadcrumbTrail {
  const ring: Breadcrumb[] = [];
  let next = 0;
  return {
    add(crumb) {
      ring[next] = crumb;
      next = (next + 1) % capacity;
    },
    list() {
      return ring.length < capacity ? ring.slice() : [...ring.slice(next), ...ring.slice(0, next)];
    },
  };
}

export const breadcrumbs = createBreadcrumbTrail(ERROR_REPORT_BREADCRUMBS);

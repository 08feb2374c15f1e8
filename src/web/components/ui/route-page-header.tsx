// The h1 and lead of a page that gets a shell: the server has already painted
// the same two (shared/page-shell.ts), so the text lives once. A module of its
// own, so the leads stay out of the landing page's JavaScript.
import type { ReactNode } from 'react';
import { PAGE_LEADS } from '#shared/page-leads.ts';
import { getRouteById } from '#shared/routes.ts';
import { PageHeader } from './page.tsx';

export function RoutePageHeader({ routeId, actions }: { routeId: string; actions?: ReactNode }) {
  return <PageHeader title={getRouteById(routeId).title} lead={PAGE_LEADS[routeId]} actions={actions} />;
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_LEADS } from '#shared/page-leads.ts';
import { pageHeaderHtml, pageShellHtml } from '#shared/page-shell.ts';
import { getRouteById, ROUTES } from '#shared/routes.ts';
import { RoutePageHeader } from './route-page-header.tsx';

describe('the page shell', () => {
  const routesWithLead = ROUTES.filter((route) => PAGE_LEADS[route.id]);

  it('covers the main lists', () => {
    expect(routesWithLead.map((route) => route.id)).toEqual(expect.arrayContaining(['debates', 'clubs', 'events', 'topics']));
  });

  it.each(routesWithLead.map((route) => [route.id]))('writes the h1 and lead of %s exactly as the page renders them', (id) => {
    const route = getRouteById(id);
    expect(pageHeaderHtml(route.title, PAGE_LEADS[id] ?? '')).toBe(renderToStaticMarkup(<RoutePageHeader routeId={id} />));
  });

  it('is empty for a route without a lead, and for an unknown path', () => {
    expect(pageShellHtml(getRouteById('home'), PAGE_LEADS.home)).toBe('');
    expect(pageShellHtml(null, undefined)).toBe('');
  });

  it('holds nothing to click or type in: it is replaced when the app renders', () => {
    const html = pageShellHtml(getRouteById('events'), PAGE_LEADS.events);
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/<(a|button|input|select|textarea)\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { getRouteById, SITE_NAME } from '#shared/routes.ts';
import { documentTitle } from './document-meta.ts';

describe('documentTitle', () => {
  it('is the site name on the home page', () => {
    expect(documentTitle(getRouteById('home'))).toBe(SITE_NAME);
  });

  it('puts the route title first elsewhere', () => {
    expect(documentTitle(getRouteById('debates'))).toBe(`Debates | ${SITE_NAME}`);
  });

  it('names unknown paths "Page Not Found"', () => {
    expect(documentTitle(null)).toBe(`Page Not Found | ${SITE_NAME}`);
  });
});

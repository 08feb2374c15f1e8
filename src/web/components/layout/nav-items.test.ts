import { describe, expect, it } from 'vitest';
import { MOBILE_BOTTOM_BAR_ITEMS } from '#shared/constants.ts';
import { findRoute } from '#shared/routes.ts';
import {
  ABOUT_LINKS,
  ACCOUNT_LINKS,
  ADMIN_LINK,
  BOTTOM_BAR_LINKS,
  CREATE_LINKS,
  isActivePath,
  LEGAL_LINKS,
  MAIN_LINKS,
} from './nav-items.ts';

describe('layout links', () => {
  it('has exactly the spec number of bottom bar tabs', () => {
    expect(BOTTOM_BAR_LINKS).toHaveLength(MOBILE_BOTTOM_BAR_ITEMS);
  });

  it('points every link at a route of the shared table', () => {
    const links = [
      ...MAIN_LINKS,
      ...ABOUT_LINKS,
      ...CREATE_LINKS,
      ADMIN_LINK,
      ...ACCOUNT_LINKS,
      ...BOTTOM_BAR_LINKS,
      ...LEGAL_LINKS,
    ];
    for (const link of links) expect(findRoute(link.to), link.to).not.toBeNull();
  });

  it('treats sub-paths as part of their section, but not for home', () => {
    expect(isActivePath('/debates/42', '/debates')).toBe(true);
    expect(isActivePath('/debates-archive', '/debates')).toBe(false);
    expect(isActivePath('/debates', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

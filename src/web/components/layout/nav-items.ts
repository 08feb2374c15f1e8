// The links of the shared layout (spec section 2), listed once for the top bar,
// the mobile drawer, the bottom bar and the footer.
import { hrefFor } from '#shared/routes.ts';

export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Debates', to: hrefFor('debates') },
  { label: 'Clubs', to: hrefFor('clubs') },
  { label: 'Events', to: hrefFor('events') },
  { label: 'Topics', to: hrefFor('topics') },
];

/** The info pages under "About". */
export const ABOUT_LINKS: readonly NavItem[] = [
  { label: 'About', to: hrefFor('about') },
  { label: 'How It Works', to: hrefFor('how-it-works') },
  { label: 'Social Impact', to: hrefFor('social-impact') },
  { label: 'Ambassadors', to: hrefFor('ambassadors') },
  { label: 'Roadmap', to: hrefFor('roadmap') },
  { label: 'FAQ', to: hrefFor('faq') },
  { label: 'Contact', to: hrefFor('contact') },
  { label: 'Leaderboards', to: hrefFor('leaderboards') },
  { label: 'Training', to: hrefFor('training') },
];

export const CREATE_LINKS: readonly NavItem[] = [
  { label: 'Create Debate', to: hrefFor('create-debate') },
  { label: 'Host Event', to: hrefFor('create-event') },
  { label: 'Start Club', to: hrefFor('start-club') },
];

export const ADMIN_LINK: NavItem = { label: 'Admin Dashboard', to: hrefFor('admin') };

export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: 'My Debates', to: hrefFor('my-debates') },
  { label: 'Profile', to: hrefFor('profile') },
  { label: 'Judge Dashboard', to: hrefFor('judge-dashboard') },
  { label: 'Settings', to: hrefFor('settings') },
];

/** The mobile bottom bar: exactly MOBILE_BOTTOM_BAR_ITEMS (5) tabs. */
export const BOTTOM_BAR_LINKS: readonly NavItem[] = [
  { label: 'Home', to: hrefFor('home') },
  { label: 'Debates', to: hrefFor('debates') },
  { label: 'Events', to: hrefFor('events') },
  { label: 'Clubs', to: hrefFor('clubs') },
  { label: 'Profile', to: hrefFor('profile') },
];

export const SIGN_IN_PATH = hrefFor('auth');
export const SIGN_UP_PATH = hrefFor('auth', {}, { query: { tab: 'register' } });

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Terms', to: hrefFor('terms') },
  { label: 'Privacy', to: hrefFor('privacy') },
  { label: 'Cookies', to: hrefFor('cookies') },
];

/** Whether a link's section is the current page (a section owns its sub-paths). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

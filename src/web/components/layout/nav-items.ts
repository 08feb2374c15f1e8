// The links of the shared layout (spec section 2), listed once for the top bar,
// the mobile drawer, the bottom bar and the footer.
export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Debates', to: '/debates' },
  { label: 'Clubs', to: '/clubs' },
  { label: 'Events', to: '/events' },
  { label: 'Topics', to: '/topics' },
];

/** The info pages under "About". */
export const ABOUT_LINKS: readonly NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Social Impact', to: '/social-impact' },
  { label: 'Ambassadors', to: '/ambassadors' },
  { label: 'Roadmap', to: '/roadmap' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Leaderboards', to: '/leaderboards' },
  { label: 'Training', to: '/training' },
];

export const CREATE_LINKS: readonly NavItem[] = [
  { label: 'Create Debate', to: '/create-debate' },
  { label: 'Host Event', to: '/create-event' },
  { label: 'Start Club', to: '/start-club' },
];

export const ADMIN_LINK: NavItem = { label: 'Admin Dashboard', to: '/admin' };

export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: 'My Debates', to: '/my-debates' },
  { label: 'Profile', to: '/profile' },
  { label: 'Judge Dashboard', to: '/judge-dashboard' },
  { label: 'Settings', to: '/settings' },
];

/** The mobile bottom bar: exactly MOBILE_BOTTOM_BAR_ITEMS (5) tabs. */
export const BOTTOM_BAR_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Debates', to: '/debates' },
  { label: 'Events', to: '/events' },
  { label: 'Clubs', to: '/clubs' },
  { label: 'Profile', to: '/profile' },
];

export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth?tab=register';

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Cookies', to: '/cookies' },
];

/** Whether a link's section is the current page (a section owns its sub-paths). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

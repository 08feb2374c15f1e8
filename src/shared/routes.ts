// The route table of spec section 2: one list used by the web router (which maps
// each route to a lazy page module), by the server (HTTP 200 for known paths, 404
// otherwise, redirects for the old group paths, preloads of the page's chunks) and
// by the sitemap.

export type RouteAccess =
  /** anyone */
  | 'public'
  /** signed-in users; signed-out visitors are sent to /auth */
  | 'auth'
  /** admins only (profile role admin) */
  | 'admin'
  /** signed-out visitors only; a signed-in visitor is sent to / */
  | 'guest';

export interface AppRoute {
  id: string;
  /** The page's title (its description is in shared/route-descriptions.ts). */
  title: string;
  /** React Router syntax: static segments and `:param` segments. */
  path: string;
  access: RouteAccess;
  /** For the sign-in prompt: "Sign in to {action} {feature}." */
  signInPrompt?: { action: string; feature: string };
  /** Listed in the sitemap (public, parameterless pages). */
  inSitemap?: boolean;
  /** Not crawled: test page, admin, personal pages. */
  noIndex?: boolean;
  /**
   * The page module, src/web/app/routes/<page>.tsx; defaults to the id. Several
   * ids may share one module (the three "start a club" paths).
   */
  page?: string;
  /**
   * The page shows no API data, so it renders without the TanStack Query client
   * and never downloads it: the landing page's JavaScript budget (src/web/app/pages.test.ts
   * checks that such a page does not import TanStack Query).
   */
  isStatic?: boolean;
}

export const SITE_NAME = 'Structured Debate Community';
export const SITE_SHORT_NAME = 'SDC';

/** The site's own title, description and keywords; a page's own are in shared/route-descriptions.ts. */
export const DEFAULT_META: { title: string; description: string; keywords: readonly string[] } = {
  title: SITE_NAME,
  description:
    'Structured, timed and judged debates on civic topics. Join a debate, judge a round, find a club or host an event.',
  keywords: ['debate', 'civic debate', 'debate club', 'judging', 'British Parliamentary', 'Lincoln-Douglas'],
};

/** A route of the table, keeping its literal `id` and `path` types for hrefFor. */
type TypedRoute<Id extends string, Path extends string> = AppRoute & { readonly id: Id; readonly path: Path };

const pub = <const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  title: string,
  extra: Omit<Partial<AppRoute>, 'id' | 'path'> = {},
): TypedRoute<Id, Path> => ({
  id,
  path,
  access: 'public',
  title,
  inSitemap: !path.includes(':'),
  ...extra,
});

const guarded = <const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  title: string,
  action: string,
  feature: string,
): TypedRoute<Id, Path> => ({
  id,
  path,
  access: 'auth',
  title,
  signInPrompt: { action, feature },
  noIndex: true,
});

const admin = <const Id extends string, const Path extends string>(id: Id, path: Path, title: string): TypedRoute<Id, Path> => ({
  id,
  path,
  access: 'admin',
  title,
  noIndex: true,
  page: 'admin',
});

export const ADMIN_SECTIONS = [
  { id: 'admin-users', segment: 'users', title: 'Users' },
  { id: 'admin-debates', segment: 'debates', title: 'Debates' },
  { id: 'admin-judges', segment: 'judges', title: 'Judge applications' },
  { id: 'admin-topics', segment: 'topics', title: 'Topic suggestions' },
  { id: 'admin-clubs', segment: 'clubs', title: 'Clubs' },
  { id: 'admin-events', segment: 'events', title: 'Events' },
  { id: 'admin-interests', segment: 'interests', title: 'Interests' },
  { id: 'admin-emails', segment: 'emails', title: 'E-mails' },
  { id: 'admin-newsletter', segment: 'newsletter', title: 'Newsletter' },
  { id: 'admin-contact', segment: 'contact', title: 'Contact messages' },
  { id: 'admin-ambassadors', segment: 'ambassadors', title: 'Ambassadors' },
  { id: 'admin-moderation', segment: 'moderation', title: 'Moderation' },
  { id: 'admin-analytics', segment: 'analytics', title: 'Analytics' },
  { id: 'admin-logs', segment: 'logs', title: 'Logs' },
  { id: 'admin-settings', segment: 'settings', title: 'Settings' },
] as const;

// The training areas that run modules share one page module, which reads its area from the route.
const TRAINING_AREA = { page: 'training-area' } as const;

type AdminSection = (typeof ADMIN_SECTIONS)[number];
/** Distributes over the sections, so each admin id keeps its own path. */
type AdminSectionRoute<S extends AdminSection> = S extends AdminSection ? TypedRoute<S['id'], `/admin/${S['segment']}`> : never;
const adminSection = <S extends AdminSection>(s: S) =>
  admin(s.id, `/admin/${s.segment}`, `Admin · ${s.title}`) as AdminSectionRoute<S>;

// Static paths come before dynamic siblings (/clubs/create before /clubs/:id)
// so the first match in list order is the right one.
const ROUTE_TABLE = [
  pub('home', '/', 'Structured Debate Community', { isStatic: true }),
  pub('get-started', '/get-started', 'Get Started'),
  pub('debates', '/debates', 'Debates'),
  guarded('create-debate', '/create-debate', 'Create Debate', 'create', 'a debate'),
  pub('debate', '/debates/:id', 'Debate'),
  guarded('debate-edit', '/debates/:id/edit', 'Edit Debate', 'edit', 'this debate'),
  pub('clubs', '/clubs', 'Clubs'),
  guarded('club-create', '/clubs/create', 'Start a Club', 'start', 'a club'),
  { ...guarded('create-club', '/create-club', 'Start a Club', 'start', 'a club'), page: 'club-create' },
  { ...guarded('start-club', '/start-club', 'Start a Club', 'start', 'a club'), page: 'club-create' },
  guarded('my-club', '/my-club', 'My Clubs', 'see', 'your clubs'),
  pub('club', '/clubs/:id', 'Club'),
  pub('club-members', '/clubs/:id/members', 'Club Members'),
  guarded('club-edit', '/clubs/:id/edit', 'Edit Club', 'edit', 'this club'),
  pub('topics', '/topics', 'Topics'),
  guarded('topic-suggest', '/topics/suggest', 'Suggest a Topic', 'suggest', 'a topic'),
  { ...guarded('suggest-topic', '/suggest-topic', 'Suggest a Topic', 'suggest', 'a topic'), page: 'topic-suggest' },
  pub('topic', '/topics/:id', 'Topic'),
  pub('events', '/events', 'Events'),
  guarded('create-event', '/create-event', 'Host an Event', 'host', 'an event'),
  pub('event-templates', '/event-templates', 'Event Templates'),
  pub('event', '/events/:id', 'Event'),
  guarded('event-edit', '/events/:id/edit', 'Edit Event', 'edit', 'this event'),
  guarded('event-check-in', '/events/:id/check-in', 'Event Check-in', 'check in', 'attendees'),
  guarded('create-tournament', '/events/:id/tournament', 'Run as a Tournament', 'run', 'a tournament'),
  pub('tournament', '/tournaments/:id', 'Tournament'),
  // Accepting an invitation is rendered by the tournament's page module.
  {
    ...guarded('tournament-adjudicate', '/tournaments/:id/adjudicate', 'Adjudicate a Tournament', 'accept', 'this invitation'),
    page: 'tournament',
  },
  // A round's draw and motion, and the released tab: the same page module, which loads each view lazily.
  { ...pub('tournament-round', '/tournaments/:id/rounds/:seq', 'Tournament Round'), page: 'tournament' },
  { ...pub('tournament-tab', '/tournaments/:id/tab', 'Tournament Tab'), page: 'tournament' },
  pub('debate-event', '/debate-event/:id', 'Debate Event'),
  pub('become-judge', '/become-judge', 'Become a Judge'),
  pub('judge-available-debates', '/judge-available-debates', 'Debates Needing Judges'),
  pub('judge-commitment', '/judge-commitment/:id', 'Judge Commitment'),
  guarded('judge-dashboard', '/judge-dashboard', 'Judge Dashboard', 'open', 'the judge dashboard'),
  guarded('judge-score', '/judge/score/:id', 'Score Debate', 'score', 'this debate'),
  guarded('judge-note-taking', '/judge-note-taking', 'Judge Notes', 'take', 'judge notes'),
  pub('user', '/user/:userId', 'Debater Profile'),
  guarded('profile', '/profile', 'Profile', 'see', 'your profile'),
  guarded('onboarding', '/onboarding', 'Welcome', 'complete', 'onboarding'),
  guarded('my-debates', '/my-debates', 'My Debates', 'see', 'your debates'),
  guarded('settings', '/settings', 'Settings', 'change', 'your settings'),
  pub('about', '/about', 'About'),
  pub('ambassadors', '/ambassadors', 'Ambassadors'),
  pub('how-it-works', '/how-it-works', 'How It Works'),
  pub('social-impact', '/social-impact', 'Social Impact'),
  pub('roadmap', '/roadmap', 'Roadmap'),
  pub('faq', '/faq', 'FAQ'),
  pub('contact', '/contact', 'Contact'),
  pub('leaderboards', '/leaderboards', 'Leaderboards'),
  pub('terms', '/terms', 'Terms of Service'),
  pub('privacy', '/privacy', 'Privacy Policy'),
  pub('cookies', '/cookies', 'Cookie Policy'),
  pub('training', '/training', 'Training'),
  pub('training-argument-builder', '/training/argument-builder', 'Argument Builder', TRAINING_AREA),
  pub('training-rebuttal', '/training/rebuttal', 'Rebuttal Practice', TRAINING_AREA),
  pub('training-research', '/training/research', 'Topic Research', TRAINING_AREA),
  pub('training-speech', '/training/speech', 'Speech Practice', TRAINING_AREA),
  pub('training-mock-debate', '/training/mock-debate', 'Mock Debate', TRAINING_AREA),
  pub('training-quick-start', '/training/quick-start', 'Quick Start', TRAINING_AREA),
  pub('training-history', '/training/history', 'Training History'),
  pub('training-assessment', '/training/assessment', 'Skill Assessment', TRAINING_AREA),
  guarded('training-reviews', '/training/reviews', 'Training Reviews', 'see', 'your training reviews'),
  { id: 'auth', path: '/auth', access: 'guest', title: 'Sign In' },
  { id: 'auth-callback', path: '/auth/callback', access: 'public', title: 'Signing In', noIndex: true },
  { id: 'auth-reset-password', path: '/auth/reset-password', access: 'public', title: 'Reset Password', noIndex: true },
  { id: 'test-auth', path: '/__test__/auth', access: 'public', title: 'Test Sign-In', noIndex: true },
  { id: 'unsubscribe', path: '/unsubscribe', access: 'public', title: 'E-mail Preferences', noIndex: true },
  { id: 'newsletter-confirm', path: '/newsletter/confirm', access: 'public', title: 'Confirm Your Subscription', noIndex: true },
  admin('admin', '/admin', 'Admin Dashboard'),
  ...ADMIN_SECTIONS.map(adminSection),
  admin('admin-user', '/admin/users/:id', 'Admin · User'),
  // Last: any other path under /admin goes through the admin-only guard too, then
  // says the admin page does not exist (never a bare 404 to a non-admin).
  admin('admin-unknown', '/admin/*', 'Admin · Page not found'),
] as const satisfies readonly AppRoute[];

export const ROUTES: readonly AppRoute[] = ROUTE_TABLE;

/** The old group paths, now clubs. */
export const ROUTE_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/groups', to: '/clubs' },
  { from: '/create-group', to: '/create-club' },
  { from: '/groups/:id', to: '/clubs/:id' },
  { from: '/groups/:id/members', to: '/clubs/:id/members' },
  { from: '/groups/:id/edit', to: '/clubs/:id/edit' },
];

export type RouteParams = Record<string, string>;

/** Matches a pathname against a `:param` pattern; trailing slashes are ignored. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  let patternParts = pattern.split('/').filter(Boolean);
  let pathParts = pathname.split('/').filter(Boolean);
  // A trailing `*` matches one or more further segments (React Router's splat).
  if (patternParts.at(-1) === '*') {
    patternParts = patternParts.slice(0, -1);
    if (pathParts.length <= patternParts.length) return null;
    pathParts = pathParts.slice(0, patternParts.length);
  }
  if (patternParts.length !== pathParts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] as string;
    const actual = pathParts[i] as string;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

export function findRoute(pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The club path an old group path now lives at, or null. */
export function findRedirect(pathname: string): string | null {
  for (const redirect of ROUTE_REDIRECTS) {
    const params = matchPath(redirect.from, pathname);
    if (params) {
      return redirect.to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    }
  }
  return null;
}

/** The base name of the route's page module in src/web/app/routes/. */
export function pageModuleName(route: AppRoute): string {
  return route.page ?? route.id;
}

export function getRouteById(id: string): AppRoute {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

type RouteEntry = (typeof ROUTE_TABLE)[number];

/** The id of every route of the table. */
export type RouteId = RouteEntry['id'];

/** The path pattern of a route, e.g. RoutePath<'debate'> is '/debates/:id'. */
export type RoutePath<Id extends RouteId> = Extract<RouteEntry, { id: Id }>['path'];

/** The `:param` names of a path pattern: '/clubs/:id/edit' → 'id'. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route's path needs: '/debates/:id' → { id: string }; none → {}. */
export type RouteParamsOf<Id extends RouteId> = { [Name in PathParamNames<RoutePath<Id>>]: string };

export interface HrefOptions {
  /** Appended as a query string; undefined, null and empty values are left out. */
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /** The fragment, with or without its leading '#'. */
  hash?: string;
}

/** A route without params takes no params (or {}); a route with params must get exactly those. */
type HrefArgs<Id extends RouteId> = [PathParamNames<RoutePath<Id>>] extends [never]
  ? [params?: Readonly<Record<string, never>>, options?: HrefOptions]
  : [params: Readonly<RouteParamsOf<Id>>, options?: HrefOptions];

const ROUTES_BY_ID: ReadonlyMap<string, AppRoute> = new Map(ROUTES.map((route) => [route.id, route]));

/**
 * The link to a page of the table: hrefFor('debate', { id }) is '/debates/<id>', each
 * param URI-encoded; hrefFor('auth', {}, { query: { tab: 'register' } }) is '/auth?tab=register'.
 * A renamed or removed route, or a missing or extra param, is a type error.
 */
export function hrefFor<Id extends RouteId>(id: Id, ...[params, options]: HrefArgs<Id>): string {
  const route = ROUTES_BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const values: Readonly<Record<string, string>> = params ?? {};
  let href = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing param "${name}" for route ${id}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  if (query) href += `?${query}`;
  const hash = options?.hash?.replace(/^#/, '');
  if (hash) href += `#${hash}`;
  return href;
}

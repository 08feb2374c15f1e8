// Serves the built web app (dist/web): hashed assets with immutable caching,
// index.html with no-cache, and the SPA fallback driven by the shared route
// table — known paths answer 200, old group paths redirect to clubs, unknown
// paths get the app with HTTP status 404 (it renders the "Page Not Found" page).
// index.html also gets the route's page chunks as <link rel="modulepreload">,
// found in Vite's build manifest, so they download alongside the entry instead
// of after it (the page module mapping is src/web/app/pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { type AppRoute, DEFAULT_META, findRedirect, findRoute, pageModuleName, SITE_NAME } from '#shared/routes.ts';
import { getSessionUser } from './auth/session.ts';
import type { AppEnv, SessionUser } from './lib/context.ts';
import { cachedSiteSettings } from './lib/site-settings.ts';
import { PAGE_LEADS } from '#shared/page-leads.ts';
import { routeDescription } from '#shared/route-descriptions.ts';
import { homeShellHtml } from '#shared/home-shell.ts';
import { pageShellHtml } from '#shared/page-shell.ts';
import { collectFiles, type ViteManifest } from '#shared/vite-manifest.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// Manifest keys are source paths relative to Vite's root, src/web.
const ENTRY_KEY = 'index.html';
const QUERY_PROVIDER_KEY = 'app/query-provider.tsx';
const NOT_FOUND_PAGE_KEY = 'app/routes/not-found.tsx';
const pageKey = (route: AppRoute) => `app/routes/${pageModuleName(route)}.tsx`;

/**
 * The <link> tags that preload a route's page (null: the 404 page): the page
 * module's chunks and, unless the route is static, the query client's (as
 * src/web/app/pages.ts loads them) — less what index.html already loads.
 */
export function routePreloadTags(manifest: ViteManifest, route: AppRoute | null): string {
  const keys = route ? [pageKey(route), ...(route.isStatic ? [] : [QUERY_PROVIDER_KEY])] : [NOT_FOUND_PAGE_KEY];
  const inEntry = { js: new Set<string>(), css: new Set<string>() };
  const seen = new Set<string>();
  collectFiles(manifest, ENTRY_KEY, inEntry, seen);
  const files = { js: new Set<string>(), css: new Set<string>() };
  for (const key of keys) collectFiles(manifest, key, files, seen);
  return [
    ...[...files.css].filter((f) => !inEntry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...files.js].filter((f) => !inEntry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/** The site's own name and description (admin settings; the built-in ones by default). */
export interface SiteIdentity {
  name: string;
  description: string;
  /** The organisation's social profiles (SOCIAL_LINKS), for its structured data. */
  sameAs?: readonly string[];
}

const BUILT_IN_SITE: SiteIdentity = { name: SITE_NAME, description: DEFAULT_META.description };

/** What a page is about, for its title and the cards of shared links (Open Graph, Twitter). */
export interface PageMeta {
  title: string;
  description: string;
  /** The record's share-card picture (modules/share): a path on this site, with its size and alt text. */
  image?: { path: string; width: number; height: number; alt: string };
}

/** Finds the metadata of one record's page (a debate's title and motion), or null to keep the route's own. */
export type PageMetaLoader = (route: AppRoute, params: Record<string, string | undefined>) => Promise<PageMeta | null>;

/**
 * Data a page reads on its first render instead of asking the API (the landing
 * page's featured list, a debate's record and room).
 */
export interface PageData {
  /** The id of the `<script type="application/json">` element that carries it. */
  elementId: string;
  value: unknown;
  /**
   * The page's shell drawn from this data (a debate's title and room, shared/debate-shell.ts),
   * in place of the route's lead shell: the page renders the same from `value` at once, so the
   * shell is replaced by the same screen.
   */
  shell?: string;
}

/**
 * Finds the data a route's page reads from its HTML, or null for none. `viewer` reads the
 * request's session (only when called): data whose view depends on who asks (what a debate
 * lets the viewer do) must be the view the API would give that viewer.
 */
export type PageDataLoader = (
  route: AppRoute,
  params: Record<string, string | undefined>,
  viewer: () => Promise<SessionUser | null>,
  search: URLSearchParams,
) => Promise<PageData | null>;

/**
 * The organisation's structured data (schema.org Organization) for search
 * engines, in every page's head. A data block, not a script the browser runs,
 * so the CSP (script-src 'self') allows it; `<` is escaped as in pageDataTag.
 */
export function organizationJsonLdTag(site: SiteIdentity, siteUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    description: site.description,
    ...(siteUrl ? { url: siteUrl, logo: `${siteUrl}/favicon.svg` } : {}),
    ...(site.sameAs?.length ? { sameAs: site.sameAs } : {}),
  };
  return `<script type="application/ld+json" data-sdc="organization">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * A page's data as an inert JSON script element. `<` is escaped, so no text in
 * the data (a title with `</script>` in it) can end the element.
 */
export function pageDataTag(data: PageData | null): string {
  if (!data) return '';
  const json = JSON.stringify(data.value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeHtml(data.elementId)}">${json}</script>`;
}

// The landing page's hero never changes while the server runs.
const HOME_SHELL_HTML = homeShellHtml();

/** The shell of a route's page without data of its own: the landing page's hero, or its h1 and lead. */
function routeShellHtml(route: AppRoute | null): string {
  if (route?.id === 'home') return HOME_SHELL_HTML;
  return pageShellHtml(route, route ? PAGE_LEADS[route.id] : undefined);
}

/**
 * index.html with the route's title, description, robots tag, share-card tags,
 * page preloads and page shell filled in on the server; `meta` (from a PageMetaLoader)
 * replaces the route's generic title and description; `site` names the site
 * (the home page's title, every title's suffix, the default description).
 */
export function renderIndexHtml(
  template: string,
  pathname: string,
  preloadTags: (route: AppRoute | null) => string = () => '',
  meta: PageMeta | null = null,
  siteUrl = '',
  site: SiteIdentity = BUILT_IN_SITE,
  data: PageData | null = null,
): string {
  const match = findRoute(pathname);
  const pageTitle = meta?.title ?? match?.route.title;
  const title = match ? (match.route.id === 'home' ? site.name : `${pageTitle} | ${site.name}`) : `Page Not Found | ${site.name}`;
  const ownDescription = match ? routeDescription(match.route.id) : undefined;
  const description = meta?.description ?? ownDescription ?? site.description;
  const robots = !match || match.route.noIndex ? 'noindex' : 'index, follow';
  const preloads = preloadTags(match?.route ?? null);
  const image = siteUrl ? meta?.image : undefined;
  const card = [
    ['property', 'og:type', meta ? 'article' : 'website'],
    ['property', 'og:site_name', site.name],
    ['property', 'og:title', meta?.title ?? title],
    ['property', 'og:description', description],
    ...(siteUrl ? [['property', 'og:url', `${siteUrl}${pathname}`]] : []),
    // Card pictures need an absolute address: none without the site's base URL.
    ...(image
      ? [
          ['property', 'og:image', `${siteUrl}${image.path}`],
          ['property', 'og:image:width', String(image.width)],
          ['property', 'og:image:height', String(image.height)],
          ['property', 'og:image:alt', image.alt],
        ]
      : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta?.title ?? title],
    ['name', 'twitter:description', description],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value ?? '')}">`)
    .join('');
  // Replacement functions, never strings: in a replacement string `$'`, `$\`` and `$&`
  // are patterns, and a debate titled with them would pull in pieces of the template.
  return (
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta name="description" content=")[^"]*(")/,
        (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`,
      )
      .replace(/(<meta name="robots" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${robots}${close}`)
      .replace('</head>', () => `${card}${organizationJsonLdTag(site, siteUrl)}${preloads}${pageDataTag(data)}</head>`)
      // The route's h1 and lead, the landing page's hero, or the shell its data draws, paint
      // before the app's JavaScript has run (shared/page-shell.ts, home-shell.ts).
      .replace('<div id="root">', () => `${data?.shell ?? routeShellHtml(match?.route ?? null)}<div id="root">`)
  );
}

/**
 * The HTML the server answers for a path of the built app in distDir (also used
 * by bench/bundle.ts to measure what the landing page loads).
 */
export function createIndexRenderer(
  distDir: string,
): (pathname: string, meta?: PageMeta | null, siteUrl?: string, site?: SiteIdentity, data?: PageData | null) => string {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  // Without a manifest (a build made without it) the pages still load, only later.
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined;
  // The build never changes while the server runs: the tags are worked out once per route.
  const tagsByRoute = new Map<string, string>();
  const preloadTags = (route: AppRoute | null) => {
    if (!manifest) return '';
    const id = route?.id ?? '';
    let tags = tagsByRoute.get(id);
    if (tags === undefined) tagsByRoute.set(id, (tags = routePreloadTags(manifest, route)));
    return tags;
  };
  return (pathname, meta = null, siteUrl = '', site = BUILT_IN_SITE, data = null) =>
    renderIndexHtml(template, pathname, preloadTags, meta, siteUrl, site, data);
}

export interface WebAppOptions {
  /** Route ids answered as unknown paths (404), e.g. the test-only sign-in without TEST_AUTH_SECRET. */
  disabledRouteIds?: readonly string[];
  /** Metadata of one record's page, for titles and share cards. */
  loadPageMeta?: PageMetaLoader;
  /** Data a page reads from its HTML on its first render. */
  loadPageData?: PageDataLoader;
}

export function mountWebApp(
  app: Hono<AppEnv>,
  distDir: string,
  { disabledRouteIds = [], loadPageMeta, loadPageData }: WebAppOptions = {},
): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503));
    return;
  }
  const renderIndex = createIndexRenderer(distDir);
  const root = path.relative(process.cwd(), distDir) || '.';

  // Cache headers are set after the static handler has answered: it builds its
  // response before calling onFound, so headers set there are lost.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.get('content-type')?.startsWith('text/html')) return;
    // serveStatic adds its own Vary to a precompressed file, after the one every answer has.
    c.res.headers.set('Vary', 'Accept-Encoding');
    // Hashed file names never change; everything else at the root revalidates.
    c.res.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  });
  app.use(
    '*',
    serveStatic({
      root,
      // The build writes assets' .br and .gz copies (scripts/precompress-plugin.ts): sent as they are.
      precompressed: true,
      // index.html is served below with the route's metadata, never as a file;
      // the build manifest is for the server only.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' || p.startsWith('/.vite/') ? '/__no_such_file__' : p),
    }),
  );
  // A missing hashed asset is a plain 404, not the app.
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('*', async (c) => {
    // /index.html is the service worker's offline shell (src/web/sw/sw.ts): the home page's document.
    const pathname = c.req.path === '/index.html' ? '/' : c.req.path;
    const redirect = findRedirect(pathname);
    if (redirect) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${redirect}${search}`, 301);
    }
    const match = findRoute(pathname);
    const known = match !== null && !disabledRouteIds.includes(match.route.id);
    c.header('Cache-Control', 'no-cache');
    const meta = known && loadPageMeta ? await loadPageMeta(match.route, match.params).catch(() => null) : null;
    // Without its data (a failed read) the page asks the API instead.
    // The session is read once, and only by a loader that needs it.
    let viewer: Promise<SessionUser | null> | undefined;
    const readViewer = () => (viewer ??= getSessionUser(c).catch(() => null));
    const data =
      known && loadPageData
        ? await loadPageData(match.route, match.params, readViewer, new URL(c.req.url).searchParams).catch(() => null)
        : null;
    // A page made for its viewer (their user id, what they may do) is theirs: no shared cache keeps it.
    if (viewer) c.header('Cache-Control', 'private, no-cache');
    const status = known ? (match.route.access === 'admin' ? await adminPageStatus(c, match.route) : 200) : 404;
    // This process's copy of at most two seconds (lib/site-settings.ts): one read per two seconds, not per page.
    const settings = await cachedSiteSettings(c.get('db')).catch(() => null);
    const identity = settings ? { name: settings.siteName, description: settings.siteDescription } : BUILT_IN_SITE;
    const site = { ...identity, sameAs: c.get('config').socialLinks };
    return c.html(renderIndex(pathname, meta, c.get('config').baseUrl, site, data), status);
  });
}

/**
 * The status of an admin page: the app renders the guard's screen either way
 * (sign in, "admins only", or the admin area's own "no such page"), and the
 * status says the same to anything that is not a browser.
 */
async function adminPageStatus(c: Context<AppEnv>, route: AppRoute): Promise<200 | 401 | 403 | 404> {
  const user = await getSessionUser(c).catch(() => null);
  if (!user) return 401;
  if (user.role !== 'admin') return 403;
  return route.id === 'admin-unknown' ? 404 : 200;
}

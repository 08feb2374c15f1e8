// Serves the built web app (dist/web): hashed assets with immutable caching,
// index.html with no-cache, and the SPA fallback driven by the shared route
// table — known paths answer 200, old group paths redirect to clubs, unknown
// paths get the app with HTTP status 404 (it renders the "Page Not Found" page).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { DEFAULT_META, findRedirect, findRoute, SITE_NAME } from '#shared/routes.ts';
import type { AppEnv } from './lib/context.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** index.html with the route's title, description and robots tag filled in on the server. */
export function renderIndexHtml(template: string, pathname: string): string {
  const match = findRoute(pathname);
  const title = match
    ? match.route.id === 'home'
      ? SITE_NAME
      : `${match.route.title} | ${SITE_NAME}`
    : `Page Not Found | ${SITE_NAME}`;
  const description = match?.route.description ?? DEFAULT_META.description;
  const robots = !match || match.route.noIndex ? 'noindex' : 'index, follow';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace(/(<meta name="robots" content=")[^"]*(")/, `$1${robots}$2`);
}

export function mountWebApp(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503));
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  // Cache headers are set after the static handler has answered: it builds its
  // response before calling onFound, so headers set there are lost.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.get('content-type')?.startsWith('text/html')) return;
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
      // index.html is served below with the route's metadata, never as a file.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  );
  // A missing hashed asset is a plain 404, not the app.
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('*', (c) => {
    const pathname = c.req.path;
    const redirect = findRedirect(pathname);
    if (redirect) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${redirect}${search}`, 301);
    }
    const known = findRoute(pathname) !== null;
    c.header('Cache-Control', 'no-cache');
    return c.html(renderIndexHtml(template, pathname), known ? 200 : 404);
  });
}

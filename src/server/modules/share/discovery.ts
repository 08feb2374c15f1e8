// robots.txt and sitemap.xml, built from the shared route table (ADR 0037):
// a page added to the table is listed or kept out without a second list to update.
import { ROUTES } from '#shared/routes.ts';
import type { SitemapRecord } from './share.service.ts';

/** The sitemap protocol's limit for one file (sitemaps.org): past it, an index of several files would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** Paths kept out of crawling whatever the route table says: private, personal, admin and machine paths. */
const ALWAYS_DISALLOWED = [
  '/admin',
  '/api/',
  '/__test__',
  '/dev/',
  '/auth',
  '/settings',
  '/profile',
  '/my-debates',
  '/my-club',
  '/onboarding',
  '/judge/score/',
  '/judge-note-taking',
];

/**
 * A noIndex route's path as a robots.txt rule: `:param` segments become `*`
 * (RFC 9309 wildcards, so /debates/:id/edit keeps out the edit pages and not
 * the debates), a trailing splat is dropped. A path that starts with a
 * parameter has no static prefix and gives no rule.
 */
export function robotsRuleFor(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.at(-1) === '*') segments.pop();
  if (segments.length === 0 || segments[0]?.startsWith(':')) return null;
  while (segments.at(-1)?.startsWith(':')) segments.pop();
  const rule = `/${segments.map((s) => (s.startsWith(':') ? '*' : s)).join('/')}`;
  return path.endsWith('/*') || /\/:[^/]+$/.test(path) ? `${rule}/` : rule;
}

/** The Disallow rules: the fixed list, then every noIndex route's, less those a shorter plain rule covers already. */
export function disallowRules(): string[] {
  const rules = [...ALWAYS_DISALLOWED];
  for (const route of ROUTES) {
    const rule = route.noIndex ? robotsRuleFor(route.path) : null;
    if (rule && !rules.includes(rule)) rules.push(rule);
  }
  // A plain prefix covers every rule that starts with it (robots rules match by prefix).
  return rules.filter((rule) => !rules.some((other) => other !== rule && !other.includes('*') && rule.startsWith(other)));
}

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...disallowRules().map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** The pages of the route table the sitemap lists (public and parameterless). */
export const sitemapRoutePaths = () => ROUTES.filter((route) => route.inSitemap && !route.noIndex).map((route) => route.path);

/** sitemap.xml: the table's pages first, then the records, at most SITEMAP_MAX_URLS in all. */
export function sitemapXml(baseUrl: string, records: readonly SitemapRecord[]): string {
  const urls = [
    ...sitemapRoutePaths().map((path) => `<url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`),
    ...records.map(
      (record) =>
        `<url><loc>${escapeXml(`${baseUrl}${record.path}`)}</loc><lastmod>${record.lastmod.toISOString()}</lastmod></url>`,
    ),
  ].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

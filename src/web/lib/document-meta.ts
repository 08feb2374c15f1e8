// The document head for client-side navigation (spec section 2): title,
// description, keywords and robots from the shared route table, with defaults.
// The server fills the same tags into the first HTML (server/web-assets.ts), so
// crawlers and the first paint agree with what this sets afterwards. The site's
// name is the built-in one until the public settings arrive (lib/site-settings.ts,
// after the first paint), which may rename it (admin settings).
import { NOT_FOUND_PAGE } from '#shared/messages.ts';
import { type AppRoute, DEFAULT_META, SITE_NAME } from '#shared/routes.ts';

let siteName = SITE_NAME;
let shownRoute: AppRoute | null | undefined;

export function documentTitle(route: AppRoute | null, name = siteName): string {
  if (!route) return `${NOT_FOUND_PAGE.title} | ${name}`;
  return route.id === 'home' ? name : `${route.title} | ${name}`;
}

/** The site's name as the admins set it: this title and every later one use it. */
export function setSiteName(name: string): void {
  if (name === siteName) return;
  siteName = name;
  if (shownRoute !== undefined) document.title = documentTitle(shownRoute);
}

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

export function applyRouteMeta(route: AppRoute | null): void {
  shownRoute = route;
  document.title = documentTitle(route);
  setMeta('description', route?.description ?? DEFAULT_META.description);
  setMeta('keywords', (route?.keywords ?? DEFAULT_META.keywords).join(', '));
  setMeta('robots', !route || route.noIndex ? 'noindex' : 'index, follow');
}

/**
 * Social profiles of the organisation, set at build time (VITE_SOCIAL_LINKS,
 * comma-separated URLs) because they belong to whoever runs the site.
 */
export const SOCIAL_LINKS: readonly string[] = (import.meta.env.VITE_SOCIAL_LINKS ?? '')
  .split(',')
  .map((url: string) => url.trim())
  .filter((url: string) => /^https:\/\//.test(url));

/**
 * Organization structured data, added once. It is a data block, not a script the
 * browser runs, so the CSP (script-src 'self') allows it; it is created through
 * the DOM because index.html may carry no inline script.
 */
export function injectOrganizationJsonLd(): void {
  if (document.head.querySelector('script[data-sdc="organization"]')) return;
  const origin = window.location.origin;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    description: DEFAULT_META.description,
    url: origin,
    logo: `${origin}/favicon.svg`,
    ...(SOCIAL_LINKS.length > 0 ? { sameAs: SOCIAL_LINKS } : {}),
  };
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.sdc = 'organization';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

// The document head for client-side navigation (spec section 2): title,
// description, keywords and robots from the shared route table, with defaults.
// The server fills the same tags into the first HTML (server/web-assets.ts), so
// crawlers and the first paint agree with what this sets afterwards. The site's
// name is the built-in one until the public settings arrive (lib/site-settings.ts,
// after the first paint), which may rename it (admin settings).
import { NOT_FOUND_PAGE } from '#shared/messages.ts';
import { type AppRoute, SITE_NAME } from '#shared/routes.ts';

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

// The pages' descriptions load after the first paint: the server wrote the first
// page's into its HTML, so only later navigation needs them.
let descriptions: Promise<typeof import('#shared/route-descriptions.ts')> | undefined;

export function applyRouteMeta(route: AppRoute | null): void {
  const isFirst = shownRoute === undefined;
  shownRoute = route;
  document.title = documentTitle(route);
  setMeta('robots', !route || route.noIndex ? 'noindex' : 'index, follow');
  if (isFirst) return;
  descriptions ??= import('#shared/route-descriptions.ts');
  descriptions.then(
    ({ routeMetaOf }) => {
      // A later navigation has set its own.
      if (shownRoute !== route) return;
      const meta = routeMetaOf(route?.id);
      setMeta('description', meta.description);
      setMeta('keywords', meta.keywords.join(', '));
    },
    // Offline with the file never fetched: the previous page's description stays, nothing else is wrong.
    () => {
      descriptions = undefined;
    },
  );
}

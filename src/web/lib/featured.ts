// The landing page's featured list in the browser (docs/admin.md, "Featured on
// the landing page"). The server writes it into the landing page's HTML, so a
// visit to / shows it without another request; the page reads that copy once
// and removes it, and any later visit within the app (a navigation back to /)
// asks GET /api/featured with a plain fetch (no query client, no zod: the
// landing page's section stays small, ADR 0016).
import type { FeaturedList } from '#shared/admin/content/featured.ts';
import { FEATURED_DATA_ELEMENT_ID, FEATURED_ROUTE } from '#shared/admin/content/featured-routes.ts';

/** The list the server wrote into this page's HTML, once; null when there is none (any later call). */
export function takeFeaturedFromPage(): FeaturedList | null {
  const element = document.getElementById(FEATURED_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const list = JSON.parse(element.textContent ?? '') as FeaturedList;
    return Array.isArray(list?.items) ? list : null;
  } catch {
    return null;
  }
}

/** The list from the API; an empty one when it cannot be fetched (the section is an extra: nothing shows). */
export async function fetchFeatured(signal?: AbortSignal): Promise<FeaturedList> {
  try {
    const res = await fetch(FEATURED_ROUTE.path, {
      method: FEATURED_ROUTE.method.toUpperCase(),
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!res.ok) return { items: [] };
    const list = (await res.json()) as FeaturedList;
    return Array.isArray(list?.items) ? list : { items: [] };
  } catch {
    return { items: [] };
  }
}

// Which page module renders each route of src/shared/routes.ts, and loading it.
// A route renders src/web/app/routes/<pageModuleName(route)>.tsx, a lazy chunk that
// exports `Component` (React Router's lazy convention); the server preloads the
// same module's chunks, found in Vite's build manifest (server/web-assets.ts).
// Pages render inside the TanStack Query client, which loads with the first of
// them; static routes (the landing page) never download it.
import { type ComponentType, createElement, lazy } from 'react';
import { type AppRoute, pageModuleName } from '#shared/routes.ts';

export interface PageModule {
  Component: ComponentType;
}

type PageLoader = () => Promise<PageModule>;

const PAGE_MODULES = import.meta.glob<PageModule>('./routes/*.tsx');

/** The page for paths that match no route. */
export const NOT_FOUND_PAGE = 'not-found';

export function pageLoader(name: string): PageLoader | undefined {
  return PAGE_MODULES[`./routes/${name}.tsx`];
}

const loadQueryProvider = () => import('./query-provider.tsx').then((m) => m.QueryProvider);

/** One entry per module and wrapping, so ids that share a module share one component. */
function pageKey(route: AppRoute | null): { name: string; needsQueryClient: boolean; key: string } {
  const name = route ? pageModuleName(route) : NOT_FOUND_PAGE;
  const needsQueryClient = route !== null && !route.isStatic;
  return { name, needsQueryClient, key: needsQueryClient ? `${name}+query` : name };
}

const loading = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();
const components = new Map<string, ComponentType>();
const failed = new Set<string>();

/**
 * Forgets the pages whose download failed, so their next render tries again.
 * React keeps a lazy component's failure, and forgetting it at once would make
 * React's own re-render after the error download again, and again.
 */
export function retryFailedPages(): void {
  for (const key of failed) components.delete(key);
  failed.clear();
}

/** Downloads a route's page, with the query client it needs; resolves to the component that renders both. */
export function loadPage(route: AppRoute | null): Promise<ComponentType> {
  const { name, needsQueryClient, key } = pageKey(route);
  const pending = loading.get(key);
  if (pending) return pending;
  const load = pageLoader(name);
  if (!load) return Promise.reject(new Error(`No page module routes/${name}.tsx`));
  const promise = Promise.all([load(), needsQueryClient ? loadQueryProvider() : null]).then(([{ Component }, Provider]) => {
    const Page: ComponentType = Provider ? () => createElement(Provider, null, createElement(Component)) : Component;
    loaded.set(key, Page);
    return Page;
  });
  // A failed download (an idle preload, say) is tried again when the page is visited.
  promise.catch(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/**
 * The component for a route's page. A page downloaded before its first render
 * (the first page, preloaded sections) renders at once; any other is lazy and
 * suspends while it loads. Fixed at the first call, so a page never remounts
 * because its module arrived; one that failed to load is replaced on a retry.
 */
export function pageComponent(route: AppRoute | null): ComponentType {
  const { key } = pageKey(route);
  let component = components.get(key);
  if (!component) {
    component =
      loaded.get(key) ??
      lazy(() =>
        loadPage(route).then(
          (Page) => ({ default: Page }),
          (error: unknown) => {
            failed.add(key);
            throw error;
          },
        ),
      );
    components.set(key, component);
  }
  return component;
}

// The browser routes, built from the shared route table (src/shared/routes.ts):
// every route id maps to a lazy page module (pages.ts); the old group paths
// redirect to clubs; anything else renders the 404 page. React Router runs in
// declarative mode to keep the landing page's JavaScript small (ADR 0006).
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { ROUTE_REDIRECTS, ROUTES } from '#shared/routes.ts';
import { PAGE_MODULES } from './pages.ts';
import { RootLayout } from './root-layout.tsx';

function RedirectTo({ pattern }: { pattern: string }) {
  const params = useParams();
  const target = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={target} replace />;
}

// One lazy component per module, shared by the ids that use it.
const lazyPages = new Map<(typeof PAGE_MODULES)[string], React.LazyExoticComponent<React.ComponentType>>();
function pageFor(routeId: string) {
  const load = PAGE_MODULES[routeId];
  if (!load) throw new Error(`No page module for route ${routeId}`);
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(() => load().then((m) => ({ default: m.Component })));
    lazyPages.set(load, page);
  }
  return page;
}

const NotFoundPage = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.Component })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map((route) => {
          const Page = pageFor(route.id);
          return <Route key={route.id} path={route.path} element={<Page />} />;
        })}
        {ROUTE_REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} element={<RedirectTo pattern={r.to} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

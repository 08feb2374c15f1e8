// The browser routes, built from the shared route table (src/shared/routes.ts):
// every route renders its page module (pages.ts); the old group paths redirect
// to clubs; anything else renders the 404 page. React Router runs in declarative
// mode to keep the landing page's JavaScript small (ADR 0006).
import { Navigate, Route, Routes, useParams } from 'react-router';
import { type AppRoute, ROUTE_REDIRECTS, ROUTES } from '#shared/routes.ts';
import { pageComponent } from './pages.ts';
import { RootLayout } from './root-layout.tsx';

function RedirectTo({ pattern }: { pattern: string }) {
  const params = useParams();
  const target = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={target} replace />;
}

/** The page of a route, or the 404 page for null. */
function RoutePage({ route }: { route: AppRoute | null }) {
  const Page = pageComponent(route);
  return <Page />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map((route) => (
          <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
        ))}
        {ROUTE_REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} element={<RedirectTo pattern={r.to} />} />
        ))}
        <Route path="*" element={<RoutePage route={null} />} />
      </Route>
    </Routes>
  );
}

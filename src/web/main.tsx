// The web app's entry. Kept small: the landing page's first JavaScript must stay
// within 110 kB gzipped, so menus, dialogs, toasts, the auth client and the query
// client load later.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { findRoute } from '#shared/routes.ts';
import { AppErrorBoundary } from './app/error-screens.tsx';
import { loadPage } from './app/pages.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { injectOrganizationJsonLd } from './lib/document-meta.ts';
import { captureInstallPrompt } from './lib/install-offer.ts';
import './styles.css';

captureInstallPrompt();
injectOrganizationJsonLd();

function render() {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// The server preloads the first page's chunks alongside this one
// (server/web-assets.ts). Waiting for them lets the first render show the page
// itself, not a loading state that the page then replaces. If the page fails to
// load, the app renders anyway and the route error screen says so.
loadPage(findRoute(window.location.pathname)?.route ?? null)
  .catch(() => {})
  .finally(render);

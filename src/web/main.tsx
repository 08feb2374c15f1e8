// The web app's entry. Kept small: the landing page's first JavaScript must stay
// within 110 kB gzipped, so menus, dialogs, toasts, the auth client and the query
// client load later.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PAGE_SHELL_ID } from '#shared/page-shell.ts';
import { findRoute } from '#shared/routes.ts';
import { AppErrorBoundary } from './app/error-screens.tsx';
import { loadPage } from './app/pages.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { captureInstallPrompt } from './lib/install-offer.ts';
import { afterNextPaint } from './lib/next-paint.ts';
import './styles.css';

captureInstallPrompt();

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>
);

function render() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const shell = document.getElementById(PAGE_SHELL_ID);
  if (!shell) {
    root.render(app);
    return;
  }
  // The server's shell shows this page's heading until now (shared/page-shell.ts):
  // the first render commits in this task and the shell goes in the same one, so
  // no frame paints between them.
  try {
    flushSync(() => root.render(app));
  } finally {
    // Even a render that threw must not leave the app hidden under the shell.
    shell.remove();
  }
}

// When the server wrote a page shell, the browser paints it first: the first
// render takes the better part of a second on a phone, and the shell is the
// page's heading meanwhile. A hidden tab paints nothing, so it does not wait.
const renderWhenShellPainted = () =>
  document.getElementById(PAGE_SHELL_ID) && document.visibilityState === 'visible' ? afterNextPaint(render) : render();

// The server preloads the first page's chunks alongside this one
// (server/web-assets.ts). Waiting for them lets the first render show the page
// itself, not a loading state that the page then replaces. If the page fails to
// load, the app renders anyway and the route error screen says so.
loadPage(findRoute(window.location.pathname)?.route ?? null)
  .catch(() => {})
  .finally(renderWhenShellPainted);

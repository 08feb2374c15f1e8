// The web app's entry. Kept small: the landing page's first JavaScript must stay
// within 110 kB gzipped, so menus, dialogs, toasts, the auth client and the query
// client load later.
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
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

/** Removes the server's page shell when the app's first screen commits, before the browser paints it. */
function ShellRemoval({ shell, children }: { shell: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => shell.remove(), [shell]);
  return children;
}

function render() {
  const shell = document.getElementById(PAGE_SHELL_ID);
  const root = createRoot(document.getElementById('root') as HTMLElement, {
    // A render that throws past the error boundary must not leave the app hidden under the shell.
    onUncaughtError: (error) => {
      shell?.remove();
      console.error(error);
    },
  });
  if (!shell) {
    root.render(app);
    return;
  }
  // The server's shell shows this page's heading until now (shared/page-shell.ts).
  // The first render runs as a transition, which React splits into short tasks
  // that let the browser handle input between them (the first render is the
  // page's longest piece of work); the shell goes in the commit's layout effect,
  // so no frame paints both or neither.
  startTransition(() => root.render(<ShellRemoval shell={shell}>{app}</ShellRemoval>));
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

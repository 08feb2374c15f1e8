// The web app's entry. Kept small: the landing page's first JavaScript must stay
// within 110 kB gzipped, so menus, dialogs, toasts and the auth client load later.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-screens.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { injectOrganizationJsonLd } from './lib/document-meta.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import './styles.css';

captureInstallPrompt();
injectOrganizationJsonLd();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);

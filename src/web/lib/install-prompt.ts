// The browser's install offer (beforeinstallprompt, Chromium only). It fires
// once, early, so it is captured from the start and kept until used; the account
// menu shows "Install App" only while an offer is held.
import { useSyncExternalStore } from 'react';
import { HINT_TOAST_DURATION_MS, LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import { notify } from './toast.ts';

// Spec section 8's install toast (not in shared/messages: only the web app says it).
export const INSTALL_TOAST = {
  title: 'App installed!',
  description: 'You can now access the app from your home screen',
} as const;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The install banner's dismissal (components/layout/install-banner.tsx): { at, ios }. */
export const INSTALL_DISMISSAL_KEY = `${LOCAL_STORAGE_PREFIX}install_dismissed`;

let deferred: BeforeInstallPromptEvent | null = null;
/** When the browser made its offer (performance.now()): the banner waits 5 s from then. */
let offeredAt = 0;
const listeners = new Set<() => void>();

function setDeferred(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  if (next) offeredAt = performance.now();
  for (const listener of listeners) listener();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own menu item instead of the browser's mini-infobar.
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}

/** When the held offer arrived (performance.now()), or null without one. */
export function installOfferedAt(): number | null {
  return deferred ? offeredAt : null;
}

/** Shows the browser's install dialog; accepting clears a past dismissal of the banner. */
export async function promptInstall(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  // An offer can be shown once; a new one arrives if the user declines.
  setDeferred(null);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome !== 'accepted') return;
  try {
    localStorage.removeItem(INSTALL_DISMISSAL_KEY);
  } catch {
    // Storage refused: there was no dismissal to clear.
  }
  notify.success({ ...INSTALL_TOAST, duration: HINT_TOAST_DURATION_MS });
}

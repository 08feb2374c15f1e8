// Using the browser's install offer (captured by install-offer.ts from the
// start): the account menu shows "Install App" only while an offer is held, and
// the install banner asks 5 s after it arrived.
import { useSyncExternalStore } from 'react';
import { HINT_TOAST_DURATION_MS, LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import { installOffer, onInstallOfferChange, setInstallOffer } from './install-offer.ts';
import { notify } from './toast.ts';

// Spec section 8's install toast (not in shared/messages: only the web app says it).
export const INSTALL_TOAST = {
  title: 'App installed!',
  description: 'You can now access the app from your home screen',
} as const;

/** The install banner's dismissal (components/layout/install-banner.tsx): { at, ios }. */
export const INSTALL_DISMISSAL_KEY = `${LOCAL_STORAGE_PREFIX}install_dismissed`;

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    onInstallOfferChange,
    () => installOffer() !== null,
    () => false,
  );
}

/** When the held offer arrived (performance.now()), or null without one. */
export function installOfferedAt(): number | null {
  return installOffer()?.at ?? null;
}

/** Shows the browser's install dialog; accepting clears a past dismissal of the banner. */
export async function promptInstall(): Promise<void> {
  const offer = installOffer()?.event;
  if (!offer) return;
  // An offer can be shown once; a new one arrives if the user declines.
  setInstallOffer(null);
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

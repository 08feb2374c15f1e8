// The browser's install offer (beforeinstallprompt, Chromium only). It fires
// once, early, so it is captured from the start (the app's entry) and kept until
// used. What uses it — the account menu's Install App, the install banner —
// loads later, from install-prompt.ts.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
/** When the browser made its offer (performance.now()): the banner waits 5 s from then. */
let offeredAt = 0;
const listeners = new Set<() => void>();

export function setInstallOffer(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  if (next) offeredAt = performance.now();
  for (const listener of listeners) listener();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own menu item instead of the browser's mini-infobar.
    event.preventDefault();
    setInstallOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setInstallOffer(null));
}

/** The held offer and when it arrived, or null. */
export const installOffer = () => (deferred ? { event: deferred, at: offeredAt } : null);

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Asks the service worker to send what this device keeps for the judge (ballots,
// flow notes) once the connection returns: Background Sync, where the browser
// has it (src/web/sw/ballot-sync.ts answers). Elsewhere, or before the worker is
// installed, nothing happens here and the pages send on reconnect themselves.

interface SyncCapableRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

export function requestSync(tag: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as unknown as SyncCapableRegistration).sync?.register(tag))
    .catch(() => {
      // Refused (no permission): the pages send on reconnect instead.
    });
}

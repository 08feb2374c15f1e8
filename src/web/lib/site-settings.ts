// The installation's public settings in the browser (admin settings): the site's
// name and description, the maintenance banner, whether registration and judge
// applications are open. Loaded with a plain fetch through the operation's route
// (no query client, no zod: the app shell's maintenance banner uses it on every
// page, the landing page included, ADR 0016), by whoever needs them first, after
// the first paint; loaded again on a later navigation once the copy is a minute
// old, so an open tab follows a change without a reload.
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicSiteSettings } from '#shared/admin/settings/contract.ts';
import { PUBLIC_SETTINGS_ROUTE } from '#shared/admin/settings/routes.ts';
import { setSiteName } from './document-meta.ts';

/** How old the page's copy may get before a navigation asks again. */
const REFRESH_AFTER_MS = 60_000;

let current: PublicSiteSettings | null = null;
let loading: Promise<PublicSiteSettings | null> | null = null;
let loadedAt = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Puts settings in place, for every component that shows them (an admin's save does this with its answer). */
export function setPublicSettings(settings: PublicSiteSettings): void {
  current = settings;
  loadedAt = Date.now();
  setSiteName(settings.siteName);
  for (const listener of listeners) listener();
}

/**
 * The public settings: the page's copy, or a fetch when there is none yet or it
 * is older than a minute. A failure leaves the copy as it was (nothing shown
 * rather than an error: the banner and notices are extras) and the next call tries again.
 */
export function loadPublicSettings(): Promise<PublicSiteSettings | null> {
  if (loading && (current === null || Date.now() - loadedAt < REFRESH_AFTER_MS)) return loading;
  const request = fetch(PUBLIC_SETTINGS_ROUTE.path, {
    method: PUBLIC_SETTINGS_ROUTE.method.toUpperCase(),
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`public settings: ${res.status}`);
      const settings = (await res.json()) as PublicSiteSettings;
      setPublicSettings(settings);
      return settings;
    })
    .catch(() => {
      if (loading === request) loading = null;
      return current;
    });
  loading = request;
  return request;
}

/** The public settings, null until they have arrived; asks for them on mount and whenever `refreshKey` changes. */
export function usePublicSettings(refreshKey?: unknown): PublicSiteSettings | null {
  const settings = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey (the path) only says when to look again.
  useEffect(() => {
    void loadPublicSettings();
  }, [refreshKey]);
  return settings;
}

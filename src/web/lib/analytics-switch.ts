// The visitor's own statistics switch (Settings), kept in this browser. Read by the
// recorder (analytics.ts) and by the API client, which tells the server so the
// events it records for an action are left out too (server/lib/analytics-consent.ts).
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';

export const ANALYTICS_SWITCH_KEY = `${LOCAL_STORAGE_PREFIX}analytics`;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's local storage; the service worker (which also sends API requests) has none. */
function localStore(): KeyValueStorage | undefined {
  return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
}

/** Whether the visitor turned statistics off in this browser (AnalyticsSwitch). */
export function isAnalyticsTurnedOff(): boolean {
  try {
    const stored = JSON.parse(localStore()?.getItem(ANALYTICS_SWITCH_KEY) ?? 'null') as { enabled?: unknown } | null;
    return stored?.enabled === false;
  } catch {
    return false;
  }
}

export function setAnalyticsTurnedOff(isOff: boolean): void {
  try {
    if (isOff) localStore()?.setItem(ANALYTICS_SWITCH_KEY, JSON.stringify({ enabled: false }));
    else localStore()?.removeItem(ANALYTICS_SWITCH_KEY);
  } catch {
    // Storage refused (private mode, full): the switch cannot hold; nothing else to do.
  }
}

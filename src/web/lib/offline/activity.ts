// The member's local activity record (spec section 3): page visits per section,
// in local storage under the sdc_ prefix, one record per member. The offline sync
// keeps the sections visited most (offline-sync.ts topSections).
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';
import { OFFLINE_SECTIONS, type OfflineSection } from './offline-sections.ts';

export interface ActivityRecord {
  pageVisits: Partial<Record<OfflineSection, number>>;
}

export const activityKey = (userId: string) => `${LOCAL_STORAGE_PREFIX}activity_${userId}`;

type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): ActivityStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readActivity(userId: string, store: ActivityStorage | null = storage()): ActivityRecord {
  try {
    const value = JSON.parse(store?.getItem(activityKey(userId)) ?? 'null') as ActivityRecord | null;
    const visits = value?.pageVisits ?? {};
    const pageVisits: ActivityRecord['pageVisits'] = {};
    for (const section of OFFLINE_SECTIONS) {
      const count = visits[section];
      if (typeof count === 'number' && Number.isFinite(count) && count > 0) pageVisits[section] = Math.floor(count);
    }
    return { pageVisits };
  } catch {
    return { pageVisits: {} };
  }
}

/** The section a path belongs to (/debates, /debates/…), or null. */
export function sectionOfPath(pathname: string): OfflineSection | null {
  const first = pathname.split('/')[1] ?? '';
  return (OFFLINE_SECTIONS as readonly string[]).includes(first) ? (first as OfflineSection) : null;
}

/** Counts one visit to the section of `pathname`, if it has one. */
export function recordVisit(userId: string, pathname: string, store: ActivityStorage | null = storage()): void {
  const section = sectionOfPath(pathname);
  if (!section || !store) return;
  const record = readActivity(userId, store);
  record.pageVisits[section] = (record.pageVisits[section] ?? 0) + 1;
  try {
    store.setItem(activityKey(userId), JSON.stringify(record));
  } catch {
    // Storage full or refused: the sync falls back to the sections it kept last time.
  }
}

// The debate and room the server wrote into a debate page's HTML (ADR 0046,
// server/modules/share/debate-page.ts): the page's first render reads them
// from the query cache instead of asking the API, so it shows the same screen
// as the server's page shell, which it replaces. Read once, on the page the
// browser loaded; a later visit within the app asks the API as before.
import type { QueryClient } from '@tanstack/react-query';
import { DEBATE_PAGE_DATA_ELEMENT_ID, type DebatePageData } from '#shared/debate-shell.ts';
import { readRecordOrCopy } from '#web/lib/offline/offline-reads.ts';
import { noteServerTime } from '#web/lib/realtime.ts';
import { debateKeys } from './debates-keys.ts';

/** Rooms that came from the page's HTML, with when they were seeded: the page's room query need not read them again on mounting. */
const roomsFromPage = new WeakMap<object, number>();

/** How long the HTML's room counts as just read (the page's own load). */
const FRESH_FROM_PAGE_MS = 10_000;

/** The page's data for debate `id`, once (the element is removed), or null. */
function takeDebatePageData(id: string): DebatePageData | null {
  const element = document.getElementById(DEBATE_PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as DebatePageData;
    return data?.debate?.id === id ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the HTML's debate and room into the query cache (nothing when the page
 * has none for `id`). The room's server time is a clock sample: the document's
 * request left at requestStart and its answer began at responseStart.
 */
export function seedDebatePageData(queryClient: QueryClient, id: string): void {
  const data = takeDebatePageData(id);
  if (!data) return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const receivedAt = navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
  queryClient.setQueryData(debateKeys.detail(id), data.debate, { updatedAt: receivedAt });
  // As if the API had answered: a signed-in member's device keeps the record for offline reading.
  void readRecordOrCopy('debates', id, async () => data.debate).catch(() => {});
  if (data.room) {
    noteServerTime(data.room.serverTime, navigation ? performance.timeOrigin + navigation.requestStart : receivedAt, receivedAt);
    roomsFromPage.set(data.room, Date.now());
    queryClient.setQueryData(debateKeys.room(id), data.room, { updatedAt: receivedAt });
  }
}

/**
 * Whether the page's room query should read the room on mounting: not the
 * HTML's own copy during the page's load (a second read would only re-render
 * the page; the room's channel sends a fresh snapshot when it subscribes, so
 * the page is current either way); every other time, as before.
 */
export function shouldReadRoomOnMount(room: object | undefined): boolean {
  const seededAt = room ? roomsFromPage.get(room) : undefined;
  return seededAt === undefined || Date.now() - seededAt > FRESH_FROM_PAGE_MS;
}

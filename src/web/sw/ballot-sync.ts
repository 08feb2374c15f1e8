// Background Sync for what a judge wrote offline (docs/judging.md, "Offline
// ballots"): when the browser has a connection again it wakes the worker, even
// if no page of the app is open.
// - `sdc-ballots`: each waiting ballot of the signed-in judge is sent once, with
//   its idempotency key and the session's cookie (same origin, so the API's
//   origin check passes); each outcome is recorded in the outbox the pages read
//   (ballot-outbox.ts), which announces it on the `sdc-ballots` broadcast channel.
// - `sdc-notes`: the judge's unsaved flow notes are saved, unless a notes page
//   is open (it saves them itself, and settles a newer server copy).
// A try that found no connection, or an answer that says "later", fails the
// sync event, so the browser tries again.
import {
  BALLOT_SYNC_TAG,
  flushNotes,
  flushOutbox,
  judgingDatabase,
  NOTES_SYNC_TAG,
  sessionUserId,
  waitingEntries,
} from '../features/judging/lib/ballot-outbox.ts';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const STILL_WAITING = 'Some of the judge’s work is still waiting to be sent';

async function sendWaitingBallots(): Promise<void> {
  const db = await judgingDatabase();
  if (!db) return;
  if ((await db.outbox.where('state').anyOf('saved', 'sending').count()) === 0) return;
  // Only the signed-in judge's own ballots go; throws without a connection (the browser tries again).
  const userId = await sessionUserId();
  if (!userId) return;
  if ((await waitingEntries(db, userId)).length === 0) return;
  const results = await flushOutbox(db, userId);
  if (results.some(({ outcome }) => outcome.kind === 'offline' || outcome.kind === 'retry')) throw new Error(STILL_WAITING);
}

async function saveWaitingNotes(): Promise<void> {
  const db = await judgingDatabase();
  if (!db || (await db.notes.count()) === 0) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => new URL(client.url).pathname.startsWith('/judge-note-taking'))) return;
  const userId = await sessionUserId();
  if (!userId) return;
  const results = await flushNotes(db, userId);
  if (results.some(({ outcome }) => outcome === 'offline' || outcome === 'retry')) throw new Error(STILL_WAITING);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === BALLOT_SYNC_TAG) sync.waitUntil(sendWaitingBallots());
  else if (sync.tag === NOTES_SYNC_TAG) sync.waitUntil(saveWaitingNotes());
});

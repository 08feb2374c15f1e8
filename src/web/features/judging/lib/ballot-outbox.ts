// The judge's ballots on this device (docs/judging.md, "Offline ballots"): the
// draft of each score form as it is typed, and the outbox of submitted ballots,
// each with the idempotency key it is sent with every time; and a copy of the
// flow notes not yet saved, for the worker to send (lib/notes-draft.ts keeps the
// page's own copy in local storage, which a worker cannot read). IndexedDB through
// Dexie, in a database of its own (sdc_judging), so both the page and the
// service worker (src/web/sw/ballot-sync.ts) read and move the same entries;
// every change is announced on the `sdc-ballots` broadcast channel. No DOM- or
// worker-only types here: both use it.
//
// An entry's state: saved (on the device, not sent yet) → sending → sent (the
// server took it: 201) → confirmed (the judge's page read it back from the
// server, or the server answered the key as already received). A refusal
// (403 changed panel, 409 locked result, 400 validation…) is `refused`, with the
// server's message; the draft stays for the judge to correct or discard.
import Dexie, { type EntityTable } from 'dexie';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { BALLOT_RECEIVED_MESSAGE, ballotPath, notesPath } from '#shared/judging/ballot-delivery.ts';
import type { BallotInput } from '#shared/judging/contract.ts';

export const JUDGING_DB_NAME = 'sdc_judging';
/** The Background Sync tag the page registers and the service worker answers. */
export const BALLOT_SYNC_TAG = 'sdc-ballots';
/** The Background Sync tag for flow notes left unsaved. */
export const NOTES_SYNC_TAG = 'sdc-notes';
/** The broadcast channel on which every change to an entry is announced. */
export const BALLOT_CHANNEL = 'sdc-ballots';
/** A try still marked as sending after this long was cut off (page closed, worker stopped): it is tried again. */
export const SENDING_STALE_MS = REQUEST_TIMEOUT_MS + 15_000;
/** Confirmed entries are kept this long, so the page can say so, then dropped. */
export const CONFIRMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export type DeliveryState = 'saved' | 'sending' | 'sent' | 'confirmed' | 'refused';

export interface OutboxBallot {
  /** The idempotency key: made once, sent with every try of this ballot. */
  key: string;
  /** The judge who submitted it; only their session sends it. */
  userId: string;
  debateId: string;
  ballot: BallotInput;
  state: DeliveryState;
  /** Why it waits (a retry's reason) or why the server refused it. */
  message: string | null;
  /** The server's field errors of a refusal (400). */
  fields: Record<string, string[]> | null;
  createdAt: number;
  updatedAt: number;
  /** When the current try began (state sending). */
  sendingSince: number | null;
  attempts: number;
}

/** A score form's values as the judge left them. */
export interface BallotDraft {
  /** `<userId>:<debateId>`. */
  id: string;
  userId: string;
  debateId: string;
  values: unknown;
  savedAt: number;
}

/** Flow notes changed on this device and not saved yet, as the notes page last kept them. */
export interface NotesCopy {
  /** `<userId>:<debateId>`. */
  id: string;
  userId: string;
  debateId: string;
  sheet: unknown;
  /** The server version they were edited from. */
  baseVersion: number;
  savedAt: number;
}

export type JudgingDatabase = Dexie & {
  outbox: EntityTable<OutboxBallot, 'key'>;
  drafts: EntityTable<BallotDraft, 'id'>;
  notes: EntityTable<NotesCopy, 'id'>;
};

/** A new version adds a `.version(n)`; Dexie upgrades in place. The database is never deleted: it holds unsent work. */
export function createJudgingDatabase(name = JUDGING_DB_NAME): JudgingDatabase {
  const db = new Dexie(name) as JudgingDatabase;
  db.version(1).stores({ outbox: 'key, [userId+debateId], userId, state', drafts: 'id' });
  db.version(2).stores({ notes: 'id, userId' });
  return db;
}

let opened: Promise<JudgingDatabase | null> | undefined;

/** The device's judging database, opened once; null where the browser keeps nothing (no IndexedDB, storage refused). */
export function judgingDatabase(): Promise<JudgingDatabase | null> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    const db = createJudgingDatabase();
    try {
      await db.open();
      await pruneConfirmed(db);
      return db;
    } catch {
      return null;
    }
  })();
  return opened;
}

// ---------------------------------------------------------------- announcements

export interface BallotChange {
  type: 'ballot-changed';
  debateId: string;
  key: string | null;
  state: DeliveryState | 'draft' | null;
}

/** Tells every page and the worker of this origin that an entry changed. */
export function announce(change: Omit<BallotChange, 'type'>): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BALLOT_CHANNEL);
  channel.postMessage({ type: 'ballot-changed', ...change } satisfies BallotChange);
  channel.close();
}

// ---------------------------------------------------------------- drafts

const draftId = (userId: string, debateId: string) => `${userId}:${debateId}`;

export async function saveDraft(db: JudgingDatabase, userId: string, debateId: string, values: unknown, now = Date.now()) {
  await db.drafts.put({ id: draftId(userId, debateId), userId, debateId, values, savedAt: now });
}

export async function readDraft(db: JudgingDatabase, userId: string, debateId: string): Promise<BallotDraft | null> {
  return (await db.drafts.get(draftId(userId, debateId))) ?? null;
}

export async function removeDraft(db: JudgingDatabase, userId: string, debateId: string): Promise<void> {
  await db.drafts.delete(draftId(userId, debateId));
}

// ---------------------------------------------------------------- the outbox

/** The judge's latest entry for a debate, if any. */
export async function latestEntry(db: JudgingDatabase, userId: string, debateId: string): Promise<OutboxBallot | null> {
  const entries = await db.outbox.where('[userId+debateId]').equals([userId, debateId]).toArray();
  return entries.sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
}

/** Entries that are on their way: a new submission waits for them. */
const isUnderway = (entry: OutboxBallot, now: number) =>
  entry.state === 'sent' ||
  entry.state === 'confirmed' ||
  (entry.state === 'sending' && now - (entry.sendingSince ?? 0) < SENDING_STALE_MS);

/**
 * Puts a submitted ballot in the outbox (state saved) with a new idempotency key.
 * An earlier entry of the same debate that was refused, or not sent yet, is
 * replaced; one that is being sent or is in stays, and is returned instead.
 */
export async function enqueueBallot(
  db: JudgingDatabase,
  input: { userId: string; debateId: string; ballot: BallotInput },
  now = Date.now(),
  key: string = crypto.randomUUID(),
): Promise<OutboxBallot> {
  const entry = await db.transaction('rw', db.outbox, async () => {
    const earlier = await db.outbox.where('[userId+debateId]').equals([input.userId, input.debateId]).toArray();
    const underway = earlier.find((e) => isUnderway(e, now));
    if (underway) return underway;
    await db.outbox.bulkDelete(earlier.map((e) => e.key));
    const created: OutboxBallot = {
      key,
      userId: input.userId,
      debateId: input.debateId,
      ballot: input.ballot,
      state: 'saved',
      message: null,
      fields: null,
      createdAt: now,
      updatedAt: now,
      sendingSince: null,
      attempts: 0,
    };
    await db.outbox.add(created);
    return created;
  });
  announce({ debateId: entry.debateId, key: entry.key, state: entry.state });
  return entry;
}

/**
 * Marks an entry as being sent, if nobody else is sending it: saved, or a try
 * cut off long ago. One transaction, so a page and the worker never both take it.
 */
export async function claimForSending(db: JudgingDatabase, key: string, now = Date.now()): Promise<OutboxBallot | null> {
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(key);
    if (!entry) return null;
    const isStale = entry.state === 'sending' && now - (entry.sendingSince ?? 0) >= SENDING_STALE_MS;
    if (entry.state !== 'saved' && !isStale) return null;
    const next: OutboxBallot = { ...entry, state: 'sending', sendingSince: now, attempts: entry.attempts + 1, updatedAt: now };
    await db.outbox.put(next);
    return next;
  });
  if (claimed) announce({ debateId: claimed.debateId, key, state: 'sending' });
  return claimed;
}

/** The server's answer to one try: its status (0 when no answer came) and its JSON body. */
export interface SendAnswer {
  status: number;
  body: unknown;
}

export type Outcome =
  /** 201: the server took it; `body` is the score page as it now stands. */
  | { kind: 'accepted'; body: unknown }
  /** 409 for this key: it was in already. */
  | { kind: 'received' }
  /** No answer: kept, sent when the connection returns. */
  | { kind: 'offline' }
  /** An answer that says "later" (signed out, too many requests, the server failing): kept, sent again. */
  | { kind: 'retry'; status: number; message: string }
  /** The server refused it: kept as a draft for the judge. */
  | { kind: 'refused'; status: number; code: string; message: string; fields: Record<string, string[]> | null };

function errorOf(body: unknown): { code: string; message: string; fields: Record<string, string[]> | null } {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
    message: typeof error?.message === 'string' ? error.message : '',
    fields: error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string[]>) : null,
  };
}

export const SIGN_IN_TO_SEND = 'Sign in again to send it: it stays on this device until then.';
export const SERVER_BUSY = 'The server could not take it just now: it will be sent again.';

/** What an answer means for the entry. */
export function outcomeOf(answer: SendAnswer): Outcome {
  const { status } = answer;
  if (status === 0) return { kind: 'offline' };
  if (status >= 200 && status < 300) return { kind: 'accepted', body: answer.body };
  const error = errorOf(answer.body);
  if (status === 409 && error.message === BALLOT_RECEIVED_MESSAGE) return { kind: 'received' };
  if (status === 401) return { kind: 'retry', status, message: SIGN_IN_TO_SEND };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', status, message: error.message || SERVER_BUSY };
  return { kind: 'refused', status, code: error.code, message: error.message || `Refused (${status})`, fields: error.fields };
}

/** One try over the network: the ballot with its key, the session's cookie, same origin (the server's origin check passes). */
export async function sendBallotRequest(entry: OutboxBallot, fetchImpl: typeof fetch = fetch): Promise<SendAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(ballotPath(entry.debateId), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ ...entry.ballot, idempotencyKey: entry.key }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: null };
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

const STATE_AFTER: Record<Outcome['kind'], DeliveryState> = {
  accepted: 'sent',
  received: 'confirmed',
  offline: 'saved',
  retry: 'saved',
  refused: 'refused',
};

/** Sends a claimed entry once and records what came of it; a ballot that is in takes its draft with it. */
export async function deliver(
  db: JudgingDatabase,
  entry: OutboxBallot,
  send: (entry: OutboxBallot) => Promise<SendAnswer> = sendBallotRequest,
  now: () => number = Date.now,
): Promise<Outcome> {
  const outcome = outcomeOf(await send(entry));
  const state = STATE_AFTER[outcome.kind];
  const message = outcome.kind === 'retry' || outcome.kind === 'refused' ? outcome.message : null;
  const fields = outcome.kind === 'refused' ? outcome.fields : null;
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const current = await db.outbox.get(entry.key);
    // Discarded meanwhile (it cannot be, while sending; but a refused copy may go): nothing to record.
    if (!current) return;
    await db.outbox.put({ ...current, state, message, fields, sendingSince: null, updatedAt: now() });
    if (state === 'sent' || state === 'confirmed') await db.drafts.delete(draftId(entry.userId, entry.debateId));
  });
  announce({ debateId: entry.debateId, key: entry.key, state });
  return outcome;
}

/** The judge's entries that wait to be sent (saved, or a try cut off). */
export async function waitingEntries(db: JudgingDatabase, userId: string, now = Date.now()): Promise<OutboxBallot[]> {
  const mine = await db.outbox.where('userId').equals(userId).toArray();
  return mine
    .filter((e) => e.state === 'saved' || (e.state === 'sending' && now - (e.sendingSince ?? 0) >= SENDING_STALE_MS))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Sends each of the judge's waiting ballots once, oldest first: only the signed-in
 * judge's own (another account's stay for them). Stops at the first try that
 * found no connection. Returns what came of each try.
 */
export async function flushOutbox(
  db: JudgingDatabase,
  userId: string,
  send: (entry: OutboxBallot) => Promise<SendAnswer> = sendBallotRequest,
  now: () => number = Date.now,
): Promise<Array<{ entry: OutboxBallot; outcome: Outcome }>> {
  const results: Array<{ entry: OutboxBallot; outcome: Outcome }> = [];
  for (const waiting of await waitingEntries(db, userId, now())) {
    const claimed = await claimForSending(db, waiting.key, now());
    if (!claimed) continue;
    const outcome = await deliver(db, claimed, send, now);
    results.push({ entry: claimed, outcome });
    if (outcome.kind === 'offline') break;
  }
  return results;
}

/** The server shows the ballot (the judge's page read it back): sent becomes confirmed. */
export async function markConfirmed(db: JudgingDatabase, key: string, now = Date.now()): Promise<void> {
  const entry = await db.transaction('rw', db.outbox, db.drafts, async () => {
    const current = await db.outbox.get(key);
    if (!current || current.state === 'confirmed') return null;
    await db.outbox.put({ ...current, state: 'confirmed', message: null, fields: null, updatedAt: now });
    await db.drafts.delete(draftId(current.userId, current.debateId));
    return current;
  });
  if (entry) announce({ debateId: entry.debateId, key, state: 'confirmed' });
}

/** The judge lets go of a refused (or not yet sent) ballot and its draft. One being sent, or in, stays. */
export async function discardBallot(db: JudgingDatabase, key: string): Promise<boolean> {
  const entry = await db.transaction('rw', db.outbox, db.drafts, async () => {
    const current = await db.outbox.get(key);
    if (!current || (current.state !== 'refused' && current.state !== 'saved')) return null;
    await db.outbox.delete(key);
    await db.drafts.delete(draftId(current.userId, current.debateId));
    return current;
  });
  if (entry) announce({ debateId: entry.debateId, key: null, state: null });
  return entry !== null;
}

/** Keeps a refused ballot's draft but closes the refusal: the judge edits and submits again (with a new key). */
export async function dismissRefusal(db: JudgingDatabase, key: string): Promise<void> {
  const entry = await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(key);
    if (current?.state !== 'refused') return null;
    await db.outbox.delete(key);
    return current;
  });
  if (entry) announce({ debateId: entry.debateId, key: null, state: 'draft' });
}

/** Drops confirmed entries older than CONFIRMED_KEPT_MS. */
export async function pruneConfirmed(db: JudgingDatabase, now = Date.now()): Promise<void> {
  await db.outbox
    .where('state')
    .equals('confirmed')
    .filter((e) => now - e.updatedAt > CONFIRMED_KEPT_MS)
    .delete();
}

/** The signed-in user's id as the server sees the session cookie; null when signed out; throws offline. */
export async function sessionUserId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === 'string' ? body.user.id : null;
}

// ---------------------------------------------------------------- flow notes

/** Keeps the notes page's unsaved copy where the worker can send it. */
export async function keepNotesCopy(db: JudgingDatabase, copy: Omit<NotesCopy, 'id'>): Promise<void> {
  await db.notes.put({ ...copy, id: draftId(copy.userId, copy.debateId) });
}

export async function dropNotesCopy(db: JudgingDatabase, userId: string, debateId: string): Promise<void> {
  await db.notes.delete(draftId(userId, debateId));
}

/** One try of a notes copy over the network: the sheet and the version it was edited from. */
export async function sendNotesRequest(copy: NotesCopy, fetchImpl: typeof fetch = fetch): Promise<SendAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(notesPath(copy.debateId), {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ sheet: copy.sheet, baseVersion: copy.baseVersion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: null };
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

export type NotesOutcome = 'saved' | 'offline' | 'retry' | 'left-to-page';

/**
 * Saves each of the judge's unsaved notes copies once (the worker, with no notes
 * page open). Saved: the copy goes (the page's own copy, found equal to the
 * server's, goes when it next opens). A newer server copy (409) or a refusal:
 * the copy goes too, and the notes page settles it from its own copy when it
 * opens (it keeps a copy that lost, to restore). No connection, or "later": kept.
 */
export async function flushNotes(
  db: JudgingDatabase,
  userId: string,
  send: (copy: NotesCopy) => Promise<SendAnswer> = sendNotesRequest,
): Promise<Array<{ debateId: string; outcome: NotesOutcome }>> {
  const results: Array<{ debateId: string; outcome: NotesOutcome }> = [];
  for (const copy of await db.notes.where('userId').equals(userId).toArray()) {
    const { status } = await send(copy);
    let outcome: NotesOutcome;
    if (status === 0) outcome = 'offline';
    else if (status === 401 || status === 408 || status === 429 || status >= 500) outcome = 'retry';
    else outcome = status >= 200 && status < 300 ? 'saved' : 'left-to-page';
    if (outcome === 'saved' || outcome === 'left-to-page') {
      // Only the copy that was sent: one the page wrote meanwhile stays, for the next sync.
      await db.transaction('rw', db.notes, async () => {
        const current = await db.notes.get(copy.id);
        if (current && current.savedAt === copy.savedAt) await db.notes.delete(copy.id);
      });
    }
    results.push({ debateId: copy.debateId, outcome });
    if (outcome === 'offline') break;
  }
  return results;
}

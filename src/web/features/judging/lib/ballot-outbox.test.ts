import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALLOT_KEY_USED_MESSAGE, BALLOT_RECEIVED_MESSAGE } from '#shared/judging/ballot-delivery.ts';
import type { BallotInput } from '#shared/judging/contract.ts';
import {
  claimForSending,
  createJudgingDatabase,
  discardBallot,
  dismissRefusal,
  dropNotesCopy,
  enqueueBallot,
  flushNotes,
  flushOutbox,
  keepNotesCopy,
  type NotesCopy,
  type JudgingDatabase,
  latestEntry,
  markConfirmed,
  type OutboxBallot,
  outcomeOf,
  pruneConfirmed,
  readDraft,
  SENDING_STALE_MS,
  type SendAnswer,
  saveDraft,
  sendBallotRequest,
  sendNotesRequest,
  SIGN_IN_TO_SEND,
} from './ballot-outbox.ts';

const BALLOT: BallotInput = {
  kind: 'sides',
  winner: 'affirmative',
  speakerScores: { aff: 28.5, neg: 27 },
  reason: 'The affirmative weighed the access impact against cost and the negative never answered it.',
};
const JUDGE = 'judge-1';
const DEBATE = 'debate-1';
const error = (status: number, code: string, message: string, fields?: Record<string, string[]>): SendAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

let db: JudgingDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = createJudgingDatabase(`sdc_judging_test_${counter}`);
  await db.open();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/** A fake server: answers in turn, recording each try's key. */
function server(...answers: SendAnswer[]) {
  const tries: string[] = [];
  const send = vi.fn(async (entry: OutboxBallot) => {
    tries.push(entry.key);
    return answers.shift() ?? { status: 0, body: null };
  });
  return { send, tries };
}

describe('the ballot outbox', () => {
  it('keeps an offline ballot as saved and sends it once when the connection returns', async () => {
    await saveDraft(db, JUDGE, DEBATE, { reason: 'typed' });
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    expect(entry).toMatchObject({ state: 'saved', attempts: 0 });
    expect(entry.key).toMatch(/^[0-9a-f-]{36}$/);

    const offline = server({ status: 0, body: null });
    expect((await flushOutbox(db, JUDGE, offline.send)).map((r) => r.outcome.kind)).toEqual(['offline']);
    expect(await latestEntry(db, JUDGE, DEBATE)).toMatchObject({ state: 'saved', attempts: 1 });
    expect(await readDraft(db, JUDGE, DEBATE)).not.toBeNull();

    const online = server({ status: 201, body: { myBallot: {} } });
    const [result] = await flushOutbox(db, JUDGE, online.send);
    expect(result?.outcome).toEqual({ kind: 'accepted', body: { myBallot: {} } });
    expect(online.tries).toEqual([entry.key]);
    expect(await latestEntry(db, JUDGE, DEBATE)).toMatchObject({ state: 'sent', attempts: 2, message: null });
    // Once sent, nothing is sent again and the draft is gone.
    expect(await flushOutbox(db, JUDGE, online.send)).toEqual([]);
    expect(online.send).toHaveBeenCalledTimes(1);
    expect(await readDraft(db, JUDGE, DEBATE)).toBeNull();

    await markConfirmed(db, entry.key);
    expect(await latestEntry(db, JUDGE, DEBATE)).toMatchObject({ state: 'confirmed' });
  });

  it('sends a ballot once when two senders (the page and the worker) flush at the same time', async () => {
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    const slow = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 201, body: {} };
    });
    const [a, b] = await Promise.all([flushOutbox(db, JUDGE, slow), flushOutbox(db, JUDGE, slow)]);
    expect(slow).toHaveBeenCalledTimes(1);
    expect([...a, ...b].map((r) => r.entry.key)).toEqual([entry.key]);
  });

  it('takes the server’s "already received" as confirmed', async () => {
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    const replay = server(error(409, 'CONFLICT', BALLOT_RECEIVED_MESSAGE));
    expect((await flushOutbox(db, JUDGE, replay.send))[0]?.outcome).toEqual({ kind: 'received' });
    expect(await db.outbox.get(entry.key)).toMatchObject({ state: 'confirmed' });
  });

  it.each([
    ['a changed panel', error(403, 'FORBIDDEN', 'You do not judge this debate')],
    ['a locked result', error(409, 'CONFLICT', 'The result is confirmed: only an admin can change it')],
    ['a key used elsewhere', error(409, 'CONFLICT', BALLOT_KEY_USED_MESSAGE)],
    ['an invalid ballot', error(400, 'VALIDATION_FAILED', 'Check the ballot', { reason: ['Too short'] })],
  ])('keeps the ballot and its draft when the server refuses it for %s', async (_name, answer) => {
    await saveDraft(db, JUDGE, DEBATE, { reason: 'typed' });
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    const refusal = server(answer);
    const [result] = await flushOutbox(db, JUDGE, refusal.send);
    expect(result?.outcome.kind).toBe('refused');
    const body = answer.body as { error: { message: string; fields?: Record<string, string[]> } };
    expect(await db.outbox.get(entry.key)).toMatchObject({
      state: 'refused',
      message: body.error.message,
      fields: body.error.fields ?? null,
    });
    expect(await readDraft(db, JUDGE, DEBATE)).toMatchObject({ values: { reason: 'typed' } });
    // Not sent again on its own.
    expect(await flushOutbox(db, JUDGE, refusal.send)).toEqual([]);
    // Submitted again after a correction: a new entry with a new key replaces it.
    const again = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    expect(again.key).not.toBe(entry.key);
    expect(await db.outbox.count()).toBe(1);
  });

  it('lets the judge discard a refused ballot with its draft, or close the refusal and keep the draft', async () => {
    await saveDraft(db, JUDGE, DEBATE, { reason: 'typed' });
    const first = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    await flushOutbox(db, JUDGE, server(error(403, 'FORBIDDEN', 'You do not judge this debate')).send);
    await dismissRefusal(db, first.key);
    expect(await db.outbox.count()).toBe(0);
    expect(await readDraft(db, JUDGE, DEBATE)).not.toBeNull();

    const second = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    await flushOutbox(db, JUDGE, server(error(403, 'FORBIDDEN', 'You do not judge this debate')).send);
    expect(await discardBallot(db, second.key)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await readDraft(db, JUDGE, DEBATE)).toBeNull();
  });

  it('keeps a ballot the server says to send later, and sends it on the next flush', async () => {
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    await flushOutbox(db, JUDGE, server(error(401, 'UNAUTHENTICATED', 'Sign in')).send);
    expect(await db.outbox.get(entry.key)).toMatchObject({ state: 'saved', message: SIGN_IN_TO_SEND });
    await flushOutbox(db, JUDGE, server(error(503, 'UNAVAILABLE', 'Down for a moment')).send);
    expect(await db.outbox.get(entry.key)).toMatchObject({ state: 'saved', message: 'Down for a moment' });
    const ok = server({ status: 201, body: {} });
    await flushOutbox(db, JUDGE, ok.send);
    expect(ok.tries).toEqual([entry.key]);
    expect(await db.outbox.get(entry.key)).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('sends only the signed-in judge’s ballots', async () => {
    const theirs = await enqueueBallot(db, { userId: 'someone-else', debateId: DEBATE, ballot: BALLOT });
    const mine = await enqueueBallot(db, { userId: JUDGE, debateId: 'debate-2', ballot: BALLOT });
    const fake = server({ status: 201, body: {} });
    await flushOutbox(db, JUDGE, fake.send);
    expect(fake.tries).toEqual([mine.key]);
    expect(await db.outbox.get(theirs.key)).toMatchObject({ state: 'saved' });
  });

  it('tries again a send that was cut off, only once it is stale', async () => {
    const t0 = 1_000_000;
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT }, t0);
    expect(await claimForSending(db, entry.key, t0)).toMatchObject({ state: 'sending' });
    // Another sender meanwhile: not taken.
    expect(await claimForSending(db, entry.key, t0 + 1000)).toBeNull();
    const fake = server({ status: 201, body: {} });
    expect(await flushOutbox(db, JUDGE, fake.send, () => t0 + 1000)).toEqual([]);
    // The page closed mid-try: after SENDING_STALE_MS it is sent again, with the same key.
    await flushOutbox(db, JUDGE, fake.send, () => t0 + SENDING_STALE_MS + 1);
    expect(fake.tries).toEqual([entry.key]);
  });

  it('does not queue a second ballot while one is on its way, and keeps confirmed entries a week', async () => {
    const t0 = 2_000_000;
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT }, t0);
    await flushOutbox(db, JUDGE, server({ status: 201, body: {} }).send, () => t0);
    expect((await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT }, t0)).key).toBe(entry.key);
    expect(await discardBallot(db, entry.key)).toBe(false);
    await markConfirmed(db, entry.key, t0);
    await pruneConfirmed(db, t0 + 24 * 60 * 60 * 1000);
    expect(await db.outbox.count()).toBe(1);
    await pruneConfirmed(db, t0 + 8 * 24 * 60 * 60 * 1000);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('outcomeOf', () => {
  it('reads each answer', () => {
    expect(outcomeOf({ status: 0, body: null })).toEqual({ kind: 'offline' });
    expect(outcomeOf({ status: 201, body: { a: 1 } })).toEqual({ kind: 'accepted', body: { a: 1 } });
    expect(outcomeOf(error(409, 'CONFLICT', BALLOT_RECEIVED_MESSAGE))).toEqual({ kind: 'received' });
    expect(outcomeOf(error(429, 'RATE_LIMITED', 'Slow down'))).toMatchObject({ kind: 'retry', message: 'Slow down' });
    expect(outcomeOf({ status: 502, body: null })).toMatchObject({ kind: 'retry' });
    expect(outcomeOf({ status: 404, body: null })).toMatchObject({ kind: 'refused', code: 'HTTP_ERROR', fields: null });
  });
});

describe('sendBallotRequest', () => {
  it('posts the ballot with its key, same origin with the session cookie', async () => {
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: 'a b', ballot: BALLOT });
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 }));
    expect(await sendBallotRequest(entry, fetchImpl as unknown as typeof fetch)).toEqual({ status: 201, body: { ok: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/judging/debates/a%20b/ballot');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(init.body as string)).toEqual({ ...BALLOT, idempotencyKey: entry.key });
  });

  it('answers status 0 when no connection', async () => {
    const entry = await enqueueBallot(db, { userId: JUDGE, debateId: DEBATE, ballot: BALLOT });
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendBallotRequest(entry, fetchImpl as unknown as typeof fetch)).toEqual({ status: 0, body: null });
  });
});

describe('the flow notes copy', () => {
  const sheet = { rows: [{ ac: { text: 'Framework', marks: [] } }] };

  it('is saved by the worker once, and stays while there is no connection or the server says later', async () => {
    await keepNotesCopy(db, { userId: JUDGE, debateId: DEBATE, sheet, baseVersion: 3, savedAt: 1 });
    await keepNotesCopy(db, { userId: 'someone-else', debateId: DEBATE, sheet, baseVersion: 1, savedAt: 1 });
    const sent: NotesCopy[] = [];
    const answer = (status: number) => async (copy: NotesCopy) => {
      sent.push(copy);
      return { status, body: null };
    };
    expect(await flushNotes(db, JUDGE, answer(0))).toEqual([{ debateId: DEBATE, outcome: 'offline' }]);
    expect(await flushNotes(db, JUDGE, answer(503))).toEqual([{ debateId: DEBATE, outcome: 'retry' }]);
    expect(await db.notes.count()).toBe(2);
    expect(await flushNotes(db, JUDGE, answer(200))).toEqual([{ debateId: DEBATE, outcome: 'saved' }]);
    expect(sent.map((c) => [c.userId, c.baseVersion])).toEqual([
      [JUDGE, 3],
      [JUDGE, 3],
      [JUDGE, 3],
    ]);
    expect(await flushNotes(db, JUDGE, answer(200))).toEqual([]);
    // Another judge's copy is theirs to send.
    expect(await db.notes.count()).toBe(1);
  });

  it('leaves a newer server copy to the notes page, and keeps a copy written while it was sent', async () => {
    await keepNotesCopy(db, { userId: JUDGE, debateId: DEBATE, sheet, baseVersion: 3, savedAt: 1 });
    expect(await flushNotes(db, JUDGE, async () => ({ status: 409, body: null }))).toEqual([
      { debateId: DEBATE, outcome: 'left-to-page' },
    ]);
    expect(await db.notes.count()).toBe(0);

    await keepNotesCopy(db, { userId: JUDGE, debateId: DEBATE, sheet, baseVersion: 3, savedAt: 1 });
    await flushNotes(db, JUDGE, async () => {
      await keepNotesCopy(db, { userId: JUDGE, debateId: DEBATE, sheet, baseVersion: 3, savedAt: 2 });
      return { status: 200, body: null };
    });
    expect((await db.notes.toArray()).map((c) => c.savedAt)).toEqual([2]);
    await dropNotesCopy(db, JUDGE, DEBATE);
    expect(await db.notes.count()).toBe(0);
  });

  it('puts the sheet with the version it was edited from', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ version: 4 }), { status: 200 }));
    const copy: NotesCopy = { id: 'x', userId: JUDGE, debateId: DEBATE, sheet, baseVersion: 3, savedAt: 1 };
    expect(await sendNotesRequest(copy, fetchImpl as unknown as typeof fetch)).toEqual({ status: 200, body: { version: 4 } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/judging/debates/debate-1/notes');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin' });
    expect(JSON.parse(init.body as string)).toEqual({ sheet, baseVersion: 3 });
  });
});

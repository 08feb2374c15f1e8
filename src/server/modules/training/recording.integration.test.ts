// Sharing a speech recording with a reviewer, over HTTP on a real database: the
// upload (type read from the bytes, its own 12 MB limit, replacing), sharing
// through a review request, streaming in byte ranges (206, 416), retention (the
// recording goes once no open request shares it, with the member's delete,
// with the attempt's account), and who may play it: the member, the reviewer
// of an open request that shares it, nobody else (admins neither).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseAccount } from '#server/db/account-erasure.ts';
import { judges, rateLimits, trainingRecordings, users } from '#server/db/schema/index.ts';
import { MAX_REQUEST_BODY_BYTES } from '#shared/constants.ts';
import { DEBATE_FORMATS } from '#shared/formats/formats.ts';
import type { AttemptDetail } from '#shared/training/contract.ts';
import {
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  RECORDING_UPLOADS_PER_HOUR,
  type Recording,
} from '#shared/training/recording.ts';
import type { ReviewRequest, ReviewRequestDetail } from '#shared/training/review.ts';
import { mp4File, oggOpusFile, webmFile } from '#tests/audio.ts';
import {
  apiErrorOf as errorOf,
  callAs,
  createTestApp,
  expectJson as ok,
  signUp,
  TEST_BASE_URL,
  type TestApp,
} from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['owner', 'other', 'reviewer', 'judge', 'admin'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const FORMAT = DEBATE_FORMATS[0] as (typeof DEBATE_FORMATS)[number];
const SPEECH = FORMAT.speeches[0] as (typeof FORMAT.speeches)[number];

/** A completed timed speech by `who`. */
async function completedSpeech(who: Person = 'owner'): Promise<AttemptDetail> {
  const started = await ok<AttemptDetail>(
    call(who, 'POST', '/api/training/attempts', { moduleId: 'speech-practice', formatId: FORMAT.id }),
    201,
  );
  return ok<AttemptDetail>(
    call(who, 'POST', `/api/training/attempts/${started.id}/complete`, {
      answers: [],
      work: [{ kind: 'speech', formatId: FORMAT.id, speechId: SPEECH.id, spokenMs: SPEECH.seconds * 1000 }],
      version: started.version,
    }),
  );
}

const recordingUrl = (attemptId: string) => `/api/training/attempts/${attemptId}/recording`;

function upload(who: Who, attemptId: string, body: Buffer, contentType = 'audio/webm;codecs=opus', query = '?durationMs=61000') {
  const headers: Record<string, string> = { origin: TEST_BASE_URL, 'content-type': contentType };
  if (who !== 'anonymous') headers.cookie = people[who].cookie;
  return t.request(`${recordingUrl(attemptId)}${query}`, { method: 'PUT', headers, body: new Uint8Array(body) });
}

function play(who: Who, attemptId: string, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { origin: TEST_BASE_URL, ...headers };
  if (who !== 'anonymous') all.cookie = people[who].cookie;
  return t.request(recordingUrl(attemptId), { headers: all });
}

const ask = (attemptId: string, reviewer: Person, shareRecording?: boolean) =>
  call('owner', 'POST', `/api/training/attempts/${attemptId}/reviews`, { reviewerId: people[reviewer].userId, shareRecording });

const storedRows = async (attemptId: string) =>
  t.database.db.select().from(trainingRecordings).where(eq(trainingRecordings.attemptId, attemptId));

const AUDIO = webmFile(Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)));

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) {
    const email = `${name}-recording@example.org`;
    people[name] = { ...(await signUp(t, email, 'Passw0rdOk', `Recording ${name}`)), email };
  }
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  for (const judge of [people.reviewer, people.judge]) {
    await db.insert(judges).values({ userId: judge.userId, experience: 'Years', formats: ['oxford'], paradigm: 'Clash.' });
  }
});

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

afterAll(async () => {
  await t.close();
});

describe('uploading a recording', () => {
  it('stores the recording of a completed timed speech, read from its bytes; uploading again replaces it', async () => {
    const attempt = await completedSpeech();
    const stored = await ok<Recording>(upload('owner', attempt.id, AUDIO));
    expect(stored).toMatchObject({
      attemptId: attempt.id,
      speechId: SPEECH.id,
      contentType: 'audio/webm',
      byteSize: AUDIO.length,
      durationMs: 61000,
    });
    const again = await ok<Recording>(upload('owner', attempt.id, oggOpusFile(), 'audio/ogg;codecs=opus', ''));
    expect(again).toMatchObject({ contentType: 'audio/ogg', byteSize: oggOpusFile().length, durationMs: null });
    const rows = await storedRows(attempt.id);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.data as Buffer).equals(oggOpusFile())).toBe(true);
    expect((await ok<Recording>(upload('owner', attempt.id, mp4File(), 'audio/mp4'))).contentType).toBe('audio/mp4');
  });

  it('refuses another type (415), bytes that are not the declared type (400), each in the error shape', async () => {
    const attempt = await completedSpeech();
    const png = await upload('owner', attempt.id, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(png.status).toBe(415);
    expect(await errorOf(png)).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { recording: [RECORDING_MESSAGES.type] },
    });
    const fake = await upload('owner', attempt.id, Buffer.from('OggS and then a text file'), 'audio/ogg');
    expect(fake.status).toBe(400);
    expect(await errorOf(fake)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { recording: [RECORDING_MESSAGES.unreadable] },
    });
    const mismatch = await upload('owner', attempt.id, oggOpusFile(), 'audio/webm');
    expect(mismatch.status).toBe(400);
    const duration = await upload('owner', attempt.id, AUDIO, 'audio/webm', '?durationMs=-5');
    expect(duration.status).toBe(400);
    expect(await storedRows(attempt.id)).toHaveLength(0);
  });

  it('takes a recording over 1 MB, and refuses one over its own limit with 413 naming that limit', async () => {
    const attempt = await completedSpeech();
    const large = webmFile(Buffer.alloc(MAX_REQUEST_BODY_BYTES * 3, 1));
    expect((await ok<Recording>(upload('owner', attempt.id, large))).byteSize).toBe(large.length);
    const tooLarge = await upload('owner', attempt.id, webmFile(Buffer.alloc(RECORDING_MAX_BYTES, 1)));
    expect(tooLarge.status).toBe(413);
    expect(await errorOf(tooLarge)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'A recording can be at most 12 MB' });
    // Every other operation keeps the 1 MB limit.
    const other = await t.request('/api/training/attempts', {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, cookie: people.owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ moduleId: 'x'.repeat(MAX_REQUEST_BODY_BYTES * 2) }),
    });
    expect(other.status).toBe(413);
    expect((await errorOf(other)).message).toBe('Request body is larger than 1 MB');
  });

  it('only of the member’s own completed timed speech', async () => {
    const attempt = await completedSpeech();
    for (const who of ['other', 'reviewer', 'admin'] as const) expect((await upload(who, attempt.id, AUDIO)).status).toBe(404);
    expect((await upload('anonymous', attempt.id, AUDIO)).status).toBe(401);
    const open = await ok<AttemptDetail>(
      call('owner', 'POST', '/api/training/attempts', { moduleId: 'speech-practice', formatId: FORMAT.id }),
      201,
    );
    const unfinished = await upload('owner', open.id, AUDIO);
    expect(unfinished.status).toBe(409);
    expect((await errorOf(unfinished)).message).toBe(RECORDING_MESSAGES.notSpeech);
    const quiz = await ok<AttemptDetail>(call('owner', 'POST', '/api/training/attempts', { moduleId: 'speech-rules' }), 201);
    expect((await upload('owner', quiz.id, AUDIO)).status).toBe(409);
  });

  it(`allows ${RECORDING_UPLOADS_PER_HOUR} uploads an hour per member (429 past them)`, async () => {
    const attempt = await completedSpeech();
    for (let i = 0; i < RECORDING_UPLOADS_PER_HOUR; i++) expect((await upload('owner', attempt.id, AUDIO)).status).toBe(200);
    const limited = await upload('owner', attempt.id, AUDIO);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
  });
});

describe('sharing it with a reviewer', () => {
  it('lets the member and the reviewer of an open request that shares it play it; nobody else', async () => {
    const attempt = await completedSpeech();
    await ok<Recording>(upload('owner', attempt.id, AUDIO));
    // Asked without sharing: the reviewer cannot play it.
    const unshared = await ok<ReviewRequest>(ask(attempt.id, 'judge'), 201);
    expect(unshared).toMatchObject({ sharesRecording: false, recording: null });
    const shared = await ok<ReviewRequest>(ask(attempt.id, 'reviewer', true), 201);
    expect(shared).toMatchObject({ sharesRecording: true, recording: { contentType: 'audio/webm', byteSize: AUDIO.length } });
    const detail = await ok<ReviewRequestDetail>(call('reviewer', 'GET', `/api/training/review-requests/${shared.id}`));
    expect(detail.recording?.durationMs).toBe(61000);

    const expected: Record<Who, number> = { anonymous: 401, owner: 200, reviewer: 200, judge: 404, other: 404, admin: 404 };
    for (const [who, status] of Object.entries(expected) as [Who, number][]) {
      const res = await play(who, attempt.id);
      expect(res.status, who).toBe(status);
      if (status >= 400) expect((await res.json()).error.code).toBeTypeOf('string');
    }
    const res = await play('reviewer', attempt.id);
    expect(res.headers.get('content-type')).toBe('audio/webm');
    expect(res.headers.get('cache-control')).toBe('private');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO)).toBe(true);

    // Withdrawn: gone for the reviewer, and from the server (no other open request shares it).
    await ok(call('owner', 'POST', `/api/training/review-requests/${shared.id}/withdraw`));
    expect((await play('reviewer', attempt.id)).status).toBe(404);
    expect(await storedRows(attempt.id)).toHaveLength(0);
    expect((await play('owner', attempt.id)).status).toBe(404);
  });

  it('is refused without an upload (409), and for work that is not a speech (400)', async () => {
    const attempt = await completedSpeech();
    const missing = await ask(attempt.id, 'reviewer', true);
    expect(missing.status).toBe(409);
    expect((await errorOf(missing)).message).toBe(RECORDING_MESSAGES.notUploaded);

    const build = await ok<AttemptDetail>(
      call('owner', 'POST', '/api/training/attempts', { moduleId: 'argument-free-build' }),
      201,
    );
    await ok(
      call('owner', 'POST', `/api/training/attempts/${build.id}/complete`, {
        answers: [],
        work: [
          {
            kind: 'argument-build',
            motion: 'This house would make public transport free',
            side: 'proposition',
            claim: 'Free public transport cuts traffic in city centres.',
            warrant: 'When the fare is gone, a bus trip costs less than driving and parking.',
            evidence: 'Tallinn saw more public transport trips after fares were removed.',
            impact: 'Fewer cars means cleaner air and faster journeys for everyone.',
          },
        ],
        version: build.version,
      }),
    );
    const notSpeech = await ask(build.id, 'reviewer', true);
    expect(notSpeech.status).toBe(400);
    expect((await errorOf(notSpeech)).fields?.shareRecording).toEqual([RECORDING_MESSAGES.notSpeech]);
  });

  it('is kept while another open request shares it, and deleted once the last is reviewed or declined', async () => {
    const attempt = await completedSpeech();
    await ok<Recording>(upload('owner', attempt.id, AUDIO));
    const first = await ok<ReviewRequest>(ask(attempt.id, 'reviewer', true), 201);
    const second = await ok<ReviewRequest>(ask(attempt.id, 'judge', true), 201);
    await ok(call('judge', 'POST', `/api/training/review-requests/${second.id}/decline`, {}));
    expect((await play('judge', attempt.id)).status).toBe(404);
    expect((await play('reviewer', attempt.id)).status).toBe(200);
    const reviewed = await ok<ReviewRequestDetail>(
      call('reviewer', 'POST', `/api/training/review-requests/${first.id}/review`, {
        ratings: { content: 2, style: 2, strategy: 2 },
        comment: 'Clear structure; slow down in the rebuttal and signpost the weighing.',
      }),
    );
    expect(reviewed).toMatchObject({ status: 'completed', sharesRecording: true, recording: null });
    expect(await storedRows(attempt.id)).toHaveLength(0);
    expect((await play('reviewer', attempt.id)).status).toBe(404);
  });

  it('the member deletes it: the reviewer can no longer play it, and the request says so', async () => {
    const attempt = await completedSpeech();
    await ok<Recording>(upload('owner', attempt.id, AUDIO));
    const shared = await ok<ReviewRequest>(ask(attempt.id, 'reviewer', true), 201);
    for (const who of ['reviewer', 'other', 'admin'] as const) {
      expect((await call(who, 'DELETE', recordingUrl(attempt.id))).status, who).toBe(404);
    }
    expect((await call('anonymous', 'DELETE', recordingUrl(attempt.id))).status).toBe(401);
    expect((await call('owner', 'DELETE', recordingUrl(attempt.id))).status).toBe(204);
    expect((await play('reviewer', attempt.id)).status).toBe(404);
    const detail = await ok<ReviewRequestDetail>(call('reviewer', 'GET', `/api/training/review-requests/${shared.id}`));
    expect(detail).toMatchObject({ sharesRecording: true, recording: null });
    expect((await call('owner', 'DELETE', recordingUrl(attempt.id))).status).toBe(404);
  });

  it('goes with the account when it is erased', async () => {
    const { cookie, userId } = await signUp(t, 'erased-recording@example.org', 'Passw0rdOk', 'Erased Speaker');
    const started = await ok<AttemptDetail>(
      callAs(t, cookie, 'POST', '/api/training/attempts', { moduleId: 'speech-practice', formatId: FORMAT.id }),
      201,
    );
    await ok(
      callAs(t, cookie, 'POST', `/api/training/attempts/${started.id}/complete`, {
        answers: [],
        work: [{ kind: 'speech', formatId: FORMAT.id, speechId: SPEECH.id, spokenMs: 1000 }],
        version: started.version,
      }),
    );
    const res = await t.request(recordingUrl(started.id), {
      method: 'PUT',
      headers: { origin: TEST_BASE_URL, cookie, 'content-type': 'audio/webm' },
      body: new Uint8Array(AUDIO),
    });
    expect(res.status).toBe(200);
    expect(await storedRows(started.id)).toHaveLength(1);
    await t.database.db.transaction((tx) => eraseAccount(tx, { id: userId, email: 'erased-recording@example.org' }));
    expect(await storedRows(started.id)).toHaveLength(0);
  });
});

describe('byte ranges', () => {
  it('answers a range with 206 and its Content-Range, a range past the end with 416', async () => {
    const attempt = await completedSpeech();
    await ok<Recording>(upload('owner', attempt.id, AUDIO));
    const size = AUDIO.length;

    const first = await play('owner', attempt.id, { range: 'bytes=0-1' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${size}`);
    expect(Buffer.from(await first.arrayBuffer()).equals(AUDIO.subarray(0, 2))).toBe(true);

    const middle = await play('owner', attempt.id, { range: 'bytes=100-4099' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-length')).toBe('4000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(AUDIO.subarray(100, 4100))).toBe(true);

    const open = await play('owner', attempt.id, { range: `bytes=${size - 10}-` });
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await open.arrayBuffer()).equals(AUDIO.subarray(size - 10))).toBe(true);

    const suffix = await play('owner', attempt.id, { range: 'bytes=-5' });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(AUDIO.subarray(size - 5))).toBe(true);

    const past = await play('owner', attempt.id, { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect((await errorOf(past)).code).toBe('RANGE_NOT_SATISFIABLE');

    // Several ranges, or another unit: the whole recording.
    const several = await play('owner', attempt.id, { range: 'bytes=0-1,4-5' });
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(size);

    // A stale If-Range: the whole (new) recording.
    const etag = first.headers.get('etag') as string;
    expect((await play('owner', attempt.id, { range: 'bytes=0-1', 'if-range': etag })).status).toBe(206);
    await ok<Recording>(upload('owner', attempt.id, AUDIO));
    const stale = await play('owner', attempt.id, { range: 'bytes=0-1', 'if-range': etag });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).not.toBe(etag);
  });
});

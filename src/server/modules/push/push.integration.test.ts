// Push notifications end to end on a real database: a loopback HTTP server plays
// the push service, and a "browser" made in the test (a P-256 key pair and a
// 16-byte auth secret) subscribes; each kind, queued where its event happens,
// reaches the endpoint as a body that decrypts with the browser's keys to the
// expected message. Opted-out kinds and e-mail switches turned off send nothing;
// a 410 removes the subscription; other failures are counted. The API over the
// callers anonymous, member and another member.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { eraseAccount } from '#server/db/account-erasure.ts';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  debates,
  emailPreferences,
  judges,
  pushPreferences,
  pushQueue,
  pushSubscriptions,
  rateLimits,
} from '#server/db/schema/index.ts';
import type { MyPushSettings, PushKind, PushPayload } from '#shared/push/contract.ts';
import { apiErrorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';
import { pushDebateReminder, pushJudgeAssigned, pushResultsOut } from './push-notifications.ts';
import { notify } from './push-queue.ts';
import { createPushWorker, type PushWorker } from './push-worker.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }): Buffer;
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let worker: PushWorker;
let server: Server;
let origin: string;
const received: Received[] = [];
/** The status the push service answers on a path; 201 unless set. */
const answers = new Map<string, number>();

const NAMES = ['alice', 'bob', 'carol', 'chair'] as const;
type Person = (typeof NAMES)[number];
const people = {} as Record<Person, { cookie: string; userId: string }>;
const call = (who: Person | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

/** A browser's push subscription: its keys stay in the test, to decrypt what arrives. */
function browser(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    path: `/push/${path}`,
    ecdh,
    auth,
    subscription: {
      endpoint: `${origin}/push/${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
type Browser = ReturnType<typeof browser>;

function decrypt(b: Browser, body: Buffer): PushPayload {
  return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth }).toString('utf8'));
}

const arrivedAt = (b: Browser) => received.filter((r) => r.path === b.path);

async function subscribe(who: Person, b: Browser) {
  await ok(call(who, 'POST', '/api/me/push-subscriptions', b.subscription));
}

async function optIn(who: Person, kinds: Partial<Record<PushKind, boolean>>) {
  return ok<MyPushSettings>(call(who, 'PUT', '/api/me/push-preferences', kinds));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@example.org`, 'Passw0rdOk', `${who} Person`);
  worker = createPushWorker({ database: t.database, vapid: t.config.vapid, log: pino({ level: 'silent' }) });
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  answers.clear();
  const db = t.database.db;
  await db.delete(pushQueue);
  await db.delete(pushSubscriptions);
  await db.delete(pushPreferences);
  await db.delete(emailPreferences);
});

describe('the API', () => {
  it("gives anyone the site's VAPID public key", async () => {
    const body = await ok<{ publicKey: string }>(call('anonymous', 'GET', '/api/push/public-key'));
    expect(body.publicKey).toBe(t.config.vapid.publicKey);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('subscribes only a signed-in member, with valid keys and an allowed endpoint', async () => {
    const b = browser('a1');
    expect((await call('anonymous', 'POST', '/api/me/push-subscriptions', b.subscription)).status).toBe(401);
    expect(await ok(call('alice', 'POST', '/api/me/push-subscriptions', b.subscription))).toEqual({ subscribed: true });
    // Saved again: still one row.
    await subscribe('alice', b);
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows).toMatchObject([{ userId: people.alice.userId, endpoint: b.subscription.endpoint, failureCount: 0 }]);

    const bad = (overrides: Record<string, unknown>) =>
      call('alice', 'POST', '/api/me/push-subscriptions', { ...b.subscription, ...overrides });
    const short = { p256dh: b.subscription.keys.p256dh.slice(0, 60), auth: b.subscription.keys.auth };
    expect((await apiErrorOf(bad({ keys: short }))).fields).toHaveProperty(['keys.p256dh']);
    const weakAuth = { p256dh: b.subscription.keys.p256dh, auth: randomBytes(8).toString('base64url') };
    expect((await apiErrorOf(bad({ keys: weakAuth }))).fields).toHaveProperty(['keys.auth']);
    expect((await bad({ endpoint: 'ftp://push.example.org/x' })).status).toBe(400);
    // Plain http is refused except on the loopback address (outside production).
    expect((await apiErrorOf(bad({ endpoint: 'http://push.example.org/x' }))).fields).toHaveProperty(['endpoint']);
    expect((await bad({ endpoint: 'https://10.0.0.7/push' })).status).toBe(400);
    expect((await bad({ endpoint: 'not a url' })).status).toBe(400);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('lets a member remove only their own subscription; a browser saved by another member moves to them', async () => {
    const b = browser('shared');
    await subscribe('alice', b);
    const remove = (who: Person | 'anonymous') =>
      call(who, 'POST', '/api/me/push-subscriptions/unsubscribe', { endpoint: b.subscription.endpoint });
    expect((await remove('anonymous')).status).toBe(401);
    expect((await remove('bob')).status).toBe(404);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(1);
    // Bob signs in on the same browser and subscribes it.
    await subscribe('bob', b);
    expect(await t.database.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions)).toEqual([
      { userId: people.bob.userId },
    ]);
    expect((await remove('alice')).status).toBe(404);
    expect((await remove('bob')).status).toBe(204);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('forgets a deleted account’s browsers, kinds and queued notifications', async () => {
    const gone = await signUp(t, 'leaving@example.org', 'Passw0rdOk', 'Leaving Person');
    const b = browser('leaving');
    await ok(callAs(t, gone.cookie, 'POST', '/api/me/push-subscriptions', b.subscription));
    await ok(callAs(t, gone.cookie, 'PUT', '/api/me/push-preferences', { resultsOut: true }));
    await pushResultsOut(t.database.db, { id: 'd0', title: 'T' }, [gone.userId]);
    await t.database.db.transaction((tx) => eraseAccount(tx, { id: gone.userId, email: 'leaving@example.org' }));
    for (const table of [pushSubscriptions, pushPreferences, pushQueue]) {
      expect(await t.database.db.select().from(table)).toHaveLength(0);
    }
  });

  it('keeps each member’s kinds: all off until turned on, changed one by one', async () => {
    expect((await call('anonymous', 'GET', '/api/me/push-preferences')).status).toBe(401);
    expect((await call('anonymous', 'PUT', '/api/me/push-preferences', { resultsOut: true })).status).toBe(401);
    const initial = await ok<MyPushSettings>(call('alice', 'GET', '/api/me/push-preferences'));
    expect(initial).toEqual({
      preferences: { debateStartsSoon: false, judgeAssigned: false, resultsOut: false, eventChanged: false, drawReleased: false },
      subscriptions: 0,
    });
    await subscribe('alice', browser('a2'));
    const changed = await optIn('alice', { resultsOut: true });
    expect(changed).toEqual({
      preferences: { debateStartsSoon: false, judgeAssigned: false, resultsOut: true, eventChanged: false, drawReleased: false },
      subscriptions: 1,
    });
    expect((await optIn('alice', { judgeAssigned: true })).preferences).toMatchObject({ resultsOut: true, judgeAssigned: true });
    expect((await call('alice', 'PUT', '/api/me/push-preferences', { spam: true })).status).toBe(400);
    expect((await call('alice', 'PUT', '/api/me/push-preferences', { resultsOut: 'yes' })).status).toBe(400);
    // Another member's stay as they were.
    expect((await ok<MyPushSettings>(call('bob', 'GET', '/api/me/push-preferences'))).preferences.resultsOut).toBe(false);
  });
});

describe('sending', () => {
  it('delivers each kind, encrypted for the browser and signed with the VAPID key', async () => {
    const b = browser('alice-phone');
    await subscribe('alice', b);
    await optIn('alice', {
      debateStartsSoon: true,
      judgeAssigned: true,
      resultsOut: true,
      eventChanged: true,
      drawReleased: true,
    });
    const kinds: PushKind[] = ['debateStartsSoon', 'judgeAssigned', 'resultsOut', 'eventChanged', 'drawReleased'];
    for (const kind of kinds) {
      const queued = await notify(t.database.db, [people.alice.userId], kind, {
        title: `Title of ${kind}`,
        body: 'Body',
        url: '/debates/x',
        tag: `tag-${kind}`,
      });
      expect(queued, kind).toBe(1);
    }
    expect(await worker.runOnce()).toBe(kinds.length);
    const arrived = arrivedAt(b);
    expect(arrived).toHaveLength(kinds.length);
    const messages = arrived.map((r) => decrypt(b, r.body));
    expect(messages.map((m) => m.kind).sort()).toEqual([...kinds].sort());
    expect(messages.find((m) => m.kind === 'resultsOut')).toEqual({
      kind: 'resultsOut',
      title: 'Title of resultsOut',
      body: 'Body',
      url: '/debates/x',
      tag: 'tag-resultsOut',
    });
    const request = arrived[0] as Received;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(['normal', 'high']).toContain(request.headers.urgency);
    const authorization = String(request.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.split('k=')[1]).toBe(t.config.vapid.publicKey);
    const claims = JSON.parse(Buffer.from(authorization.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ aud: origin, sub: t.config.vapid.subject });
    // Sent rows leave the queue; the subscription records its success.
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(0);
    const [row] = await t.database.db.select().from(pushSubscriptions);
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("reaches every browser of the member, and no one else's", async () => {
    const phone = browser('alice-phone-2');
    const laptop = browser('alice-laptop');
    const bobs = browser('bob-phone');
    await subscribe('alice', phone);
    await subscribe('alice', laptop);
    await subscribe('bob', bobs);
    await optIn('alice', { resultsOut: true });
    await optIn('bob', { resultsOut: true });
    await pushResultsOut(t.database.db, { id: 'd1', title: 'A debate' }, [people.alice.userId]);
    await worker.runOnce();
    expect(decrypt(phone, (arrivedAt(phone)[0] as Received).body).title).toBe('Results are out: A debate');
    expect(arrivedAt(laptop)).toHaveLength(1);
    expect(arrivedAt(bobs)).toHaveLength(0);
  });

  it('sends nothing for a kind the member did not turn on', async () => {
    const b = browser('opted-out');
    await subscribe('alice', b);
    await optIn('alice', { resultsOut: true });
    expect(await pushJudgeAssigned(t.database.db, { id: 'd2', title: 'T', startsAt: new Date() }, people.alice.userId)).toBe(0);
    // Turned off after it was queued: checked again when sent.
    await pushResultsOut(t.database.db, { id: 'd2', title: 'T' }, [people.alice.userId]);
    await optIn('alice', { resultsOut: false });
    await worker.runOnce();
    expect(received).toHaveLength(0);
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(0);
  });

  it('sends nothing when the e-mail switch with the same meaning is off', async () => {
    const b = browser('email-off');
    await subscribe('alice', b);
    await optIn('alice', { judgeAssigned: true, resultsOut: true });
    await ok(call('alice', 'PUT', '/api/me/email-preferences', { judgeAssignments: false }));
    await pushJudgeAssigned(t.database.db, { id: 'd3', title: 'Judged', startsAt: new Date() }, people.alice.userId);
    await pushResultsOut(t.database.db, { id: 'd3', title: 'Scored' }, [people.alice.userId]);
    await worker.runOnce();
    expect(arrivedAt(b).map((r) => decrypt(b, r.body).kind)).toEqual(['resultsOut']);
  });

  it('removes a subscription the push service says is gone (410, 404) and counts other failures', async () => {
    const gone = browser('gone');
    const missing = browser('missing');
    const failing = browser('failing');
    answers.set(gone.path, 410);
    answers.set(missing.path, 404);
    answers.set(failing.path, 500);
    await subscribe('alice', gone);
    await subscribe('bob', missing);
    await subscribe('carol', failing);
    for (const who of ['alice', 'bob', 'carol'] as const) await optIn(who, { resultsOut: true });
    const everyone = [people.alice.userId, people.bob.userId, people.carol.userId];
    await pushResultsOut(t.database.db, { id: 'd4', title: 'T' }, everyone);
    await worker.runOnce();
    expect(received).toHaveLength(3);
    const left = await t.database.db.select().from(pushSubscriptions);
    expect(left).toMatchObject([{ endpoint: failing.subscription.endpoint, failureCount: 1, lastSuccessAt: null }]);
    await pushResultsOut(t.database.db, { id: 'd5', title: 'T' }, everyone);
    await worker.runOnce();
    const [after] = await t.database.db.select().from(pushSubscriptions);
    expect(after?.failureCount).toBe(2);
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(0);
  });

  it('cuts long titles to the message’s bounds instead of failing the change that caused it', async () => {
    const b = browser('long');
    await subscribe('alice', b);
    await optIn('alice', { resultsOut: true });
    await pushResultsOut(t.database.db, { id: 'd6', title: 'x'.repeat(300) }, [people.alice.userId]);
    await worker.runOnce();
    expect(decrypt(b, (arrivedAt(b)[0] as Received).body).title).toHaveLength(120);
  });
});

describe('where each kind is queued', () => {
  const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

  async function createDebate(startsInHours: number) {
    await t.database.db.delete(rateLimits);
    const body = {
      title: 'Pushed debate',
      description: '<p>A debate for push notifications.</p>',
      topic: 'This house would notify everyone',
      format: 'oxford',
      debateType: 'competitive',
      startsAt: at(startsInHours),
      venueType: 'virtual',
      location: 'Online',
      maxParticipants: 4,
    };
    return (await ok<{ id: string }>(call('carol', 'POST', '/api/debates', body), 201)).id;
  }

  it('debateStartsSoon: queued with the 1-hour reminder when joining, moved and cancelled with it', async () => {
    const b = browser('reminder');
    await subscribe('alice', b);
    await optIn('alice', { debateStartsSoon: true });
    const id = await createDebate(3);
    await ok(call('alice', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }));
    const [queued] = await t.database.db.select().from(pushQueue).where(eq(pushQueue.userId, people.alice.userId));
    expect(queued?.kind).toBe('debateStartsSoon');
    const [debate] = await t.database.db.select().from(debates).where(eq(debates.id, id));
    expect(queued?.sendAfter.getTime()).toBe((debate?.startsAt.getTime() ?? 0) - 3600_000);
    // Not due yet: nothing goes.
    await worker.runOnce();
    expect(received).toHaveLength(0);
    // Leaving the debate cancels it.
    await ok(call('alice', 'POST', `/api/debates/${id}/leave`));
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(0);
    // Joined again; the debate moves, and the reminder with it.
    await ok(call('alice', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }));
    const later = new Date(Date.now() + 5 * 3600_000);
    later.setSeconds(0, 0);
    await ok(call('carol', 'PATCH', `/api/debates/${id}`, { startsAt: later.toISOString() }));
    const moved = await t.database.db.select().from(pushQueue);
    expect(moved.map((row) => row.sendAfter.getTime())).toEqual([later.getTime() - 3600_000]);
    // Its time comes.
    await t.database.db.update(pushQueue).set({ sendAfter: new Date(Date.now() - 1000) });
    await worker.runOnce();
    const message = decrypt(b, (arrivedAt(b)[0] as Received).body);
    expect(message).toMatchObject({
      kind: 'debateStartsSoon',
      title: 'Starting in 1 hour: Pushed debate',
      url: `/debates/${id}`,
    });
    expect(arrivedAt(b)[0]?.headers.urgency).toBe('high');
  });

  it('debateStartsSoon: queued for a reminder scheduled while the member has no browser yet, sent once they have one', async () => {
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    await pushDebateReminder(t.database.db, {
      debateId: 'later',
      userId: people.bob.userId,
      debateTitle: 'Later debate',
      startsAt,
    });
    const b = browser('bob-later');
    await subscribe('bob', b);
    await optIn('bob', { debateStartsSoon: true });
    await t.database.db.update(pushQueue).set({ sendAfter: new Date(Date.now() - 1000) });
    await worker.runOnce();
    expect(decrypt(b, (arrivedAt(b)[0] as Received).body).title).toBe('Starting in 1 hour: Later debate');
    // A reminder whose time is past is not queued.
    expect(
      await pushDebateReminder(t.database.db, {
        debateId: 'past',
        userId: people.bob.userId,
        debateTitle: 'Soon',
        startsAt: new Date(Date.now() + 30 * 60_000),
      }),
    ).toBe(0);
  });

  it('debateStartsSoon: withdrawn when the debate is cancelled', async () => {
    await subscribe('alice', browser('cancelled'));
    await optIn('alice', { debateStartsSoon: true });
    const id = await createDebate(4);
    await ok(call('alice', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }));
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(1);
    await ok(call('carol', 'POST', `/api/debates/${id}/cancel`, {}));
    expect(await t.database.db.select().from(pushQueue)).toHaveLength(0);
  });

  it('judgeAssigned and resultsOut: when a judge joins a panel and when the result is confirmed', async () => {
    const judgeBrowser = browser('chair');
    const aliceBrowser = browser('alice-results');
    await subscribe('chair', judgeBrowser);
    await subscribe('alice', aliceBrowser);
    await optIn('chair', { judgeAssigned: true });
    await optIn('alice', { resultsOut: true });
    await t.database.db
      .insert(judges)
      .values({ userId: people.chair.userId, experience: 'Years.', formats: ['oxford'], paradigm: 'Arguments first.' })
      .onConflictDoNothing();
    const id = await createDebate(0.5);
    await ok(call('alice', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }));
    await ok(call('bob', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' }));
    await ok(call('chair', 'POST', `/api/judging/debates/${id}/judges`, { position: 'chair' }), 201);
    await worker.runOnce();
    expect(decrypt(judgeBrowser, (arrivedAt(judgeBrowser)[0] as Received).body)).toMatchObject({
      kind: 'judgeAssigned',
      title: 'You are judging: Pushed debate',
      url: `/debates/${id}`,
    });
    await ok(call('chair', 'POST', `/api/debates/${id}/start`));
    await ok(
      call('chair', 'POST', `/api/judging/debates/${id}/ballot`, {
        kind: 'sides',
        winner: 'proposition',
        speakerScores: { 'prop-1': 76, 'opp-1': 72 },
        reason: 'Proposition carried the burden with the clearer mechanism and weighed impacts; opposition dropped the cost.',
      }),
      201,
    );
    await ok(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    await worker.runOnce();
    expect(decrypt(aliceBrowser, (arrivedAt(aliceBrowser)[0] as Received).body)).toMatchObject({
      kind: 'resultsOut',
      url: `/debates/${id}`,
    });
  });

  it('eventChanged: when an event’s time or place changes, or it is cancelled — not for other edits', async () => {
    const b = browser('event');
    await subscribe('bob', b);
    await optIn('bob', { eventChanged: true });
    await t.database.db.delete(rateLimits);
    const event = {
      title: 'Spring Practice Day',
      description: '<p>Rounds and a workshop.</p>',
      venueType: 'in-person',
      location: 'Town Hall',
      dateStart: at(48),
      dateEnd: at(56),
      timeZone: 'Europe/London',
      capacity: 20,
      activities: [],
    };
    const { id } = await ok<{ id: string }>(call('carol', 'POST', '/api/events', event), 201);
    await ok(call('bob', 'POST', `/api/events/${id}/rsvp`));
    const renamed = { ...event, title: 'Spring Practice Day (renamed)' };
    await ok(call('carol', 'PUT', `/api/events/${id}`, renamed));
    await worker.runOnce();
    expect(received).toHaveLength(0);
    await ok(call('carol', 'PUT', `/api/events/${id}`, { ...renamed, location: 'Library' }));
    await worker.runOnce();
    expect(decrypt(b, (arrivedAt(b)[0] as Received).body)).toMatchObject({
      kind: 'eventChanged',
      title: 'Event changed: Spring Practice Day (renamed)',
      url: `/events/${id}`,
    });
    await ok(call('carol', 'POST', `/api/events/${id}/cancel`));
    await worker.runOnce();
    expect(decrypt(b, (arrivedAt(b)[1] as Received).body).title).toBe('Event cancelled: Spring Practice Day (renamed)');
  });
});

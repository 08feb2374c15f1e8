// The realtime hub on a real HTTP server and database: subscribing gets the
// channel's snapshot, a committed change reaches subscribers (a rolled-back one
// never does), bad messages and floods get errors without killing the socket,
// other sites cannot connect, one address opens a limited number of sockets,
// the events of one commit reach each socket in commit order on every channel it
// follows (written once per tick, ADR 0029), the heartbeat pings and cuts a socket
// that stopped answering, and — on PostgreSQL — an event published by one server
// process reaches the sockets of another, and a lost LISTEN connection
// resynchronises every channel.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_CONNECTIONS_PER_CLIENT } from '#shared/constants.ts';
import type { ServerMessage } from '#shared/realtime/contract.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { openPostgres } from '../db/client.ts';
import { createRealtimeHub } from './realtime-hub.ts';

let t: TestApp;
let server: ReturnType<typeof serve>;
let wsUrl: string;
let snapshots = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.realtime.registerChannelKind('probe', {
    authorize: (_user, id) => id !== 'secret',
    snapshot: async (id) => {
      snapshots++;
      if (id === 'missing') throw Object.assign(new Error('missing'), { code: 'NOT_FOUND' });
      return { id, n: snapshots };
    },
  });
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  await t.realtime.attach(server as never);
  wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
});

afterAll(async () => {
  server.close();
  await t.close();
});

interface Socket {
  ws: WebSocket;
  messages: ServerMessage[];
  next(predicate: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
}

async function connect(url = wsUrl, origin = TEST_BASE_URL, headers: Record<string, string> = {}): Promise<Socket> {
  const ws = new WebSocket(url, { origin, headers });
  const messages: ServerMessage[] = [];
  const waiters: { predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    next: (predicate, timeoutMs = 3000) => {
      const seen = messages.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such message')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

const send = (socket: Socket, message: unknown) => socket.ws.send(JSON.stringify(message));

describe('subscribing and publishing', () => {
  it('answers a subscription with the snapshot, then delivers published events', async () => {
    const socket = await connect();
    send(socket, { type: 'subscribe', channel: 'probe:a1' });
    const subscribed = await socket.next((m) => m.type === 'subscribed');
    expect(subscribed).toMatchObject({ channel: 'probe:a1', snapshot: { id: 'a1' } });
    await t.realtime.publish('probe:a1', 'changed', { version: 1 });
    await t.realtime.publish('probe:other', 'changed', { version: 99 });
    expect(await socket.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      channel: 'probe:a1',
      event: 'changed',
      payload: { version: 1 },
    });
    send(socket, { type: 'unsubscribe', channel: 'probe:a1' });
    send(socket, { type: 'ping', t: 1 });
    await socket.next((m) => m.type === 'pong');
    await t.realtime.publish('probe:a1', 'changed', { version: 2 });
    send(socket, { type: 'ping', t: 2 });
    await socket.next((m) => m.type === 'pong' && m.t === 2);
    expect(socket.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    socket.ws.close();
  });

  it('delivers what a transaction publishes only when it commits', async () => {
    const socket = await connect();
    send(socket, { type: 'subscribe', channel: 'probe:tx' });
    await socket.next((m) => m.type === 'subscribed');
    await t.database.db
      .transaction(async (tx) => {
        await t.realtime.publishInTransaction(tx, 'probe:tx', 'changed', { version: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await t.realtime.publishInTransaction(tx, 'probe:tx', 'changed', { version: 'committed' });
      await tx.execute(sql`select 1`);
    });
    const event = await socket.next((m) => m.type === 'event');
    expect(event).toMatchObject({ payload: { version: 'committed' } });
    send(socket, { type: 'ping', t: 3 });
    await socket.next((m) => m.type === 'pong');
    expect(socket.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    socket.ws.close();
  });

  it('sends the clock with pong', async () => {
    const socket = await connect();
    const before = Date.now();
    send(socket, { type: 'ping', t: 42 });
    const pong = await socket.next((m) => m.type === 'pong');
    expect(pong).toMatchObject({ t: 42 });
    expect((pong as { serverTime: number }).serverTime).toBeGreaterThanOrEqual(before);
    socket.ws.close();
  });

  it('refuses payloads too large for NOTIFY', async () => {
    await expect(t.realtime.publish('probe:a1', 'big', 'x'.repeat(9000))).rejects.toThrow(/too large/);
  });
});

describe('the events of one tick', () => {
  type Received = [channel: string, n: unknown];
  const eventsOf = async (socket: Socket, count: number): Promise<Received[]> => {
    const events = () => socket.messages.filter((m) => m.type === 'event');
    await expect.poll(() => events().length).toBe(count);
    return events().map((m) => [m.channel, (m.payload as { n: unknown }).n]);
  };

  it('reach each socket in commit order, on every channel it follows', async () => {
    const both = await connect();
    const first = await connect();
    const second = await connect();
    for (const [socket, channels] of [
      [both, ['probe:tick1', 'probe:tick2']],
      [first, ['probe:tick1']],
      [second, ['probe:tick2']],
    ] as const) {
      for (const channel of channels) {
        send(socket, { type: 'subscribe', channel });
        await socket.next((m) => m.type === 'subscribed' && m.channel === channel);
      }
    }
    const published: Received[] = [
      ['probe:tick1', 1],
      ['probe:tick2', 2],
      ['probe:tick1', 3],
      ['probe:tick2', 4],
      ['probe:tick1', 5],
    ];
    // One commit: its NOTIFYs arrive together and go out in one write per socket.
    await t.database.db.transaction(async (tx) => {
      for (const [channel, n] of published) await t.realtime.publishInTransaction(tx, channel, 'changed', { n });
    });
    expect(await eventsOf(both, 5)).toEqual(published);
    expect(await eventsOf(first, 3)).toEqual(published.filter(([channel]) => channel === 'probe:tick1'));
    expect(await eventsOf(second, 2)).toEqual(published.filter(([channel]) => channel === 'probe:tick2'));
    // Events of later ticks follow as before.
    await t.realtime.publish('probe:tick2', 'changed', { n: 6 });
    expect((await eventsOf(both, 6)).at(-1)).toEqual(['probe:tick2', 6]);
    for (const socket of [both, first, second]) socket.ws.close();
  });
});

describe('heartbeat', () => {
  it("pings every socket with the server's clock, and cuts one that stops answering", async () => {
    const hub = createRealtimeHub({
      database: t.database,
      log: pino({ level: 'silent' }),
      allowedOrigin: TEST_BASE_URL,
      readUser: async () => null,
      // Long enough that a busy machine's stall does not miss a pong.
      heartbeatMs: 400,
    });
    const server2 = serve({ fetch: () => new Response('ok'), hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server2.once('listening', resolve));
    const attachedAt = Date.now();
    await hub.attach(server2 as never);
    try {
      const url = `ws://127.0.0.1:${(server2.address() as AddressInfo).port}/api/realtime`;
      const answering = await connect(url);
      // Beats go on, so the next ping comes even if one came before this listener.
      const pinged = new Promise((resolve) => answering.ws.once('ping', resolve));
      const heartbeat = await answering.next((m) => m.type === 'heartbeat');
      expect((heartbeat as { serverTime: number }).serverTime).toBeGreaterThanOrEqual(attachedAt);
      await pinged;
      const silent = new WebSocket(url, { origin: TEST_BASE_URL, autoPong: false });
      // Pinged at the next beat, cut at the one after.
      await new Promise((resolve) => silent.once('close', resolve));
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
      await expect.poll(() => hub.connectionCount()).toBe(1);
      answering.ws.close();
    } finally {
      server2.close();
      await hub.close();
    }
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown channel kind', { type: 'subscribe', channel: 'nothing:1' }, 'NOT_FOUND'],
    ['a forbidden channel', { type: 'subscribe', channel: 'probe:secret' }, 'FORBIDDEN'],
    ['a channel whose record is gone', { type: 'subscribe', channel: 'probe:missing' }, 'NOT_FOUND'],
    ['a malformed channel name', { type: 'subscribe', channel: 'Probe 1' }, 'INVALID'],
    ['an unknown message type', { type: 'shout' }, 'INVALID'],
  ])('answers %s with an error and keeps the socket open', async (_name, message, code) => {
    const socket = await connect();
    send(socket, message);
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ code });
    send(socket, { type: 'ping', t: 1 });
    await socket.next((m) => m.type === 'pong');
    socket.ws.close();
  });

  it('answers text that is not JSON with an error', async () => {
    const socket = await connect();
    socket.ws.send('{not json');
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ code: 'INVALID' });
    socket.ws.close();
  });

  it('limits a client to 10 messages a second, then serves it again', async () => {
    const socket = await connect();
    for (let i = 0; i < 30; i++) send(socket, { type: 'ping', t: i });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ code: 'RATE_LIMITED' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(socket.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(11);
    await new Promise((resolve) => setTimeout(resolve, 700));
    send(socket, { type: 'ping', t: 1000 });
    await socket.next((m) => m.type === 'pong' && m.t === 1000);
    socket.ws.close();
  });

  it('refuses a connection from another site', async () => {
    await expect(connect(wsUrl, 'https://evil.example')).rejects.toThrow(/403/);
  });

  it('refuses upgrades on other paths', async () => {
    await expect(connect(wsUrl.replace('/api/realtime', '/api/other'))).rejects.toThrow(/404/);
  });
});

describe('connections per client', () => {
  const closeAll = async (sockets: Socket[]) => {
    await Promise.all(
      sockets.map(({ ws }) => {
        if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
        ws.close();
        return new Promise((resolve) => ws.once('close', resolve));
      }),
    );
  };

  it(`refuses an address its socket number ${REALTIME_CONNECTIONS_PER_CLIENT + 1} with 429, until one closes`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < REALTIME_CONNECTIONS_PER_CLIENT; i++) sockets.push(await connect(wsUrl, TEST_BASE_URL, from));
      await expect(connect(wsUrl, TEST_BASE_URL, from)).rejects.toThrow(/429/);
      // Other addresses are not affected.
      sockets.push(await connect(wsUrl, TEST_BASE_URL, { 'x-forwarded-for': '203.0.113.8' }));
      const first = sockets.shift() as Socket;
      await closeAll([first]);
      await expect
        .poll(
          async () =>
            connect(wsUrl, TEST_BASE_URL, from)
              .then((s) => sockets.push(s))
              .then(
                () => true,
                () => false,
              ),
          {
            timeout: 2000,
          },
        )
        .toBe(true);
      await expect(connect(wsUrl, TEST_BASE_URL, from)).rejects.toThrow(/429/);
    } finally {
      await closeAll(sockets);
    }
  });

  it('counts IPv6 addresses per /64', async () => {
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < REALTIME_CONNECTIONS_PER_CLIENT; i++) {
        sockets.push(await connect(wsUrl, TEST_BASE_URL, { 'x-forwarded-for': `2001:db8:7:7:${i.toString(16)}::1` }));
      }
      await expect(connect(wsUrl, TEST_BASE_URL, { 'x-forwarded-for': '2001:db8:7:7:ffff::9' })).rejects.toThrow(/429/);
      sockets.push(await connect(wsUrl, TEST_BASE_URL, { 'x-forwarded-for': '2001:db8:7:8::1' }));
    } finally {
      await closeAll(sockets);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a lost LISTEN connection on PostgreSQL', () => {
  it('resynchronises every subscribed channel with a fresh snapshot, then delivers events again', async () => {
    const socket = await connect();
    send(socket, { type: 'subscribe', channel: 'probe:resync' });
    await socket.next((m) => m.type === 'subscribed');
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The same message a subscription gets: the client takes it as the channel's state.
    let seen = 0;
    const resync = await socket.next((m) => m.type === 'subscribed' && ++seen === 2, 5000);
    expect(resync).toMatchObject({ type: 'subscribed', channel: 'probe:resync', snapshot: { id: 'resync' } });
    await t.realtime.publish('probe:resync', 'changed', { version: 2 });
    expect(await socket.next((m) => m.type === 'event', 5000)).toMatchObject({ payload: { version: 2 } });
    socket.ws.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('delivers an event published by one process to the sockets of the other', async () => {
    const other = openPostgres(t.database.url as string, 2);
    const hub = createRealtimeHub({
      database: other,
      log: pino({ level: 'silent' }),
      allowedOrigin: TEST_BASE_URL,
      readUser: async () => null,
    });
    hub.registerChannelKind('probe', { snapshot: async (id) => ({ id }) });
    const server2 = serve({ fetch: () => new Response('ok'), hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server2.once('listening', resolve));
    await hub.attach(server2 as never);
    try {
      const socket = await connect(`ws://127.0.0.1:${(server2.address() as AddressInfo).port}/api/realtime`);
      send(socket, { type: 'subscribe', channel: 'probe:shared' });
      await socket.next((m) => m.type === 'subscribed');
      await t.realtime.publish('probe:shared', 'changed', { version: 7 });
      expect(await socket.next((m) => m.type === 'event')).toMatchObject({ payload: { version: 7 } });
      socket.ws.close();
    } finally {
      server2.close();
      await hub.close();
      await other.close();
    }
  });
});

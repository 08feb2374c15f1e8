// Realtime channels over one WebSocket per browser at /api/realtime
// (docs/realtime.md). Modules register a channel kind with its authorization
// and its snapshot; a subscriber gets the snapshot at once, then every event
// published on the channel by any server process: events travel through
// PostgreSQL NOTIFY, and every process LISTENs and fans out to its own sockets.
// Published inside a transaction, an event goes out only on commit, in commit
// order. Clients are limited to REALTIME_EVENTS_PER_SECOND messages a second and
// REALTIME_CONNECTIONS_PER_CLIENT sockets per address. When the LISTEN connection
// is lost and comes back, events in between are gone: every channel followed here
// is resynchronised with a fresh snapshot. What goes to many sockets (events,
// resynchronisations, heartbeats) is framed once and the same bytes written to
// each; the events of one tick go to a socket in one write (ADR 0029).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import { REALTIME_CONNECTIONS_PER_CLIENT, REALTIME_EVENTS_PER_SECOND, REALTIME_HEARTBEAT_MS } from '#shared/constants.ts';
import { ClientMessageSchema, REALTIME_PATH, type ServerMessage } from '#shared/realtime/contract.ts';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import type { SessionUser } from '../lib/context.ts';
import { clientKey } from '../lib/rate-limit.ts';
import { PING_FRAME, textFrame } from './websocket-frames.ts';

/** The PostgreSQL NOTIFY channel every process listens on. */
export const REALTIME_NOTIFY_CHANNEL = 'sdc_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_PAYLOAD_MAX_BYTES = 7900;
const MAX_CHANNELS_PER_SOCKET = 20;
const MAX_MESSAGE_BYTES = 4096;
/** Messages over budget before a flooding client is disconnected. */
const FLOOD_LIMIT = 100;
/** Channels whose snapshot is read at once during a resynchronisation (each takes a pool connection). */
const RESYNC_CONCURRENCY = 4;
/** Tries of a channel's resynchronisation snapshot before its subscribers get an error. */
const RESYNC_ATTEMPTS = 3;
/** How long close() waits for clients to answer the close frame before cutting their connections. */
const CLOSE_TIMEOUT_MS = 2000;

export interface ChannelKindHandlers {
  /** Whether this user (null: a visitor) may follow the channel with this id; default: everyone. */
  authorize?(user: SessionUser | null, id: string): Promise<boolean> | boolean;
  /** The channel's current state, sent on subscribe (and so on every reconnect). Throw a NOT_FOUND AppError for unknown ids. */
  snapshot(id: string): Promise<unknown>;
}

export interface RealtimeHubDeps {
  database: DatabaseHandle;
  log: Logger;
  /** Same-origin check for the upgrade request (the site's origin). */
  allowedOrigin: string;
  /** The session of an upgrade request, from its cookies. */
  readUser(headers: Headers): Promise<SessionUser | null>;
  /** Take the client's address from X-Forwarded-For (TRUST_PROXY), as HTTP requests do (lib/client-ip.ts). */
  trustProxy?: boolean;
  /** Open sockets per client address (IPv4 address, IPv6 /64); default REALTIME_CONNECTIONS_PER_CLIENT. */
  maxConnectionsPerClient?: number;
  /** How often every socket is pinged and sent the server's clock; default REALTIME_HEARTBEAT_MS. */
  heartbeatMs?: number;
}

interface Client {
  socket: WebSocket;
  /** The connection under `socket`, where frames framed once for many sockets are written. */
  connection: Duplex;
  user: SessionUser | null;
  channels: Set<string>;
  tokens: number;
  refilledAt: number;
  overBudget: number;
  isAlive: boolean;
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

function notifyPayload(channel: string, event: string, payload: unknown): string {
  const text = JSON.stringify({ channel, event, payload });
  if (Buffer.byteLength(text) > NOTIFY_PAYLOAD_MAX_BYTES) throw new Error(`realtime event too large for ${channel}`);
  return text;
}

/** The address an upgrade comes from: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
function upgradeAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress;
}

export function createRealtimeHub({
  database,
  log,
  allowedOrigin,
  readUser,
  trustProxy = false,
  maxConnectionsPerClient = REALTIME_CONNECTIONS_PER_CLIENT,
  heartbeatMs = REALTIME_HEARTBEAT_MS,
}: RealtimeHubDeps) {
  const kinds = new Map<string, ChannelKindHandlers>();
  const subscribers = new Map<string, Set<Client>>();
  const clients = new Set<Client>();
  /** Open (and opening) sockets per client key. */
  const connectionsByClient = new Map<string, number>();
  let isClosing = false;
  let resyncTimer: NodeJS.Timeout | undefined;
  // No permessage-deflate: ws then frames and writes every message of its own at
  // once, never queued, so the frames the hub writes itself fall between whole frames.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  let unlisten: (() => Promise<void>) | null = null;
  let listening: Promise<void> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  /** A message for this one client, framed by ws. */
  const send = (client: Client, message: ServerMessage) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  };

  /** Frames made once for many clients (websocket-frames.ts), written as they are: no per-client work. */
  const write = (client: Client, frames: Buffer) => {
    if (client.socket.readyState === client.socket.OPEN) client.connection.write(frames);
  };

  /** This tick's events in commit order, each framed once, until flush() writes them. */
  let pending: { channel: string; frame: Buffer }[] = [];

  /** Takes one NOTIFY for this process's subscribers: serialised and framed once, written with the tick's others. */
  function deliver(raw: string) {
    let parsed: { channel: string; event: string; payload: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (!subscribers.get(parsed.channel)?.size) return;
    // The NOTIFYs of one read from the database arrive in one go: one write per socket for all of them.
    if (pending.length === 0) queueMicrotask(flush);
    pending.push({
      channel: parsed.channel,
      frame: textFrame(JSON.stringify({ type: 'event', ...parsed } satisfies ServerMessage)),
    });
  }

  /**
   * Writes this tick's events: each channel's frames joined once, in commit
   * order, and the same buffer written to each of its subscribers. A socket
   * following more than one channel gets its own join of the channels it
   * follows, still in commit order, in one write.
   */
  function flush() {
    const batch = pending;
    pending = [];
    const framesByChannel = new Map<string, Buffer[]>();
    for (const { channel, frame } of batch) {
      const frames = framesByChannel.get(channel);
      if (frames) frames.push(frame);
      else framesByChannel.set(channel, [frame]);
    }
    const isOneChannel = framesByChannel.size === 1;
    const followingSeveral = new Set<Client>();
    for (const [channel, frames] of framesByChannel) {
      const data = frames.length === 1 ? (frames[0] as Buffer) : Buffer.concat(frames);
      for (const client of subscribers.get(channel) ?? []) {
        if (isOneChannel || client.channels.size === 1) write(client, data);
        else followingSeveral.add(client);
      }
    }
    for (const client of followingSeveral) {
      write(client, Buffer.concat(batch.filter((event) => client.channels.has(event.channel)).map((event) => event.frame)));
    }
  }

  function start(): Promise<void> {
    listening ??= database
      .listen(REALTIME_NOTIFY_CHANNEL, deliver, { onReconnect: () => void resync([...subscribers.keys()], 1) })
      .then((stop) => {
        unlisten = stop;
      });
    return listening;
  }

  /**
   * Sends every local subscriber of these channels a fresh snapshot, as the
   * `subscribed` message a (re)subscription gets: events published while the
   * LISTEN connection was down never arrive, and the client takes a snapshot as
   * the new state (dropping older events by version). A channel whose snapshot
   * cannot be read is tried again, then its subscribers get an error.
   */
  async function resync(channels: string[], attempt: number): Promise<void> {
    if (isClosing || channels.length === 0) return;
    log.info({ channels: channels.length, attempt }, 'realtime resynchronising channels');
    const failed: string[] = [];
    const queue = [...channels];
    const worker = async () => {
      for (let channel = queue.shift(); channel !== undefined; channel = queue.shift()) {
        if (!(await resyncChannel(channel, attempt === RESYNC_ATTEMPTS))) failed.push(channel);
      }
    };
    await Promise.all(Array.from({ length: RESYNC_CONCURRENCY }, worker));
    if (failed.length > 0 && attempt < RESYNC_ATTEMPTS && !isClosing) {
      resyncTimer = setTimeout(() => void resync(failed, attempt + 1), 500 * 2 ** attempt);
      resyncTimer.unref();
    }
  }

  /** Resynchronises one channel; false when it should be tried again. */
  async function resyncChannel(channel: string, isLastAttempt: boolean): Promise<boolean> {
    const [kind = '', id = ''] = channel.split(':', 2);
    const handlers = kinds.get(kind);
    if (!handlers || !subscribers.get(channel)?.size) return true;
    try {
      const snapshot = await handlers.snapshot(id);
      const data = textFrame(JSON.stringify({ type: 'subscribed', channel, snapshot } satisfies ServerMessage));
      for (const client of subscribers.get(channel) ?? []) write(client, data);
      return true;
    } catch (error) {
      const isNotFound = (error as { code?: string }).code === 'NOT_FOUND';
      if (!isNotFound && !isLastAttempt) return false;
      if (!isNotFound) log.error({ err: error, channel }, 'realtime resynchronisation failed');
      for (const client of [...(subscribers.get(channel) ?? [])]) {
        unsubscribe(client, channel);
        send(client, {
          type: 'error',
          channel,
          code: isNotFound ? 'NOT_FOUND' : 'INTERNAL',
          message: isNotFound ? 'Not found' : 'Could not load the channel',
        });
      }
      return true;
    }
  }

  function unsubscribe(client: Client, channel: string) {
    client.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(client);
    if (set && set.size === 0) subscribers.delete(channel);
  }

  async function subscribe(client: Client, channel: string) {
    const [kind = '', id = ''] = channel.split(':', 2);
    const handlers = kinds.get(kind);
    if (!handlers) return send(client, { type: 'error', channel, code: 'NOT_FOUND', message: `No channel kind ${kind}` });
    if (!client.channels.has(channel) && client.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return send(client, {
        type: 'error',
        channel,
        code: 'LIMIT',
        message: `At most ${MAX_CHANNELS_PER_SOCKET} channels per connection`,
      });
    }
    try {
      if (handlers.authorize && !(await handlers.authorize(client.user, id))) {
        return send(client, { type: 'error', channel, code: 'FORBIDDEN', message: 'You may not follow this channel' });
      }
      // Subscribe before reading the snapshot, so no event falls between the two;
      // the client drops events older than the snapshot (by their version).
      client.channels.add(channel);
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(client);
      const snapshot = await handlers.snapshot(id);
      send(client, { type: 'subscribed', channel, snapshot });
    } catch (error) {
      unsubscribe(client, channel);
      const code = (error as { code?: string }).code === 'NOT_FOUND' ? 'NOT_FOUND' : 'INTERNAL';
      if (code === 'INTERNAL') log.error({ err: error, channel }, 'realtime snapshot failed');
      send(client, { type: 'error', channel, code, message: code === 'NOT_FOUND' ? 'Not found' : 'Could not load the channel' });
    }
  }

  /** Token bucket: REALTIME_EVENTS_PER_SECOND a second, bursts of as many. */
  function withinBudget(client: Client, now: number): boolean {
    client.tokens = Math.min(
      REALTIME_EVENTS_PER_SECOND,
      client.tokens + ((now - client.refilledAt) / 1000) * REALTIME_EVENTS_PER_SECOND,
    );
    client.refilledAt = now;
    if (client.tokens >= 1) {
      client.tokens -= 1;
      return true;
    }
    return false;
  }

  function onMessage(client: Client, data: unknown) {
    if (!withinBudget(client, Date.now())) {
      client.overBudget++;
      if (client.overBudget === 1)
        send(client, { type: 'error', code: 'RATE_LIMITED', message: 'Too many messages; slow down.' });
      if (client.overBudget > FLOOD_LIMIT) client.socket.close(1008, 'rate limit');
      return;
    }
    client.overBudget = 0;
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return send(client, { type: 'error', code: 'INVALID', message: 'Messages must be JSON' });
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) return send(client, { type: 'error', code: 'INVALID', message: 'Unknown or malformed message' });
    const message = parsed.data;
    if (message.type === 'ping') return send(client, { type: 'pong', t: message.t, serverTime: Date.now() });
    if (message.type === 'unsubscribe') return unsubscribe(client, message.channel);
    void subscribe(client, message.channel);
  }

  function accept(socket: WebSocket, connection: Duplex, user: SessionUser | null) {
    const client: Client = {
      socket,
      connection,
      user,
      channels: new Set(),
      tokens: REALTIME_EVENTS_PER_SECOND,
      refilledAt: Date.now(),
      overBudget: 0,
      isAlive: true,
    };
    clients.add(client);
    socket.on('message', (data) => onMessage(client, data));
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      for (const channel of [...client.channels]) unsubscribe(client, channel);
      clients.delete(client);
    });
  }

  function beat() {
    // A ping and the server's clock, framed once, in one write per socket.
    const data = Buffer.concat([
      PING_FRAME,
      textFrame(JSON.stringify({ type: 'heartbeat', serverTime: Date.now() } satisfies ServerMessage)),
    ]);
    for (const client of clients) {
      // No answer to the last ping: the connection is gone without a close.
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      write(client, data);
    }
  }

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (isClosing) return refuse(503, 'Service Unavailable');
    const origin = request.headers.origin;
    if (origin !== allowedOrigin) return refuse(403, 'Forbidden');
    // A slot is taken from the upgrade on and given back when the connection ends,
    // however it ends (refused handshake, close, terminate).
    const key = clientKey(upgradeAddress(request, trustProxy));
    const open = connectionsByClient.get(key) ?? 0;
    if (open >= maxConnectionsPerClient) return refuse(429, 'Too Many Requests');
    connectionsByClient.set(key, open + 1);
    socket.once('close', () => {
      const left = (connectionsByClient.get(key) ?? 1) - 1;
      if (left > 0) connectionsByClient.set(key, left);
      else connectionsByClient.delete(key);
    });
    let user: SessionUser | null = null;
    try {
      const headers = new Headers();
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      user = await readUser(headers);
    } catch (error) {
      log.warn({ err: error }, 'realtime session read failed');
    }
    if (isClosing) return refuse(503, 'Service Unavailable');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, socket, user));
  }

  return {
    registerChannelKind(kind: string, handlers: ChannelKindHandlers) {
      kinds.set(kind, handlers);
    },
    /** Starts listening for events of every process; called by attach, or by tests without HTTP. */
    start,
    /** Publishes now (outside any transaction). */
    async publish(channel: string, event: string, payload: unknown): Promise<void> {
      await database.db.execute(sql`select pg_notify(${REALTIME_NOTIFY_CHANNEL}, ${notifyPayload(channel, event, payload)})`);
    },
    /** Publishes when `tx` commits (and never if it rolls back). */
    async publishInTransaction(tx: Transaction, channel: string, event: string, payload: unknown): Promise<void> {
      await tx.execute(sql`select pg_notify(${REALTIME_NOTIFY_CHANNEL}, ${notifyPayload(channel, event, payload)})`);
    },
    /** Serves /api/realtime on this HTTP server. */
    async attach(server: Server) {
      await start();
      server.on('upgrade', (request, socket, head) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== REALTIME_PATH) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        void handleUpgrade(request, socket, head);
      });
      heartbeat ??= setInterval(beat, heartbeatMs);
      heartbeat.unref();
    },
    /** Sockets connected to this process (for the health of the bench and tests). */
    connectionCount: () => clients.size,
    /**
     * Closes every socket with 1001 "server shutting down" and resolves once each
     * has closed (the close frame reached the client), or was cut after
     * CLOSE_TIMEOUT_MS; then stops listening. Upgrades from now on get 503.
     */
    async close() {
      isClosing = true;
      clearTimeout(resyncTimer);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const closed = [...clients].map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            const timer = setTimeout(() => socket.terminate(), CLOSE_TIMEOUT_MS);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.close(1001, 'server shutting down');
          }),
      );
      await Promise.all(closed);
      wss.close();
      await listening?.catch(() => {});
      await unlisten?.();
      unlisten = null;
      listening = null;
    },
  };
}

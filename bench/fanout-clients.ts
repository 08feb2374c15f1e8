// The audience of the fan-out benchmark (bench/fanout.ts), in a process of its
// own so that neither the driver sending the timer changes nor the server share
// its event loop: FANOUT_CLIENTS WebSocket clients (ws, as a browser would speak
// it) follow one debate room, and each marks every message with the machine's
// clock (performance.timeOrigin + performance.now(), comparable across
// processes) the moment its handler runs. Hundreds of screens share this one
// process, so each client's clock also waits on the others' reading: a client
// does the least on receipt (the timer's version read straight from the bytes
// into arrays made up front, nothing kept that the garbage collector would have
// to walk), and each client's first and last events are parsed in full at the
// end to check that reading.
// Talks to the driver over the IPC channel: "ready" once every client holds the
// room's snapshot; on "report", the receipt times of each version and how many
// clients saw every version from 1 in order; on "close", ends the sockets and exits.
import WebSocket from 'ws';

export interface FanoutClientsReady {
  type: 'ready';
}

export interface FanoutClientsReport {
  type: 'report';
  /** receipts[v - 1]: the clock at which each client that got version v got it (epoch ms, fractional). */
  receipts: number[][];
  /** Clients whose versions were exactly 1, 2, … `expectedVersions`, in that order, and read right. */
  inOrder: number;
  /** Messages other than timer events (heartbeats, errors). */
  otherMessages: number;
}

export type FanoutClientsMessage = FanoutClientsReady | FanoutClientsReport;
export type FanoutDriverMessage = { type: 'report'; expectedVersions: number } | { type: 'close' };

const baseUrl = process.env.FANOUT_BASE_URL ?? '';
const channel = process.env.FANOUT_CHANNEL ?? '';
const clientCount = Number(process.env.FANOUT_CLIENTS ?? 0);
/** Second octet of the addresses the clients name (X-Forwarded-For; REALTIME_CONNECTIONS_PER_CLIENT per address). */
const addressBlock = Number(process.env.FANOUT_ADDRESS_BLOCK ?? 0);
/** Events kept per client; more are counted as out of order. */
const CAPACITY = 1024;
const EVENT_PREFIX = Buffer.from('{"type":"event"');
// The event's payload is { status, timer, event }, and the timer's first field is its version.
const VERSION_KEY = Buffer.from('"version":');
const now = () => performance.timeOrigin + performance.now();

function post(message: FanoutClientsMessage) {
  process.send?.(message);
}

/** The digits after the first "version": of an event, as a number (-1 when there are none). */
function versionOf(data: Buffer): number {
  const start = data.indexOf(VERSION_KEY);
  if (start < 0) return -1;
  let version = -1;
  for (let k = start + VERSION_KEY.length; k < data.length; k++) {
    const digit = (data[k] as number) - 48;
    if (digit < 0 || digit > 9) break;
    version = (version < 0 ? 0 : version * 10) + digit;
  }
  return version;
}

const sockets: WebSocket[] = [];
const versions = Array.from({ length: clientCount }, () => new Int32Array(CAPACITY));
const times = Array.from({ length: clientCount }, () => new Float64Array(CAPACITY));
const counts = new Int32Array(clientCount);
/** Each client's first and last event as it came, parsed at the end to check versionOf. */
const firstEvents: (Buffer | undefined)[] = [];
const lastEvents: (Buffer | undefined)[] = [];
let subscribed = 0;
let otherMessages = 0;

for (let i = 0; i < clientCount; i++) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/realtime`, {
    origin: baseUrl,
    headers: { 'x-forwarded-for': `10.${addressBlock}.${i >> 8}.${i & 255}` },
  });
  sockets.push(ws);
  const clientVersions = versions[i] as Int32Array;
  const clientTimes = times[i] as Float64Array;
  const onMessage = (raw: WebSocket.RawData) => {
    const at = now();
    // Text messages come as one Buffer (ws's default binaryType).
    const data = raw as Buffer;
    if (data.compare(EVENT_PREFIX, 0, EVENT_PREFIX.length, 0, EVENT_PREFIX.length) !== 0) {
      otherMessages++;
      return;
    }
    const n = counts[i] as number;
    if (n < CAPACITY) {
      clientVersions[n] = versionOf(data);
      clientTimes[n] = at;
    }
    counts[i] = n + 1;
    if (n === 0) firstEvents[i] = data;
    else lastEvents[i] = data;
  };
  ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
  ws.on('message', function untilSubscribed(data) {
    if (JSON.parse(String(data)).type !== 'subscribed') return;
    ws.off('message', untilSubscribed);
    ws.on('message', onMessage);
    if (++subscribed === clientCount) post({ type: 'ready' });
  });
  ws.on('error', (error) => {
    console.error(`fan-out client ${i}: ${error.message}`);
    process.exit(1);
  });
}

/** Whether this event, parsed in full, is the timer event versionOf read it as. */
function isReadRight(data: Buffer | undefined, version: number | undefined): boolean {
  if (data === undefined) return true;
  const message = JSON.parse(String(data));
  return message.type === 'event' && message.payload?.timer?.version === version;
}

process.on('message', (message: FanoutDriverMessage) => {
  if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
  const expected = message.expectedVersions;
  const receipts: number[][] = Array.from({ length: expected }, () => []);
  let inOrder = 0;
  for (let i = 0; i < clientCount; i++) {
    const count = Math.min(counts[i] as number, CAPACITY);
    const clientVersions = versions[i] as Int32Array;
    const clientTimes = times[i] as Float64Array;
    let isInOrder = counts[i] === expected;
    for (let k = 0; k < count; k++) {
      const version = clientVersions[k] as number;
      receipts[version - 1]?.push(clientTimes[k] as number);
      if (version !== k + 1) isInOrder = false;
    }
    const isRead = isReadRight(firstEvents[i], clientVersions[0]) && isReadRight(lastEvents[i], clientVersions[count - 1]);
    if (isInOrder && isRead) inOrder++;
  }
  post({ type: 'report', receipts, inOrder, otherMessages });
});
// The driver ending (or dying) ends the audience.
process.on('disconnect', () => process.exit(0));

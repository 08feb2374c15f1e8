// The frames the hub writes itself, read by a real ws client over loopback: text
// of every header length (7-bit, 16-bit and 64-bit lengths, and their edges),
// multi-byte UTF-8, several frames in one write, and a ping the client answers.
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { PING_FRAME, textFrame } from './websocket-frames.ts';

let wss: WebSocketServer;
let connection: Duplex;
let client: WebSocket;
const received: string[] = [];

beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => wss.once('listening', resolve));
  const connected = new Promise<void>((resolve) => {
    wss.once('connection', (_ws, request) => {
      connection = request.socket;
      resolve();
    });
  });
  client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  client.on('message', (data, isBinary) => {
    if (!isBinary) received.push(String(data));
  });
  await connected;
  await new Promise((resolve) => client.once('open', resolve));
});

afterAll(async () => {
  client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

async function nextMessages(count: number): Promise<string[]> {
  const start = received.length;
  await expect.poll(() => received.length, { timeout: 3000 }).toBeGreaterThanOrEqual(start + count);
  return received.slice(start, start + count);
}

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 200_000])('frames %i bytes of text', async (length) => {
    const text = 'x'.repeat(length);
    connection.write(textFrame(text));
    expect(await nextMessages(1)).toEqual([text]);
  });

  it('counts the length in bytes, not characters', async () => {
    const text = `{"name":"Łukasz Nowak – 討論 🗣️"}${'é'.repeat(70)}`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(125);
    expect(text.length).toBeLessThan(126);
    connection.write(textFrame(text));
    expect(await nextMessages(1)).toEqual([text]);
  });

  it('reads as separate messages when several frames go in one write', async () => {
    connection.write(Buffer.concat([textFrame('first'), textFrame('y'.repeat(300)), textFrame('third')]));
    expect(await nextMessages(3)).toEqual(['first', 'y'.repeat(300), 'third']);
  });
});

describe('PING_FRAME', () => {
  it('is a ping the client answers with a pong', async () => {
    const ponged = new Promise<void>((resolve) => {
      for (const ws of wss.clients) ws.once('pong', () => resolve());
    });
    const pinged = new Promise<void>((resolve) => client.once('ping', () => resolve()));
    connection.write(PING_FRAME);
    await Promise.all([pinged, ponged]);
  });
});

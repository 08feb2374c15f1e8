// Bodies over 1 MB over real HTTP: the client is still sending when the limit
// trips, and must still read the whole 413 with its JSON error — never a
// connection reset — and the server keeps serving.
import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const BODY = Buffer.alloc(2 * 1024 * 1024, 0x61);

type Outcome = { status: number; headers: string; body: string } | { error: string };

/**
 * One POST of BODY over a raw socket, written 64 KB at a time with a pause
 * between writes (a client on a slow link), the answer read only once the whole
 * body is sent — as clients that send before they read do.
 */
function post(path: string, { chunked = false, pauseMs = 20 } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.pause();
    socket.on('data', (part: Buffer) => received.push(part));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.on('end', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Origin: ${TEST_BASE_URL}`,
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    let offset = 0;
    const writeMore = () => {
      if (socket.destroyed) return;
      if (offset >= BODY.length) {
        if (chunked) socket.write('0\r\n\r\n');
        // Sent: now read the answer; ask the server to close once it is written.
        socket.resume();
        socket.end();
        return;
      }
      const chunk = BODY.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      socket.write(
        chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk,
      );
      setTimeout(writeMore, pauseMs);
    };
    writeMore();
  });
}

describe('bodies over 1 MB over HTTP', () => {
  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('20 of them at once (%s), sent slowly, all get the 413 with its JSON error, none reset', async (_name, chunked) => {
    const results = await Promise.all(Array.from({ length: 20 }, () => post('/api/debates', { chunked })));
    for (const result of results) {
      expect(result).toMatchObject({ status: 413 });
      expect(JSON.parse((result as { body: string }).body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    }
  });

  it('a body sent quickly gets the same, and the server keeps serving', async () => {
    for (let i = 0; i < 5; i++)
      expect(await post('/api/newsletter/subscriptions', { pauseMs: 0 })).toMatchObject({ status: 413 });
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

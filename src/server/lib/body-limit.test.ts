import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitRequestBody } from './body-limit.ts';
import type { AppEnv } from './context.ts';
import { toErrorResponse } from './errors.ts';

const app = new Hono<AppEnv>()
  .use(limitRequestBody({ maxBytes: 10, message: 'too large', discardBytes: 100 }))
  .post('/', async (c) => c.text(`got ${(await c.req.text()).length}`));
app.onError((err, c) => toErrorResponse(err, c, () => {}));

/** A body sent as a stream (no Content-Length), in pieces of 10 bytes. */
function streamed(length: number): RequestInit {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < length; sent += 10) controller.enqueue(new Uint8Array(Math.min(10, length - sent)));
      controller.close();
    },
  });
  return { method: 'POST', body, duplex: 'half' } as RequestInit;
}

describe('limitRequestBody', () => {
  it('hands bodies within the limit to the handler, declared or streamed', async () => {
    expect(await (await app.request('/', { method: 'POST', body: 'x'.repeat(10) })).text()).toBe('got 10');
    expect(await (await app.request('/', streamed(10))).text()).toBe('got 10');
  });

  it('reads a larger body to its end, then answers 413 on a connection that stays open', async () => {
    for (const init of [{ method: 'POST', body: 'x'.repeat(50) }, streamed(50)]) {
      const res = await app.request('/', init);
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBeNull();
      expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'too large' } });
    }
  });

  it('past the bound it stops reading and closes the connection after the 413', async () => {
    const res = await app.request('/', streamed(1000));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
  });
});

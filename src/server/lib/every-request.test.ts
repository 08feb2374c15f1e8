import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { answerHeader, everyRequest, type RequestContext } from './every-request.ts';
import { mountOperations, implement } from './operations.ts';
import { securityHeaders } from './security-headers.ts';

const operation = (id: string, path: string) =>
  ({ id, method: 'get', path, tag: 'test', summary: id, guard: 'public', response: z.unknown() }) as const;

function makeApp() {
  const app = new Hono<AppEnv>();
  app.use(
    everyRequest({ context: {} as RequestContext, log: pino({ level: 'silent' }), headers: securityHeaders({ https: false }) }),
  );
  const api = new Hono<AppEnv>();
  mountOperations(
    api,
    [
      implement(operation('cached', '/api/cached'), (c) => {
        answerHeader(c, 'Cache-Control', 'public, max-age=60');
        return { words: 'word '.repeat(400) };
      }),
      implement(operation('context-header', '/api/context-header'), (c) => {
        c.header('Cache-Control', 'no-store');
        return { ok: true };
      }),
      implement(operation('own-answer', '/api/own-answer'), (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ ok: true });
      }),
    ],
    { checkResponses: true },
  );
  app.route('/api', api);
  app.get('/page', (c) => c.html(`<!doctype html><p>${'a page '.repeat(400)}</p>`));
  app.get('/picture', () => new Response('png', { headers: { 'content-security-policy': "default-src 'none'; sandbox" } }));
  return app;
}

describe('everyRequest', () => {
  const app = makeApp();

  it("writes an operation's answer with the security headers, its id and the handler's own header", async () => {
    const res = await app.request('/api/cached', { headers: { 'accept-encoding': 'gzip', 'x-request-id': 'r-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-request-id')).toBe('r-1');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).words).toHaveLength(2000);
  });

  it('refuses, in tests, an operation that set a header with c.header and answered with data', async () => {
    const res = await app.request('/api/context-header');
    expect(res.status).toBe(500);
  });

  it("keeps c.header's headers on an answer the handler made itself", async () => {
    const res = await app.request('/api/own-answer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('adds the headers to any other answer and compresses it, leaving a header the route set', async () => {
    const page = await app.request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-request-id')).toBeTruthy();
    const picture = await app.request('/picture');
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(picture.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS over https only', () => {
    expect(securityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ https: true })['strict-transport-security']).toContain('max-age=');
  });
});

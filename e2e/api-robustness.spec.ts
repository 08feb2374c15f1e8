// The API from outside, the way a careless or hostile client would call it: bad
// bodies, bad query strings and bad ids get a 4xx with the JSON error shape
// { error: { code, message } }, never a 500, and the server keeps answering.
// Also the security, caching and compression headers of the served web app.
import { type APIResponse, expect, request as playwrightRequest, test } from '@playwright/test';

// Bad sign-in bodies count as failed sign-ins: from an address of their own, so the
// server's per-IP limit (docs/auth.md) does not lock out the other journeys.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.250' } });

const LIST_ENDPOINTS = ['/api/debates', '/api/clubs', '/api/events', '/api/topics'];
const ONE_MB = 1024 * 1024;
const NEWSLETTER = '/api/newsletter/subscriptions';
/** Raw bytes: Playwright re-encodes a string body that is not valid JSON when the content type is JSON. */
const raw = (text: string) => Buffer.from(text, 'utf8');

async function expectApiError(res: APIResponse, status: number | number[], code?: string) {
  const text = await res.text();
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `status ${res.status()} for ${res.url()}: ${text.slice(0, 300)}`).toContain(res.status());
  expect(res.headers()['content-type'], 'error bodies are JSON').toContain('application/json');
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, `error.code in ${text.slice(0, 300)}`).toBe('string');
  expect(typeof body.error?.message, `error.message in ${text.slice(0, 300)}`).toBe('string');
  expect(String(body.error?.message ?? '').length).toBeGreaterThan(0);
  if (code) expect(body.error?.code).toBe(code);
}

test.describe('bad bodies', () => {
  test('malformed JSON → 400 INVALID_JSON', async ({ request }) => {
    for (const body of ['{"email":', '{email: "a@b.c"}', 'null,', '\u0000\u0001']) {
      const res = await request.post(NEWSLETTER, { headers: { 'content-type': 'application/json' }, data: raw(body) });
      await expectApiError(res, 400);
    }
    const res = await request.post(NEWSLETTER, { headers: { 'content-type': 'application/json' }, data: raw('{"email":') });
    await expectApiError(res, 400, 'INVALID_JSON');
  });

  test('JSON of the wrong shape → 400 VALIDATION_FAILED', async ({ request }) => {
    for (const data of [[], 'just a string', 42, { email: 12 }, { email: 'not-an-email' }, { email: 'a@b.co', extra: 1 }]) {
      const res = await request.post(NEWSLETTER, {
        headers: { 'content-type': 'application/json' },
        data: raw(JSON.stringify(data)),
      });
      await expectApiError(res, 400, 'VALIDATION_FAILED');
    }
  });

  test('wrong content type → 415', async ({ request }) => {
    const cases: [string, string][] = [
      ['text/plain', '{"email":"someone@example.com"}'],
      ['application/x-www-form-urlencoded', 'email=someone%40example.com'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n'],
    ];
    for (const [contentType, data] of cases) {
      const res = await request.post(NEWSLETTER, { headers: { 'content-type': contentType }, data: raw(data) });
      await expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const noType = await request.fetch(NEWSLETTER, { method: 'POST', data: Buffer.from('{"email":"a@b.co"}') });
    await expectApiError(noType, 415);
  });

  test('body over 1 MB → 413, on every API path', async ({ baseURL }) => {
    const big = raw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(ONE_MB + 1) }));
    // A fresh client per request: see the keep-alive test below for why.
    for (const path of [NEWSLETTER, '/api/auth/sign-in/email', '/api/debates']) {
      const client = await playwrightRequest.newContext({ baseURL });
      const res = await client.post(path, { headers: { 'content-type': 'application/json' }, data: big });
      await expectApiError(res, 413, 'PAYLOAD_TOO_LARGE');
      await client.dispose();
    }
  });

  test('after a 413 the same keep-alive client can send its next request', async ({ request }) => {
    // The server answers 413 before reading the body; it must then either read
    // the rest or say `Connection: close`, or the client's next request on that
    // socket dies with ECONNRESET.
    const big = raw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(ONE_MB + 1) }));
    const first = await request.post(NEWSLETTER, { headers: { 'content-type': 'application/json' }, data: big });
    await expectApiError(first, 413);
    const next = await request.get('/api/health');
    expect(next.status()).toBe(200);
  });

  test('the auth endpoints refuse bad bodies without a 500', async ({ request }) => {
    const malformed = await request.post('/api/auth/sign-in/email', {
      headers: { 'content-type': 'application/json' },
      data: raw('{"email":'),
    });
    expect(malformed.status()).toBeGreaterThanOrEqual(400);
    expect(malformed.status()).toBeLessThan(500);
    const wrongShape = await request.post('/api/auth/sign-in/email', { data: { email: ['x'], password: { a: 1 } } });
    expect(wrongShape.status()).toBeGreaterThanOrEqual(400);
    expect(wrongShape.status()).toBeLessThan(500);
    const badPassword = await request.post('/api/auth/sign-in/email', {
      data: { email: 'priya.shah@sdc.local', password: 'wrong-password' },
    });
    expect(badPassword.status()).toBe(401);
  });
});

test.describe('bad query strings', () => {
  const invalid: [string, string][] = [
    ['unknown parameter', 'foo=bar'],
    ['limit=0', 'limit=0'],
    ['limit=101', 'limit=101'],
    ['limit=abc', 'limit=abc'],
    ['limit=1.5', 'limit=1.5'],
    ['page=0', 'page=0'],
    ['page=-1', 'page=-1'],
    ['unknown sort', 'sort=sideways'],
    ['q longer than 100 characters', `q=${'x'.repeat(101)}`],
  ];
  for (const endpoint of LIST_ENDPOINTS) {
    for (const [name, query] of invalid) {
      test(`${endpoint} ${name} → 400`, async ({ request }) => {
        const res = await request.get(`${endpoint}?${query}`);
        await expectApiError(res, 400, 'VALIDATION_FAILED');
      });
    }
    test(`${endpoint} edge values are accepted`, async ({ request }) => {
      for (const query of ['limit=1', 'limit=100', 'page=1', `q=${'x'.repeat(100)}`, 'page=9999', "q=' or 1=1 --", 'q=%25_%5C']) {
        const res = await request.get(`${endpoint}?${query}`);
        expect(res.status(), `${endpoint}?${query}: ${await res.text()}`).toBe(200);
        const body = (await res.json()) as { items: unknown[] };
        expect(Array.isArray(body.items)).toBe(true);
      }
    });
  }
});

test.describe('bad ids', () => {
  for (const list of ['debates', 'clubs', 'events', 'topics']) {
    test(`/api/${list}/:id with a non-UUID → 400, unknown UUID → 404`, async ({ request }) => {
      for (const id of ['not-a-uuid', '123', "1'%20or%20'1'='1", '%00', 'x'.repeat(300)]) {
        await expectApiError(await request.get(`/api/${list}/${id}`), 400);
      }
      await expectApiError(await request.get(`/api/${list}/00000000-0000-4000-8000-000000000000`), 404, 'NOT_FOUND');
    });
  }

  test('/api/clubs/:id/members with bad ids', async ({ request }) => {
    await expectApiError(await request.get('/api/clubs/not-a-uuid/members'), 400);
    const unknown = await request.get('/api/clubs/00000000-0000-4000-8000-000000000000/members');
    expect([200, 404]).toContain(unknown.status());
    if (unknown.status() === 404) await expectApiError(unknown, 404);
  });

  test('an unknown API path or method → 404/405 with the error shape', async ({ request }) => {
    await expectApiError(await request.get('/api/no-such-thing'), 404, 'NOT_FOUND');
    await expectApiError(await request.delete('/api/debates'), [404, 405]);
    await expectApiError(await request.put('/api/health', { data: {} }), [404, 405]);
  });
});

test('after all of that the server still answers /api/health', async ({ request }) => {
  // Runs after a burst of bad requests of its own, so it does not depend on test order.
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post(NEWSLETTER, { headers: { 'content-type': 'application/json' }, data: raw(`{"email":${i}`) }),
    ),
  );
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok' });
});

test.describe('headers of the served web app', () => {
  test('security headers on /', async ({ request }) => {
    const res = await request.get('/');
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp, `CSP: ${csp}`).toContain(directive);
    }
    expect(csp, 'no inline or eval script').not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
  });

  test('API responses carry the security headers too', async ({ request }) => {
    const headers = (await request.get('/api/health')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('hashed /assets/* are immutable; index.html is no-cache', async ({ request }) => {
    for (const path of ['/', '/debates', '/this-page-does-not-exist']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], `cache-control of ${path}`).toContain('no-cache');
    }
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length, 'index.html references hashed assets').toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], `cache-control of ${asset}`).toMatch(/immutable/);
      expect(res.headers()['cache-control']).toMatch(/max-age=\d{7,}/);
    }
    const missing = await request.get('/assets/no-such-file-abc123.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('responses are compressed when the client accepts gzip or br', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // A script worth compressing: the entry may be a tiny stub (under the 1 kB
    // threshold, rightly sent as is) that imports a preloaded chunk.
    let script: string | undefined;
    for (const [, ref] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
      const res = await request.get(ref as string, { headers: { 'accept-encoding': 'identity' } });
      if ((await res.body()).length > 1024) {
        script = ref;
        break;
      }
    }
    expect(script, 'a script over 1 kB referenced by index.html').toBeTruthy();
    for (const path of ['/', script as string, '/api/debates?limit=50']) {
      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], `gzip for ${path}`).toBe('gzip');
      const either = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(['br', 'gzip'], `br or gzip for ${path}`).toContain(either.headers()['content-encoding']);
      const identity = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers()['content-encoding'] ?? 'identity', `identity for ${path}`).toBe('identity');
    }
  });
});

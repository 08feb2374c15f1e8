// The server's cross-cutting behaviour over HTTP against a real database:
// health, the JSON error shape for bad input, security headers, the session
// guards, and the SPA fallback's status codes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '#shared/api-error.ts';
import { createTestApp, jsonPost, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { createTestDatabase } from '#tests/test-database.ts';
import { createApp } from './app.ts';
import { profiles } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function expectApiError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = ApiErrorSchema.parse(await res.json());
  if (code) expect(body.error.code).toBe(code);
  return body;
}

describe('GET /api/health', () => {
  it('reports ok with version and uptime while the database answers', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', db: 'ok', version: expect.any(String), uptime: expect.any(Number) });
  });

  it('answers 503 when the database is unreachable', async () => {
    const database = await createTestDatabase();
    const { app } = createApp({ database, config: t.config, log: pino({ level: 'silent' }) });
    await database.destroy();
    const res = await app.request(`${TEST_BASE_URL}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', db: 'unreachable' });
  });
});

describe('bad input gets a 4xx with the JSON error shape, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await t.request('/api/newsletter/subscriptions', json('{"email":'));
    await expectApiError(res, 400, 'INVALID_JSON');
  });

  it('a body that is not JSON', async () => {
    const res = await t.request('/api/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: TEST_BASE_URL },
      body: 'email=a@b.co',
    });
    await expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over 1 MB', async () => {
    const res = await t.request('/api/newsletter/subscriptions', json({ email: 'a@b.co', pad: 'x'.repeat(1024 * 1024 + 10) }));
    await expectApiError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('unknown fields in a body', async () => {
    const res = await t.request('/api/newsletter/subscriptions', json({ email: 'a@b.co', admin: true }));
    await expectApiError(res, 400, 'VALIDATION_FAILED');
  });

  it('an invalid e-mail gives the spec message on the field', async () => {
    const res = await t.request('/api/newsletter/subscriptions', json({ email: 'not-an-email' }));
    const body = await expectApiError(res, 400, 'VALIDATION_FAILED');
    expect(body.error.fields?.email).toContain('Invalid email address');
  });

  it.each([
    ['unknown parameter', '/api/debates?foo=1'],
    ['page below 1', '/api/debates?page=0'],
    ['limit below 1', '/api/debates?limit=0'],
    ['limit above 100', '/api/debates?limit=101'],
    ['not a number', '/api/clubs?page=abc'],
    ['unknown sort', '/api/topics?sort=random'],
    ['search over 100 characters', `/api/events?q=${'a'.repeat(101)}`],
    ['malformed id', '/api/debates/not-a-uuid'],
  ])('%s', async (_name, url) => {
    const res = await t.request(url);
    await expectApiError(res, 400, 'VALIDATION_FAILED');
  });

  it('search over 100 characters says "Search query too long"', async () => {
    const res = await t.request(`/api/debates?q=${'a'.repeat(101)}`);
    const body = await expectApiError(res, 400);
    expect(body.error.fields?.q).toContain('Search query too long');
  });

  it('an unknown record is a 404', async () => {
    const res = await t.request('/api/debates/00000000-0000-4000-8000-000000000000');
    await expectApiError(res, 404, 'NOT_FOUND');
  });

  it('an unknown API path is a JSON 404', async () => {
    await expectApiError(await t.request('/api/nope'), 404, 'NOT_FOUND');
  });

  it('keeps serving after a burst of bad requests', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.request('/api/newsletter/subscriptions', json(i % 2 ? '{' : '[]'))));
    expect((await t.request('/api/health')).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation from another origin', async () => {
    const res = await t.request('/api/newsletter/subscriptions', json({ email: 'a@b.co' }, { origin: 'https://evil.example' }));
    await expectApiError(res, 403, 'FORBIDDEN');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and friends, and no HSTS over http', async () => {
    const res = await t.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of ["script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends them on every kind of answer: an operation, an error, a refused address', async () => {
    for (const res of [
      await t.request('/api/clubs'),
      await t.request('/api/no-such-thing'),
      await t.request('/api/clubs?q=%00'),
      await t.request('/api/newsletter/subscriptions', json({ email: 'a@b.co' }, { origin: 'https://evil.example' })),
    ]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
  });

  it("keeps a client's plain request id and replaces any other", async () => {
    const plain = await t.request('/api/health', { headers: { 'x-request-id': 'trace-42=' } });
    expect(plain.headers.get('x-request-id')).toBe('trace-42=');
    const odd = await t.request('/api/health', { headers: { 'x-request-id': 'a b;c' } });
    expect(odd.headers.get('x-request-id')).not.toBe('a b;c');
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends HSTS when served over https', async () => {
    const https = await createTestDatabase();
    const { app } = createApp({
      database: https,
      config: { ...t.config, baseUrl: 'https://sdc.example.org' },
      log: pino({ level: 'silent' }),
    });
    const res = await app.request('https://sdc.example.org/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    await https.destroy();
  });
});

describe('sign-up and sessions', () => {
  it('creates a profile with a username from the e-mail, onboarding not completed', async () => {
    const { userId } = await signUp(t, 'Jane.Doe@Example.org');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ username: 'jane_doe', onboardingCompleted: false });
  });

  it('gives a second user with the same e-mail prefix a distinct username', async () => {
    const { userId } = await signUp(t, 'jane.doe@another.example');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.username).toBe('jane_doe2');
  });

  it('never lets sign-up input make an admin', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      json({ email: 'mallory@example.org', password: 'Passw0rdOk', name: 'Mallory', role: 'admin' }),
    );
    expect(res.status).toBeLessThan(500);
    if (res.ok) {
      const body = (await res.json()) as { user: { role?: string } };
      expect(body.user.role ?? 'user').toBe('user');
    }
  });

  it('sets an HttpOnly, SameSite session cookie at sign-in', async () => {
    await signUp(t, 'cookie@example.org');
    const res = await t.request('/api/auth/sign-in/email', jsonPost({ email: 'cookie@example.org', password: 'Passw0rdOk' }));
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('web app fallback', () => {
  let distDir: string;
  let web: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'sdc-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<html><head><title>x</title><meta name="description" content="d" /><meta name="robots" content="index, follow" /></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build's compressed copies (scripts/precompress-plugin.ts).
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    // The shape of Vite's build manifest: keys are source paths (or `_chunk` names).
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(
      path.join(distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'], css: ['assets/index-c0.css'] },
        '_shared-s1.js': { file: 'assets/shared-s1.js' },
        '_icons-i1.js': { file: 'assets/icons-i1.js', imports: ['_shared-s1.js'] },
        '_query-q1.js': { file: 'assets/query-q1.js' },
        'app/query-provider.tsx': { file: 'assets/query-provider-p1.js', imports: ['_query-q1.js', 'index.html'] },
        'app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_icons-i1.js'] },
        'app/routes/debates.tsx': {
          file: 'assets/debates-d1.js',
          imports: ['index.html', '_query-q1.js', '_icons-i1.js'],
          css: ['assets/debates-c1.css'],
        },
        'app/routes/club-create.tsx': { file: 'assets/club-create-k1.js', imports: ['index.html'] },
        'app/routes/not-found.tsx': { file: 'assets/not-found-n1.js', imports: ['index.html'] },
      }),
    );
    ({ app: web } = createApp({ database: t.database, config: t.config, log: pino({ level: 'silent' }), webDistDir: distDir }));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const get = (p: string) => web.request(`${TEST_BASE_URL}${p}`);

  it.each(['/', '/debates', '/debates/123', '/clubs/create', '/training/rebuttal', '/auth'])(
    'known path %s answers 200 with the app',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>');
    },
  );

  it.each(['/admin', '/admin/users', '/admin/no-such-section'])(
    'admin path %s answers 401 to a signed-out visitor, with the app (which asks to sign in)',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('<title>');
    },
  );

  it('unknown paths answer 404 with the app (which renders the 404 page)', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('noindex');
  });

  it('puts the route title and description into the HTML', async () => {
    const html = await (await get('/debates')).text();
    expect(html).toContain('<title>Debates | Structured Debate Community</title>');
    expect(html).toContain('Browse upcoming, live and finished debates');
  });

  it.each([
    ['/groups', '/clubs'],
    ['/groups/42', '/clubs/42'],
    ['/groups/42/members', '/clubs/42/members'],
    ['/groups/42/edit', '/clubs/42/edit'],
    ['/create-group', '/create-club'],
  ])('old group path %s redirects to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the landing page's chunks, without the entry's own imports or the query client", async () => {
    const html = await (await get('/')).text();
    expect(preloads(html)).toEqual(['/assets/home-h1.js', '/assets/icons-i1.js']);
    expect(html).not.toContain('index-c0.css');
  });

  it('preloads a data page with its CSS and the query client, each chunk once', async () => {
    const html = await (await get('/debates?page=2')).text();
    expect(preloads(html)).toEqual([
      '/assets/debates-d1.js',
      '/assets/query-q1.js',
      '/assets/icons-i1.js',
      '/assets/query-provider-p1.js',
    ]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/debates-c1.css">');
  });

  it('preloads the module a route shares with others, and the 404 page for unknown paths', async () => {
    expect(preloads(await (await get('/create-club')).text())).toContain('/assets/club-create-k1.js');
    expect(preloads(await (await get('/no/such/page')).text())).toEqual(['/assets/not-found-n1.js']);
  });

  it("names the organisation in every page's structured data, for crawlers that run no script", async () => {
    const html = await (await get('/clubs')).text();
    const block = html.match(/<script type="application\/ld\+json" data-sdc="organization">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(block ?? 'null')).toMatchObject({ '@type': 'Organization', name: 'Structured Debate Community' });
  });

  it("writes a list's heading and the landing page's hero into their pages before the app, and no shell where a page has no lead", async () => {
    const events = await (await get('/events')).text();
    expect(events).toMatch(
      /<div id="page-shell">.*<h1 [^>]*>Events<\/h1><p [^>]*>Multi-activity debate gatherings.*<\/p>.*<div id="root">/,
    );
    expect(await (await get('/')).text()).toMatch(
      /<div id="page-shell">.*<h1 [^>]*>Debate the questions that shape your community<\/h1>.*<div id="root">/,
    );
    expect(await (await get('/about')).text()).not.toContain('page-shell');
    expect(await (await get('/no/such/page')).text()).not.toContain('page-shell');
  });

  it("puts a debate title with replacement patterns ($' $` $&) into its page literally", async () => {
    const title = "A $' B $` C $& D";
    const { cookie } = await signUp(t, 'patterns@example.org');
    const created = await t.request('/api/debates', {
      ...jsonPost({
        title,
        description: 'A description long enough for the rules.',
        topic: "This house would $' $` $& everything",
        format: 'oxford',
        debateType: 'practice',
        startsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
        venueType: 'in-person',
        location: 'City Library',
        maxParticipants: 4,
      }),
      headers: { ...jsonPost({}).headers, cookie },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const html = await (await get(`/debates/${id}`)).text();
    expect(html).toContain('<title>A $&#39; B $` C $&amp; D | Structured Debate Community</title>');
    expect(html).toContain('<meta name="description" content="This house would $&#39; $` $&amp; everything');
    expect(html).toContain('<meta property="og:title" content="A $&#39; B $` C $&amp; D">');
    // The template's pieces appear once each: nothing was pulled in by a pattern.
    for (const piece of ['<title>', '<meta name="description"', '<meta name="robots"', '</head>', '<body>', '</html>']) {
      expect(html.split(piece).length - 1, piece).toBe(1);
    }
  });

  it("a page gets the site's CSP", async () => {
    const res = await get('/debates');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('does not serve the build manifest', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('query-provider');
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it("sends an asset's compressed copy as it is to a client that accepts it, and the file itself to others", async () => {
    const asset = (encoding?: string) =>
      web.request(`${TEST_BASE_URL}/assets/app-abc123.js`, encoding ? { headers: { 'accept-encoding': encoding } } : {});
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gz = await asset('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await asset();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('compresses a page for clients that accept it, and sends a JSON answer under 1 kB as it is', async () => {
    const page = await web.request(`${TEST_BASE_URL}/debates`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString('utf8')).toContain('</html>');
    const small = await web.request(`${TEST_BASE_URL}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const plain = await web.request(`${TEST_BASE_URL}/api/debates`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Caches must keep the two apart even when this client asked for no encoding.
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("gzips an operation's JSON to the same answer, and not for a client that refuses gzip", async () => {
    await t.database.db.execute(sql`
      insert into clubs (name, description, location, meeting_frequency, is_public)
      select 'Gzip club ' || i, 'A club with enough words to make the list longer than a kilobyte.', 'Town ' || i, 'weekly', true
      from generate_series(1, 12) i`);
    const plain = await (await web.request(`${TEST_BASE_URL}/api/clubs`)).text();
    expect(plain.length).toBeGreaterThan(1024);
    const zipped = await web.request(`${TEST_BASE_URL}/api/clubs`, { headers: { 'accept-encoding': 'br, gzip;q=0.5' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain);
    const refused = await web.request(`${TEST_BASE_URL}/api/clubs`, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain);
    await t.database.db.execute(sql`delete from clubs where name like 'Gzip club %'`);
  });
});

describe('POST /api/client-errors', () => {
  it('accepts a report and answers 204', async () => {
    const res = await t.request(
      '/api/client-errors',
      json({ context: 'app error boundary', message: 'boom', stack: 'Error: boom', path: '/debates?x=1' }),
    );
    expect(res.status).toBe(204);
  });

  it('refuses a malformed report', async () => {
    await expectApiError(await t.request('/api/client-errors', json({ message: 'x' })), 400, 'VALIDATION_FAILED');
  });
});

// A debate's page as the server answers it (ADR 0046): its shell (title,
// motion, room) and its data (debate and room as the API gives them to the
// same viewer) in the HTML, escaped; nothing for an id that names no debate.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBATE_PAGE_DATA_ELEMENT_ID, type DebatePageData } from '#shared/debate-shell.ts';
import { createTestApp, jsonPost, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';
import { createApp } from '../../app.ts';

let t: TestApp;
let distDir: string;
let web: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'sdc-dist-debate-page-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="d" /><meta name="robots" content="index, follow" /></head><body><div id="root"></div></body></html>',
  );
  ({ app: web } = createApp({ database: t.database, config: t.config, log: pino({ level: 'silent' }), webDistDir: distDir }));
});
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await t.close();
});

const get = (p: string, headers: Record<string, string> = {}) => web.request(`${TEST_BASE_URL}${p}`, { headers });

const EVIL_TITLE = 'Is <b>this</b> & "that" </script><script>alert(1)</script> fair?';

async function createDebate(cookie: string, title: string): Promise<string> {
  const created = await t.request('/api/debates', {
    ...jsonPost({
      title,
      description: 'A description long enough for the rules.',
      topic: 'This house would <i>shout</i> & whisper',
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
  return ((await created.json()) as { id: string }).id;
}

const shellOf = (html: string) => html.slice(html.indexOf('<div id="page-shell">'), html.indexOf('<div id="root">'));
function dataOf(html: string): DebatePageData | null {
  const match = html.match(new RegExp(`<script type="application/json" id="${DEBATE_PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`));
  return match ? (JSON.parse(match[1] as string) as DebatePageData) : null;
}

describe("a debate's page", () => {
  let id: string;
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await signUp(t, 'debate-page@example.org'));
    id = await createDebate(cookie, EVIL_TITLE);
  });

  it('has the escaped title and motion in its shell, before the app', async () => {
    const res = await get(`/debates/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<div id="page-shell">.*<h1 [^>]*>.*<\/h1>.*<div id="root">/s);
    const shell = shellOf(html);
    expect(shell).toContain(
      '>Is &lt;b&gt;this&lt;/b&gt; &amp; &quot;that&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; fair?</h1>',
    );
    expect(shell).toContain('This house would &lt;i&gt;shout&lt;/i&gt; &amp; whisper');
    expect(shell).not.toMatch(/<script|<b>|<i>/);
    // A scheduled debate's room box depends on who looks: the shell has none.
    expect(shell).not.toContain('<section');
  });

  it('carries the debate and its room as the API answers them, as inert JSON no title can end', async () => {
    const html = await (await get(`/debates/${id}`)).text();
    // The only `</script>` sequences are the elements' own ends: the title's is escaped (\u003c).
    expect(html).not.toContain('</script><script>alert(1)');
    const data = dataOf(html);
    const api = await (await t.request(`/api/debates/${id}`)).json();
    expect(data?.debate).toEqual(api);
    expect(data?.debate.title).toBe(EVIL_TITLE);
    const room = await (await t.request(`/api/debates/${id}/room`)).json();
    expect(data?.room).toEqual({ ...room, serverTime: expect.any(Number) });
  });

  it("gives the viewer's own view: the creator's page says they may edit", async () => {
    const anonymous = dataOf(await (await get(`/debates/${id}`)).text());
    expect(anonymous?.debate.viewer).toMatchObject({ userId: null, canEdit: false });
    const own = dataOf(await (await get(`/debates/${id}`, { cookie })).text());
    expect(own?.debate.viewer).toMatchObject({ userId: expect.any(String), canEdit: true, canRunTimer: true });
  });

  it("is the viewer's own page: no shared cache keeps it", async () => {
    expect((await get(`/debates/${id}`)).headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('/debates')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the strict CSP: the data is not a script the browser runs', async () => {
    const res = await get(`/debates/${id}`);
    const scriptSrc = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });

  it.each([
    ['an id that names no debate', '/debates/00000000-0000-4000-8000-000000000000'],
    ['an id that is not one', '/debates/not-an-id'],
  ])('has no shell and no data for %s: the app says it is not found', async (_, p) => {
    const html = await (await get(p)).text();
    expect(html).not.toContain('page-shell');
    expect(html).not.toContain(DEBATE_PAGE_DATA_ELEMENT_ID);
    expect(html).not.toContain(EVIL_TITLE.slice(0, 8));
  });
});

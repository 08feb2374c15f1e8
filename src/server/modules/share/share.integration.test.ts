// Share cards and discovery over HTTP against a real database (ADR 0037): the
// card pictures (PNG of 1200×630, only for public records, rendered once and
// then served from the cache, 304 on a matching ETag), the share-card tags of
// record pages, sitemap.xml and robots.txt.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { clubs, debates, events, profiles, ratings, topics } from '#server/db/schema/index.ts';
import { createTestApp, signUp, TEST_BASE_URL, type TestApp, uniqueClientIp } from '#tests/test-app.ts';

let t: TestApp;
let distDir: string;
let server: ReturnType<typeof createApp>;
const ids = { debate: '', cancelledDebate: '', club: '', privateClub: '', event: '', cancelledEvent: '', user: '' };

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'sdc-share-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="d" /><meta name="robots" content="index, follow" /></head><body><div id="root"></div></body></html>',
  );
  server = createApp({ database: t.database, config: t.config, log: pino({ level: 'silent' }), webDistDir: distDir });

  const db = t.database.db;
  const debate = {
    description: '',
    topic: 'This house would make voting compulsory',
    format: 'oxford',
    startsAt: new Date(Date.now() + 3 * DAY),
    timeZone: 'Europe/London',
    venueType: 'in-person',
    location: 'City Library',
    maxParticipants: 4,
  };
  const [shown, cancelled] = await db
    .insert(debates)
    .values([
      { ...debate, title: 'Compulsory voting' },
      { ...debate, title: 'A cancelled debate', status: 'cancelled' },
    ])
    .returning({ id: debates.id });
  const [club, privateClub] = await db
    .insert(clubs)
    .values([
      { name: 'Riverside Debating Society', location: 'Bristol', memberCount: 12, meetingFrequency: 'Weekly' },
      { name: 'A club that admits by approval', isPublic: false },
    ])
    .returning({ id: clubs.id });
  const event = {
    dateStart: new Date(Date.now() + 10 * DAY),
    dateEnd: new Date(Date.now() + 11 * DAY),
    location: 'Town Hall',
  };
  const [shownEvent, cancelledEvent] = await db
    .insert(events)
    .values([
      { ...event, title: 'Spring Debate Weekend' },
      { ...event, title: 'A cancelled event', status: 'cancelled' },
    ])
    .returning({ id: events.id });
  const { userId } = await signUp(t, 'share-card@example.org');
  await db.update(profiles).set({ fullName: 'Ada Speaker', username: 'ada', location: 'Leeds' }).where(eq(profiles.id, userId));
  await db.insert(ratings).values({ userId, format: 'all', mu: 27.25, sigma: 4.1, ordinal: 14.95, ratedDebates: 5, wins: 3 });
  Object.assign(ids, {
    debate: shown?.id,
    cancelledDebate: cancelled?.id,
    club: club?.id,
    privateClub: privateClub?.id,
    event: shownEvent?.id,
    cancelledEvent: cancelledEvent?.id,
    user: userId,
  });
});

afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await server.realtime.close();
  await t.close();
});

const get = (p: string, headers: Record<string, string> = {}) =>
  server.app.request(`${TEST_BASE_URL}${p}`, { headers: { 'x-forwarded-for': uniqueClientIp(), ...headers } });

/** The width and height of a PNG, read from its IHDR chunk (bytes 16–23, after the signature and the chunk header). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share-card pictures', () => {
  it.each([
    ['debates', () => ids.debate],
    ['clubs', () => ids.club],
    ['events', () => ids.event],
    ['users', () => ids.user],
  ])('/og/%s/<id>.png is a 1200×630 PNG', async (kind, id) => {
    const res = await get(`/og/${kind}/${id()}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    ['a cancelled debate', () => `/og/debates/${ids.cancelledDebate}.png`],
    ['a cancelled event', () => `/og/events/${ids.cancelledEvent}.png`],
    ['a club that admits by approval', () => `/og/clubs/${ids.privateClub}.png`],
    ['a debate that does not exist', () => '/og/debates/00000000-0000-4000-8000-000000000000.png'],
    ['a user that does not exist', () => '/og/users/no-such-user.png'],
    ['an id that is not one', () => '/og/debates/not-an-id.png'],
    ['a kind without cards', () => `/og/topics/${ids.debate}.png`],
    ['a name without .png', () => `/og/debates/${ids.debate}`],
  ])('%s has no picture (404)', async (_, p) => {
    const res = await get(p());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('renders once: the second request comes from the cache, a matching ETag gets 304', async () => {
    const p = `/og/debates/${ids.debate}.png`;
    const first = await get(p);
    const before = { ...server.shareCards.stats };
    const second = await get(p);
    expect(second.status).toBe(200);
    expect(server.shareCards.stats.renders).toBe(before.renders);
    expect(server.shareCards.stats.cacheHits).toBe(before.cacheHits + 1);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));

    const etag = first.headers.get('etag') ?? '';
    const revalidated = await get(p, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(server.shareCards.stats.renders).toBe(before.renders);
  });

  it('an edit of what the card shows renders a new picture with a new ETag', async () => {
    const p = `/og/clubs/${ids.club}.png`;
    const before = await get(p);
    await t.database.db.update(clubs).set({ name: 'Riverside Debating Union' }).where(eq(clubs.id, ids.club));
    const renders = server.shareCards.stats.renders;
    const after = await get(p);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(server.shareCards.stats.renders).toBe(renders + 1);
    // The old ETag no longer matches.
    expect((await get(p, { 'if-none-match': before.headers.get('etag') ?? '' })).status).toBe(200);
  });
});

describe('share-card tags of record pages', () => {
  const html = async (p: string) => (await get(p)).text();
  const tag = (attr: string, key: string, value: string) => `<meta ${attr}="${key}" content="${value}">`;

  it.each([
    ['a debate', () => `/debates/${ids.debate}`, () => `/og/debates/${ids.debate}.png`],
    ['a club', () => `/clubs/${ids.club}`, () => `/og/clubs/${ids.club}.png`],
    ['an event', () => `/events/${ids.event}`, () => `/og/events/${ids.event}.png`],
    ['a member', () => `/user/${ids.user}`, () => `/og/users/${ids.user}.png`],
  ])("%s's page names its picture with an absolute URL and a large card", async (_, page, image) => {
    const text = await html(page());
    expect(text).toContain(tag('property', 'og:image', `${TEST_BASE_URL}${image()}`));
    expect(text).toContain(tag('property', 'og:image:width', '1200'));
    expect(text).toContain(tag('property', 'og:image:height', '630'));
    expect(text).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
    expect(text).toContain(tag('name', 'twitter:card', 'summary_large_image'));
  });

  it("a member's page is titled with their name and shows what their profile shows", async () => {
    const text = await html(`/user/${ids.user}`);
    expect(text).toContain('<meta property="og:title" content="Ada Speaker">');
    expect(text).toContain('Rating 27.3 ± 4.1');
    expect(text).toContain('3 wins · 2 losses');
    expect(text).not.toContain('share-card@example.org');
  });

  it('a cancelled debate and a page without a record keep the small card and no picture', async () => {
    for (const p of [`/debates/${ids.cancelledDebate}`, '/debates', `/clubs/${ids.privateClub}`]) {
      const text = await html(p);
      expect(text, p).not.toContain('og:image');
      expect(text, p).toContain(tag('name', 'twitter:card', 'summary'));
    }
  });
});

/** Every tag closed in order, and no bare `&`: enough of XML's well-formedness for a file of plain elements. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.slice(xml.indexOf('?>') + 2).matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
}

describe('sitemap.xml', () => {
  it('lists the table’s public pages and public records with lastmod, not private ones or admin paths', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const xml = await res.text();
    expectWellFormedXml(xml);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${TEST_BASE_URL}/`);
    expect(locs).toContain(`${TEST_BASE_URL}/debates`);
    expect(locs).toContain(`${TEST_BASE_URL}/about`);
    expect(locs).toContain(`${TEST_BASE_URL}/debates/${ids.debate}`);
    expect(locs).toContain(`${TEST_BASE_URL}/clubs/${ids.club}`);
    expect(locs).toContain(`${TEST_BASE_URL}/events/${ids.event}`);
    expect(locs).not.toContain(`${TEST_BASE_URL}/debates/${ids.cancelledDebate}`);
    expect(locs).not.toContain(`${TEST_BASE_URL}/events/${ids.cancelledEvent}`);
    expect(locs).not.toContain(`${TEST_BASE_URL}/clubs/${ids.privateClub}`);
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(admin|api|settings|profile|auth|__test__|my-debates|create-debate)\b/);
      // No route pattern leaks in (/debates/:id).
      expect(loc?.slice(TEST_BASE_URL.length)).not.toContain(':');
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${TEST_BASE_URL}/debates/${ids.debate}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
  });

  it('lists approved topics only', async () => {
    const [approved, pending] = await t.database.db
      .insert(topics)
      .values([
        { title: 'An approved topic', category: 'education' },
        { title: 'A suggestion waiting for review', category: 'education', status: 'pending' },
      ])
      .returning({ id: topics.id });
    // A new app: the first one keeps its sitemap for a few minutes.
    const fresh = createApp({ database: t.database, config: t.config, log: pino({ level: 'silent' }) });
    const xml = await (await fresh.app.request(`${TEST_BASE_URL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${TEST_BASE_URL}/topics/${approved?.id}</loc>`);
    expect(xml).not.toContain(`/topics/${pending?.id}<`);
    await fresh.realtime.close();
  });
});

describe('robots.txt', () => {
  it('keeps private, personal and admin paths out and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const p of [
      '/admin',
      '/api/',
      '/__test__',
      '/dev/',
      '/auth',
      '/settings',
      '/profile',
      '/my-debates',
      '/my-club',
      '/onboarding',
      '/judge/score/',
      '/judge-note-taking',
      '/debates/*/edit',
      '/create-debate',
      '/unsubscribe',
    ]) {
      expect(disallowed, p).toContain(p);
    }
    // Public pages stay crawlable: no rule covers /debates/<id> or the card pictures.
    expect(disallowed).not.toContain('/debates/');
    expect(disallowed.some((rule) => '/og/debates/x.png'.startsWith(rule ?? ''))).toBe(false);
    expect(text).toContain(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
  });
});
